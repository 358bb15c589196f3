import type { TFunction } from 'i18next';
import {
  isVignettePeriod,
  VIGNETTE_PERIODS,
  VIGNETTE_VEHICLE_TYPES,
  type VignetteVehicleType,
} from '@toll/domain/vignette-products';

type Kind = 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';

/** Every product a report can be filtered by: each vignette, then route passes and delict fees. */
export const REPORT_PRODUCTS: readonly string[] = [
  ...VIGNETTE_VEHICLE_TYPES.flatMap((vehicle) =>
    [...VIGNETTE_PERIODS].reverse().map((period) => `${vehicle}-${period.toLowerCase()}`),
  ),
  'ROUTE_PASS',
  'DELICT',
];

const isVehicleType = (value: string): value is VignetteVehicleType =>
  (VIGNETTE_VEHICLE_TYPES as readonly string[]).includes(value);

/**
 * A product's name for people ("лек автомобил, годишна") from its code ("car-annual") or a
 * report's kind (ROUTE_PASS, DELICT); an unknown code is shown as it is.
 */
export function productLabel(t: TFunction<'office'>, product: string, kind?: string): string {
  const code = kind && kind !== 'VIGNETTE' ? kind : product;
  if (
    code === 'ROUTE_PASS' ||
    code === 'DELICT' ||
    code === 'VIGNETTE' ||
    code === 'PLATE_CORRECTION'
  ) {
    return t(`reportsPage.kinds.${code as Kind}`);
  }
  const [vehicle = '', period = ''] = code.split('-');
  const upper = period.toUpperCase();
  if (!isVehicleType(vehicle) || !isVignettePeriod(upper)) return code;
  return t('reportsPage.productName', {
    vehicle: t(`reportsPage.vehicleTypes.${vehicle}`),
    period: t(`reportsPage.periods.${upper}`),
  });
}
