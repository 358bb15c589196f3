import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoughtRoutePass } from '@toll/contract/sales';
import { Link } from 'react-router';
import { LangLink } from '../../../components/lang-link';
import { SITE_PURCHASE, usePurchaseChannel } from '../../../purchase/purchase-channel';
import { useLang } from '../../../i18n/use-lang';
import { downloadText, routeToGeoJson, routeToGpx } from '../model/route-exports';
import { routePrefillOf } from '../model/route-prefill';
import classes from './route-pass.module.css';
import { api } from '../../../api/typed-client';

export type BoughtPassActionsProps = { pass: BoughtRoutePass; names: readonly string[] };

/**
 * What the owner can do with a bought pass: its PDF (GET /api/generate-pdf-route-pass, public like
 * a receipt link), the route as GPX or GeoJSON, print, and a new pass from this one (the planner
 * opens with its points and vehicle, and the new pass goes into the cart with its country and plate).
 */
export function BoughtPassActions({ pass, names }: BoughtPassActionsProps) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  const channel = usePurchaseChannel();
  const prefill = routePrefillOf(pass);
  const file = `route-pass-${pass.number}`;
  return (
    <Group gap="xs" className={classes.noPrint}>
      <Button
        component="a"
        href={api.href('/generate-pdf-route-pass', { lang, query: { route_pass_id: pass.id } })}
        download={`${file}.pdf`}
      >
        {t('bought.downloadPdf')}
      </Button>
      <Button
        variant="default"
        onClick={() =>
          downloadText(
            routeToGpx(pass.quote, names, `${t('page.title')} ${pass.number}`),
            `${file}.gpx`,
            'application/gpx+xml',
          )
        }
      >
        {t('actions.exportGpx')}
      </Button>
      <Button
        variant="default"
        onClick={() =>
          downloadText(routeToGeoJson(pass.quote, names), `${file}.geojson`, 'application/geo+json')
        }
      >
        {t('actions.exportGeoJson')}
      </Button>
      <Button variant="default" onClick={() => window.print()}>
        {t('actions.print')}
      </Button>
      {channel === SITE_PURCHASE ? (
        <Button
          variant="light"
          component={LangLink}
          to="buy-route-pass"
          state={{ routePassPrefill: prefill }}
        >
          {t('bought.buyAgain')}
        </Button>
      ) : (
        <Button
          variant="light"
          component={Link}
          to={channel.pathOf('buy-route-pass', lang)}
          state={{ routePassPrefill: prefill }}
        >
          {t('bought.buyAgain')}
        </Button>
      )}
    </Group>
  );
}
