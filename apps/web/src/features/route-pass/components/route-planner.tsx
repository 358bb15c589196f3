import { Stack } from '@mantine/core';
import { useLang } from '../../../i18n/use-lang';
import { useRoutePlanner } from '../hooks/use-route-planner';
import type { PlannerVehicle } from '../model/planner-vehicle';
import type { RoutePrefill } from '../model/route-prefill';
import { RouteForm } from './route-form';
import { RouteMapPanel } from './route-map-panel';
import { RouteResult } from './route-result';
import { TollSegmentPicker } from './toll-segment-picker';
import classes from './route-pass.module.css';

/**
 * The route-pass calculator of spec §2: points, options, vehicle, map, result, segment picker;
 * prefilled with the points and vehicle of a bought pass when a new one is bought from it. A toll
 * customer's calculator (account/route-pass-calculator) offers the contract's vehicles.
 */
export function RoutePlanner({
  prefill = null,
  vehicles,
}: {
  prefill?: RoutePrefill | null;
  vehicles?: readonly PlannerVehicle[];
}) {
  const lang = useLang();
  const planner = useRoutePlanner(prefill);
  const { quote, added, actions } = planner;
  return (
    <Stack gap="xl">
      <div className={classes.layout}>
        <RouteForm planner={planner} vehicles={vehicles} />
        <RouteMapPanel planner={planner} />
      </div>
      {quote && (
        <RouteResult
          quote={quote}
          lang={lang}
          added={added}
          onAddToCart={actions.addToCart}
          onExportGpx={actions.exportGpx}
          onExportGeoJson={actions.exportGeoJson}
        />
      )}
      <div className={classes.noPrint}>
        <TollSegmentPicker emissionClassId={planner.options.emissionClassId} />
      </div>
    </Stack>
  );
}
