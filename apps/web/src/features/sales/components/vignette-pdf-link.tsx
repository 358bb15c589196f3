import { Anchor } from '@mantine/core';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';

/** GET /api/generatePdf?vignette_id: the vignette as a PDF document (spec §7), downloaded. */
export function VignettePdfLink({ vignetteId, number }: { vignetteId: string; number: string }) {
  const t = usePurchaseT();
  const lang = useLang();
  const query = new URLSearchParams({ vignette_id: vignetteId, 'browser-language': lang });
  return (
    <Anchor href={`/api/generatePdf?${query.toString()}`} download={`${vignetteId}.pdf`}>
      {t('sale.pdfOf', { number })}
    </Anchor>
  );
}
