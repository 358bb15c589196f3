import { createHash } from 'node:crypto';
import type { RegixVehicle } from '@toll/contract/accounts';
import { unitTollCategory, weightKgToUnits, type UnitVehicleType } from '@toll/domain/accounts';

/**
 * The vehicle registry (RegiX, the state's registry exchange; its motor-vehicle registration
 * service answers a vehicle by registration number). One interface for the accounts module;
 * today one implementation, the local sandbox (`REGIX_MODE=sandbox`, default), answering
 * realistic vehicles and the registry's failures so every path is testable:
 *  - a plate containing 404 is not registered (`regix.notFound`, 404);
 *  - a plate containing 504, or REGIX_MODE=timeout, does not answer in time (`regix.timeout`, 504);
 *  - a plate containing 503, or REGIX_MODE=down, finds the service down (`regix.unavailable`, 503).
 * The registry speaks kilograms and millimetres; the answer is converted here (weights to 10 kg
 * units rounded up, dimensions to centimetres) so the form fills straight from it.
 * The real RegiX client (SOAP over TLS with a client certificate) is not built yet: it implements
 * the same `VehicleRegistry` and maps `RegistryRecord` the same way.
 */
export type RegistryFailure = 'notFound' | 'timeout' | 'unavailable';
export class RegistryError extends Error {
  constructor(readonly failure: RegistryFailure) {
    super(`vehicle registry: ${failure}`);
    this.name = 'RegistryError';
  }
}

/** What the registry's motor-vehicle answer carries for us (kilograms, millimetres). */
export type RegistryRecord = {
  registrationNumber: string;
  category: 'N1' | 'N2' | 'N3' | 'M1' | 'M3' | 'L';
  make: string;
  model: string;
  firstRegistrationYear: number;
  colour: string;
  axles: number;
  trailerAxles: number;
  ownMassKg: number;
  technicallyPermissibleMassKg: number;
  combinationMassKg: number | null;
  heightMm: number;
  lengthMm: number;
  widthMm: number;
  euroClass: number;
  ownerName: string;
};

export type VehicleRegistry = {
  lookup(plate: string): Promise<RegixVehicle>;
};

const TYPES: Record<RegistryRecord['category'], UnitVehicleType> = {
  N1: 'CAR',
  N2: 'TRUCK',
  N3: 'TRUCK',
  M1: 'CAR',
  M3: 'BUS',
  L: 'MOTORCYCLE',
};
const cm = (mm: number) => Math.ceil(mm / 10);

export function fromRegistryRecord(record: RegistryRecord): RegixVehicle {
  const vehicleType = TYPES[record.category];
  const dims = {
    vehicleType,
    tractorAxles: record.axles,
    trailerAxles: record.trailerAxles,
    maxWetWeight: weightKgToUnits(record.technicallyPermissibleMassKg),
    trainMaxWeight:
      record.combinationMassKg === null ? null : weightKgToUnits(record.combinationMassKg),
  };
  return {
    plate: record.registrationNumber,
    countryCode: 'BG',
    ...dims,
    make: record.make,
    model: record.model,
    year: record.firstRegistrationYear,
    colour: record.colour,
    maxDryWeight: weightKgToUnits(record.ownMassKg),
    maxHeight: cm(record.heightMm),
    length: cm(record.lengthMm),
    width: cm(record.widthMm),
    emissionClass: record.euroClass,
    ownerName: record.ownerName,
    tollCategory: unitTollCategory(dims),
  };
}

