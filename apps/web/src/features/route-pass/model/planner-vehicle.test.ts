import { describe, expect, it } from 'vitest';
import { plannerVehicleOf, type ContractVehicle } from './planner-vehicle';

const truck: ContractVehicle = {
  accountUnitId: 7,
  plate: 'CB1234AA',
  countryCode: 'BG',
  make: 'VOLVO',
  model: 'FH 500',
  vehicleType: 'TRUCK',
  tractorAxles: 2,
  trailerAxles: 3,
  maxWetWeight: 1_800,
  trainMaxWeight: 4_000,
  emissionClass: 5,
  tollCategory: 'OVER_12T_4_PLUS_AXLES',
};

describe('a contract vehicle in the route planner', () => {
  it('takes the toll category the contract keeps, its emission class and its plate', () => {
    expect(plannerVehicleOf(truck)).toEqual({
      id: 7,
      label: 'CB1234AA · VOLVO FH 500',
      registration: { countryCode: 'BG', lpn: 'CB1234AA' },
      options: { vehicleMode: 'category', category: 'OVER_12T_4_PLUS_AXLES', emissionClassId: 5 },
    });
  });

  it('falls back to axles and the combination mass in kilograms when there is no route category', () => {
    const van = { ...truck, tollCategory: 'UP_TO_3_5T', trailerAxles: 0, trainMaxWeight: null, maxWetWeight: 350, make: null, model: null }; // prettier-ignore
    expect(plannerVehicleOf(van)).toMatchObject({
      label: 'CB1234AA',
      options: { vehicleMode: 'axles', axles: 2, weightKg: 3_500, bus: false, emissionClassId: 5 },
    });
  });
});
