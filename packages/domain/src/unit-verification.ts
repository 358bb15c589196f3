import { checkDeviceFitsVehicle, type InventoryType } from './devices';
import type { ErrorCode } from './error-codes';
import type { CheckParams } from './validation';

/**
 * POST /accountUnits/singleUnitVerification (spec §7): is this vehicle ready to be charged by
 * distance? Each condition is one check, in the order a clerk mends them: the contract is active
 * and signed, the vehicle is on it, an on-board unit of a fitting type is on the vehicle, and the
 * charging system has confirmed the vehicle's current state.
 */
export const UNIT_VERIFICATION_CHECKS = [
  'CONTRACT_ACTIVE',
  'CONTRACT_SIGNED',
  'VEHICLE_ACTIVE',
  'DEVICE_ATTACHED',
  'DEVICE_FITS',
  'CHARGING_SYSTEM_SYNCED',
] as const;
export type UnitVerificationCheck = (typeof UNIT_VERIFICATION_CHECKS)[number];
export type SyncState = 'NONE' | 'PENDING' | 'STUCK' | 'SYNCED';

export type UnitVerificationInput = {
  accountStatus: string;
  signed: boolean;
  unitStatus: string;
  vehicleType: string;
  /** The device attached to the vehicle now, if any. */
  device: { inventoryType: InventoryType } | null;
  syncState: SyncState;
};

export type UnitVerificationResult = {
  check: UnitVerificationCheck;
  ok: boolean;
  code: ErrorCode | null;
  params?: CheckParams;
};

export function verifyUnit(input: UnitVerificationInput): UnitVerificationResult[] {
  const result = (
    check: UnitVerificationCheck,
    ok: boolean,
    code: ErrorCode,
    params?: CheckParams,
  ): UnitVerificationResult =>
    ok ? { check, ok, code: null } : { check, ok, code, ...(params ? { params } : {}) };
  const fits = input.device ? checkDeviceFitsVehicle(input.device.inventoryType, input.vehicleType) : null; // prettier-ignore
  const sync: Record<SyncState, ErrorCode> = {
    NONE: 'chargingSync.neverSent',
    PENDING: 'chargingSync.notConfirmed',
    STUCK: 'chargingSync.stuck',
    SYNCED: 'chargingSync.notConfirmed',
  };
  return [
    result('CONTRACT_ACTIVE', input.accountStatus === 'ACTIVE', 'contract.notActive', { status: input.accountStatus }), // prettier-ignore
    result('CONTRACT_SIGNED', input.signed, 'contract.notSigned'),
    result('VEHICLE_ACTIVE', input.unitStatus === 'ACTIVE', 'contract.unitClosed'),
    result('DEVICE_ATTACHED', input.device !== null, 'contract.vehicleWithoutObu'),
    result('DEVICE_FITS', fits === null || fits.ok, 'contract.deviceTypeMismatch'),
    result('CHARGING_SYSTEM_SYNCED', input.syncState === 'SYNCED', sync[input.syncState]),
  ];
}

export const isVerified = (results: readonly UnitVerificationResult[]) =>
  results.every((r) => r.ok);