type Model = Omit<RegistryRecord, 'registrationNumber' | 'firstRegistrationYear' | 'colour' | 'ownerName'>; // prettier-ignore
const MODELS: readonly Model[] = [
  {
    category: 'N3',
    make: 'VOLVO',
    model: 'FH 500',
    axles: 2,
    trailerAxles: 3,
    ownMassKg: 7_846,
    technicallyPermissibleMassKg: 18_000,
    combinationMassKg: 40_000,
    heightMm: 3_950,
    lengthMm: 16_500,
    widthMm: 2_550,
    euroClass: 6,
  },
  {
    category: 'N3',
    make: 'MAN',
    model: 'TGX 18.470',
    axles: 2,
    trailerAxles: 0,
    ownMassKg: 7_412,
    technicallyPermissibleMassKg: 18_000,
    combinationMassKg: null,
    heightMm: 3_880,
    lengthMm: 6_100,
    widthMm: 2_550,
    euroClass: 6,
  },
  {
    category: 'N3',
    make: 'SCANIA',
    model: 'R 450',
    axles: 3,
    trailerAxles: 3,
    ownMassKg: 9_233,
    technicallyPermissibleMassKg: 26_000,
    combinationMassKg: 44_000,
    heightMm: 3_990,
    lengthMm: 16_500,
    widthMm: 2_550,
    euroClass: 5,
  },
  {
    category: 'N3',
    make: 'DAF',
    model: 'XF 480',
    axles: 2,
    trailerAxles: 0,
    ownMassKg: 7_118,
    technicallyPermissibleMassKg: 12_412,
    combinationMassKg: null,
    heightMm: 3_870,
    lengthMm: 6_000,
    widthMm: 2_490,
    euroClass: 6,
  },
  {
    category: 'N2',
    make: 'IVECO',
    model: 'EUROCARGO 75E21',
    axles: 2,
    trailerAxles: 0,
    ownMassKg: 3_905,
    technicallyPermissibleMassKg: 7_490,
    combinationMassKg: null,
    heightMm: 3_300,
    lengthMm: 7_200,
    widthMm: 2_400,
    euroClass: 6,
  },
  {
    category: 'N2',
    make: 'MERCEDES-BENZ',
    model: 'ATEGO 1224',
    axles: 2,
    trailerAxles: 0,
    ownMassKg: 5_604,
    technicallyPermissibleMassKg: 11_990,
    combinationMassKg: null,
    heightMm: 3_400,
    lengthMm: 8_300,
    widthMm: 2_500,
    euroClass: 4,
  },
  {
    category: 'M3',
    make: 'SETRA',
    model: 'S 516 HD',
    axles: 2,
    trailerAxles: 0,
    ownMassKg: 13_150,
    technicallyPermissibleMassKg: 19_500,
    combinationMassKg: null,
    heightMm: 3_720,
    lengthMm: 12_200,
    widthMm: 2_550,
    euroClass: 6,
  },
  {
    category: 'N1',
    make: 'FORD',
    model: 'TRANSIT',
    axles: 2,
    trailerAxles: 0,
    ownMassKg: 2_104,
    technicallyPermissibleMassKg: 3_500,
    combinationMassKg: null,
    heightMm: 2_550,
    lengthMm: 5_980,
    widthMm: 2_060,
    euroClass: 6,
  },
];
const COLOURS = ['БЯЛ', 'СИН', 'ЧЕРВЕН', 'СИВ', 'ЧЕРЕН', 'ЗЕЛЕН'];
const OWNERS = ['ТРАНС ЕКСПРЕС ЕООД', 'ЛОГИСТИК БГ ООД', 'АВТОТРАНС ДУНАВ АД', 'КАРГО ЮГ ЕООД'];

/** The sandbox's vehicle for a plate: always the same one for the same plate. */
export function sandboxRecord(plate: string): RegistryRecord {
  const digest = createHash('sha256').update(plate).digest();
  const pick = <T>(list: readonly T[], byte: number) => list[digest[byte]! % list.length]!;
  return {
    ...pick(MODELS, 0),
    registrationNumber: plate,
    firstRegistrationYear: 2010 + (digest[1]! % 16),
    colour: pick(COLOURS, 2),
    ownerName: pick(OWNERS, 3),
  };
}

export function createSandboxRegistry(mode: 'sandbox' | 'timeout' | 'down'): VehicleRegistry {
  return {
    async lookup(plate) {
      await Promise.resolve();
      if (mode === 'timeout' || plate.includes('504')) throw new RegistryError('timeout');
      if (mode === 'down' || plate.includes('503')) throw new RegistryError('unavailable');
      if (plate.includes('404')) throw new RegistryError('notFound');
      return fromRegistryRecord(sandboxRecord(plate));
    },
  };
}
