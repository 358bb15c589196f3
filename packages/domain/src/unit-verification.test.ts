import { describe, expect, it } from 'vitest';
import { isVerified, verifyUnit, type UnitVerificationInput } from './unit-verification';

const ready: UnitVerificationInput = {
  accountStatus: 'ACTIVE',
  signed: true,
  unitStatus: 'ACTIVE',
  vehicleType: 'TRUCK',
  device: { inventoryType: 'OBU' },
  syncState: 'SYNCED',
};
const failing = (input: UnitVerificationInput) =>
  verifyUnit(input)
    .filter((r) => !r.ok)
    .map((r) => `${r.check}:${r.code}`);

describe('single unit verification', () => {
  it('passes a signed, active contract’s vehicle with a fitting device the charging system knows', () => {
    expect(isVerified(verifyUnit(ready))).toBe(true);
    expect(verifyUnit(ready).map((r) => r.check)).toEqual([
      'CONTRACT_ACTIVE',
      'CONTRACT_SIGNED',
      'VEHICLE_ACTIVE',
      'DEVICE_ATTACHED',
      'DEVICE_FITS',
      'CHARGING_SYSTEM_SYNCED',
    ]);
  });

  it('names every condition that fails, with its catalogue key', () => {
    expect(failing({ ...ready, accountStatus: 'SUSPENDED' })).toEqual(['CONTRACT_ACTIVE:contract.notActive']); // prettier-ignore
    expect(verifyUnit({ ...ready, accountStatus: 'SUSPENDED' })[0]!.params).toEqual({ status: 'SUSPENDED' }); // prettier-ignore
    expect(failing({ ...ready, signed: false })).toEqual(['CONTRACT_SIGNED:contract.notSigned']);
    expect(failing({ ...ready, unitStatus: 'CLOSED' })).toEqual(['VEHICLE_ACTIVE:contract.unitClosed']); // prettier-ignore
    // no device: its type is not judged
    expect(failing({ ...ready, device: null })).toEqual(['DEVICE_ATTACHED:contract.vehicleWithoutObu']); // prettier-ignore
    expect(failing({ ...ready, vehicleType: 'TRACKING_DEVICE' })).toEqual(['DEVICE_FITS:contract.deviceTypeMismatch']); // prettier-ignore
    expect(failing({ ...ready, syncState: 'PENDING' })).toEqual(['CHARGING_SYSTEM_SYNCED:chargingSync.notConfirmed']); // prettier-ignore
    expect(failing({ ...ready, syncState: 'STUCK' })).toEqual(['CHARGING_SYSTEM_SYNCED:chargingSync.stuck']); // prettier-ignore
    expect(failing({ ...ready, syncState: 'NONE' })).toEqual(['CHARGING_SYSTEM_SYNCED:chargingSync.neverSent']); // prettier-ignore
  });
});
