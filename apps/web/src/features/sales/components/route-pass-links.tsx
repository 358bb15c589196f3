import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LangLink } from '../../../components/lang-link';
import { SITE_PURCHASE, usePurchaseChannel } from '../../../purchase/purchase-channel';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { useSession } from '../../session';
import { api } from '../../../api/typed-client';

export type RoutePassLinksProps = { routePassId: string; number: string };

/**
 * An issued route pass: its PDF (GET /api/generate-pdf-route-pass, public like a receipt link: the
 * random id is the secret) and, for a signed-in buyer, its page `buy-route-pass/{id}` (the site's,
 * or the back office's for a pass sold at the counter).
 */
export function RoutePassLinks({ routePassId, number }: RoutePassLinksProps) {
  const t = usePurchaseT();
  const lang = useLang();
  const session = useSession();
  const channel = usePurchaseChannel();
  return (
    <Group gap="md">
      <Anchor
        href={api.href('/generate-pdf-route-pass', { lang, query: { route_pass_id: routePassId } })}
        download={`route-pass-${routePassId}.pdf`}
      >
        {t('sale.routePassPdf', { number })}
      </Anchor>
      {session &&
        (channel === SITE_PURCHASE ? (
          <Anchor component={LangLink} to={`buy-route-pass/${routePassId}`}>
            {t('sale.routePassOpen', { number })}
          </Anchor>
        ) : (
          <Anchor component={Link} to={`${channel.pathOf('buy-route-pass', lang)}/${routePassId}`}>
            {t('sale.routePassOpen', { number })}
          </Anchor>
        ))}
    </Group>
  );
}
