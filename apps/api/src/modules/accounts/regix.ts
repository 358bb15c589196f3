import type { RegixVehicle } from '@toll/contract/accounts';
import { unitTollCategory, weightKgToUnits, type UnitVehicleType } from '@toll/domain/accounts';
import { normalisePlate } from '@toll/domain/plates';
import type { Clock } from '../../platform/clock';
import type { RegixConfig } from '../../platform/regix-config';
import {
  cyrillicPlate,
  readVehicleAnswer,
  vehicleRequestXml,
  type RegistryFailure,
  type RegistryRecord,
} from './regix/regix-protocol';
import { SANDBOX_REGIX_URL } from './regix/regix-sandbox-routes';
import {
  httpTransport,
  RegixTimeoutError,
  sandboxTransport,
  type RegixTransport,
} from './regix/regix-transport';

/**
 * The vehicle registry (RegiX; its motor-vehicle service answers a vehicle by registration
 * number): one interface for the accounts module, one client (regix/: the real SOAP request and
 * answer shapes, a real timeout), two transports chosen by REGIX_MODE — RegiX itself over HTTPS
 * with our client certificate, or the local sandbox that answers the same XML with realistic
 * vehicles and every failure (regix/regix-sandbox.ts). The registry speaks kilograms; the answer
 * is converted here (10 kg units rounded up) so the form fills straight from it.
 */
export type { RegistryFailure, RegistryRecord };
export class RegistryError extends Error {
  constructor(
    readonly failure: RegistryFailure,
    readonly detail: string = failure,
  ) {
    super(`vehicle registry: ${failure} (${detail})`);
    this.name = 'RegistryError';
  }
}

export type VehicleRegistry = {
  lookup(plate: string): Promise<RegixVehicle>;
};

function vehicleTypeOf(category: string): UnitVehicleType {
  const c = category.toUpperCase();
  if (c === 'N2' || c === 'N3') return 'TRUCK';
  if (c === 'M2' || c === 'M3') return 'BUS';
  if (c === 'N1' || c === 'M1') return 'CAR';
  if (c.startsWith('L')) return 'MOTORCYCLE';
  return 'OTHER';
}

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6 };

/** The emission class id (Euro 0-6 are 0-6, EEV 15) of (V.9) "EURO 6", "ЕВРО V", "EEV"; else null. */
export function emissionClassOf(category: string | null): number | null {
  if (!category) return null;
  const text = category.toUpperCase().replace(/\s+/g, ' ');
  if (/\bEEV\b/.test(text)) return 15;
  const match = /(?:EURO|ЕВРО)\s*-?\s*([0-6]|VI|IV|V|III|II|I)(?![A-Z])/.exec(text);
  if (!match) return null;
  const value = match[1]!;
  return /^\d$/.test(value) ? Number(value) : (ROMAN[value] ?? null);
}

export function fromRegistryRecord(record: RegistryRecord): RegixVehicle {
  const permissible = record.technicallyPermissibleMassKg ?? record.ownMassKg ?? 0;
  const combination =
    record.combinationMassKg !== null && record.combinationMassKg > permissible
      ? record.combinationMassKg
      : null;
  const dims = {
    vehicleType: vehicleTypeOf(record.category),
    tractorAxles: Math.min(10, Math.max(1, record.axles ?? 2)),
    trailerAxles: 0,
    maxWetWeight: weightKgToUnits(permissible),
    trainMaxWeight: combination === null ? null : weightKgToUnits(combination),
  };
  return {
    plate: normalisePlate(record.registrationNumber),
    countryCode: 'BG',
    ...dims,
    make: record.make,
    model: record.model,
    year: record.firstRegistrationYear,
    colour: record.colour,
    maxDryWeight: record.ownMassKg === null ? null : weightKgToUnits(record.ownMassKg),
    maxHeight: null,
    length: null,
    width: null,
    emissionClass: emissionClassOf(record.environmentalCategory),
    ownerName: record.ownerName,
    tollCategory: unitTollCategory(dims),
  };
}

/** The RegiX client over a transport: the V3 request, a real timeout, the answer read. */
export function createRegixClient(
  transport: RegixTransport,
  options: { url: string; timeoutMs: number; context: Parameters<typeof vehicleRequestXml>[2] },
): VehicleRegistry {
  return {
    async lookup(plate) {
      // the register holds Bulgarian plates only ([А-Я0-9] in its schema)
      if (!/^[А-Я0-9]{2,16}$/u.test(cyrillicPlate(plate)))
        throw new RegistryError('notFound', 'not a Bulgarian plate');
      const body = vehicleRequestXml(plate, options.url, options.context);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const reply = await transport(body, controller.signal);
        const answer = readVehicleAnswer(reply.status, reply.body);
        if (!answer.ok) throw new RegistryError(answer.failure, answer.detail);
        return fromRegistryRecord(answer.record);
      } catch (error) {
        if (error instanceof RegistryError) throw error;
        if (error instanceof RegixTimeoutError || controller.signal.aborted)
          throw new RegistryError('timeout', `no answer within ${options.timeoutMs} ms`);
        throw new RegistryError('unavailable', (error as Error).message);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const SANDBOX_CONTEXT = {
  administrationOId: '2.16.100.1.1.1.1.1',
  administrationName: 'Агенция „Пътна инфраструктура“ (пясъчник)',
  employeeIdentifier: 'sandbox',
  employeeNames: '',
  lawReason: 'sandbox',
  serviceUri: 'toll-contracts',
  serviceType: 'Проверка на превозно средство',
};

/** The registry REGIX_MODE names: RegiX over HTTPS, or the sandbox in this process. */
export function createVehicleRegistry(config: RegixConfig, clock: Clock): VehicleRegistry {
  if (config.kind === 'regix')
    return createRegixClient(httpTransport(config), {
      url: config.url,
      timeoutMs: config.timeoutMs,
      context: config.context,
    });
  return createRegixClient(sandboxTransport(config.failure, clock), {
    url: SANDBOX_REGIX_URL,
    timeoutMs: config.timeoutMs,
    context: SANDBOX_CONTEXT,
  });
}
