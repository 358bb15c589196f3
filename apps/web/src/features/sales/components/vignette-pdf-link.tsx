import { Anchor } from '@mantine/core';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { api } from '../../../api/typed-client';

/** GET /api/generatePdf?vignette_id: the vignette as a PDF document (spec §7), downloaded. */
export function VignettePdfLink({ vignetteId, number }: { vignetteId: string; number: string }) {
  const t = usePurchaseT();
  const lang = useLang();
  return (
    <Anchor
      href={api.href('/generatePdf', { lang, query: { vignette_id: vignetteId } })}
      download={`${vignetteId}.pdf`}
    >
      {t('sale.pdfOf', { number })}
    </Anchor>
  );
}
