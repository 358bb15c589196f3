import { ROUTE_TOLL_CATEGORIES, type RouteTollCategory } from '@toll/domain/route-tariffs';
import type { RouteOptions } from './route-pass-form';
import type { Registration } from './route-prefill';

/** A vehicle of a toll customer's contract, as the planner takes it (account/route-pass-calculator). */
export type PlannerVehicle = {
  id: number;
  label: string;
  registration: Registration;
  options: Partial<RouteOptions>;
};

/** What the planner needs of a contract's vehicle (spec §3 Account unit; weights in 10 kg units). */
export type ContractVehicle = {
  accountUnitId: number;
  plate: string;
  countryCode: string;
  make: string | null;
  model: string | null;
  vehicleType: string;
  tractorAxles: number;
  trailerAxles: number;
  maxWetWeight: number;
  trainMaxWeight: number | null;
  emissionClass: number;
  tollCategory: string | null;
};

const isRouteCategory = (value: string | null): value is RouteTollCategory =>
  (ROUTE_TOLL_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * The planner's vehicle for a contract vehicle: its toll category as the contract keeps it (the
 * domain's rule from weight and axles), else its axles and mass (the combination's when it has a
 * trailer figure); its emission class; its plate for the cart.
 */
export function plannerVehicleOf(unit: ContractVehicle): PlannerVehicle {
  const weightKg = (unit.trainMaxWeight ?? unit.maxWetWeight) * 10;
  const axles = unit.tractorAxles + unit.trailerAxles;
  const options: Partial<RouteOptions> = isRouteCategory(unit.tollCategory)
    ? { vehicleMode: 'category', category: unit.tollCategory }
    : {
        vehicleMode: 'axles',
        axles: Math.max(2, axles),
        weightKg,
        bus: unit.vehicleType === 'BUS',
      };
  return {
    id: unit.accountUnitId,
    label: [unit.plate, [unit.make, unit.model].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
    registration: { countryCode: unit.countryCode, lpn: unit.plate },
    options: { ...options, emissionClassId: unit.emissionClass },
  };
}
