import { describe, expect, it } from 'vitest';
import {
  EMISSION_CLASS_IDS,
  EMISSION_GROUPS,
  emissionClassById,
  emissionGroup,
  kgToWeightUnits,
  ownershipReportDeadline,
  roundUpWeightKg,
  tollCategory,
  VEHICLE_CLASS_IDS,
  vehicleClass,
  weightUnitsToKg,
} from './vehicles';

describe('weights', () => {
  it('rounds up to 10 kg and counts 10-kg units', () => {
    expect(roundUpWeightKg(12412)).toBe(12420);
    expect(roundUpWeightKg(12420)).toBe(12420);
    expect(roundUpWeightKg(12420.1)).toBe(12430);
    expect(roundUpWeightKg(0)).toBe(0);
    expect(kgToWeightUnits(12412)).toBe(1242);
    expect(kgToWeightUnits(3500)).toBe(350);
    expect(weightUnitsToKg(1242)).toBe(12420);
    expect(() => roundUpWeightKg(-1)).toThrow(RangeError);
    expect(() => kgToWeightUnits(Number.NaN)).toThrow(RangeError);
  });
});

describe('vehicle classes', () => {
  it('has the master ids of spec §9', () => {
    expect(VEHICLE_CLASS_IDS).toEqual({
      MOTORCYCLE: 1,
      LIGHT_CAR: 2,
      BUS: 3,
      N2_TRUCK: 4,
      N3_TRUCK: 5,
      OTHER_OVER_3_5T: 7,
    });
  });

  it('classifies by kind and weight', () => {
    expect(vehicleClass('motorcycle', 300)).toBe('MOTORCYCLE');
    expect(vehicleClass('car', 1500)).toBe('LIGHT_CAR');
    expect(vehicleClass('truck', 3500)).toBe('LIGHT_CAR');
    expect(vehicleClass('truck', 3501)).toBe('N2_TRUCK');
    expect(vehicleClass('truck', 12000)).toBe('N2_TRUCK');
    expect(vehicleClass('truck', 12001)).toBe('N3_TRUCK');
    expect(vehicleClass('bus', 18000)).toBe('BUS');
    expect(vehicleClass('other', 5000)).toBe('OTHER_OVER_3_5T');
    expect(vehicleClass('tracking-device', 0)).toBeNull();
  });

  it('finds the toll category', () => {
    expect(tollCategory({ weightKg: 3500, axles: 2 })).toBe('UP_TO_3_5T');
    expect(tollCategory({ weightKg: 12000, axles: 3 })).toBe('FROM_3_5_TO_12T');
    expect(tollCategory({ weightKg: 12001, axles: 3 })).toBe('OVER_12T_2_3_AXLES');
    expect(tollCategory({ weightKg: 40000, axles: 4 })).toBe('OVER_12T_4_PLUS_AXLES');
    expect(tollCategory({ weightKg: 18000, axles: 2, isBus: true })).toBe('BUS');
  });
});

describe('emission classes', () => {
  it('has ids 0-6 and EEV 15', () => {
    expect(Object.values(EMISSION_CLASS_IDS)).toEqual([0, 1, 2, 3, 4, 5, 6, 15]);
    expect(emissionClassById(15)).toBe('EEV');
    expect(emissionClassById(7)).toBeNull();
  });

  it('groups them as EURO 0/I/II, III/IV, V, VI/EEV', () => {
    const groups = (
      ['EURO_0', 'EURO_1', 'EURO_2', 'EURO_3', 'EURO_4', 'EURO_5', 'EURO_6', 'EEV'] as const
    ).map(emissionGroup);
    expect(groups).toEqual([
      'EURO_0_I_II',
      'EURO_0_I_II',
      'EURO_0_I_II',
      'EURO_III_IV',
      'EURO_III_IV',
      'EURO_V',
      'EURO_VI_EEV',
      'EURO_VI_EEV',
    ]);
    expect(EMISSION_GROUPS.EURO_VI_EEV).toBe('EURO VI/EEV');
  });
});

describe('ownership change', () => {
  it('must be reported within 72 hours', () => {
    expect(ownershipReportDeadline(new Date('2026-03-27T10:00:00Z')).toISOString()).toBe(
      '2026-03-30T10:00:00.000Z',
    );
  });
});
