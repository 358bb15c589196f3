import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangeDeviceStatus,
  checkDeviceFitsVehicle,
  checkDeviceTransition,
  checkEnteredDevices,
  checkHandoutLines,
  checkOrderWithinFleet,
  checkSerial,
  checkShipmentTransition,
  DEVICE_STATUSES,
  DEVICE_TRANSITIONS,
  deviceDepositMinor,
  firstDuplicateSerial,
  isOpenShipment,
  MOVEMENT_EFFECT,
  normaliseSerial,
  SHIPMENT_STATUSES,
} from './devices';

describe('device status table', () => {
  it('allows the listed moves and nothing else', () => {
    expect(canChangeDeviceStatus('AVAILABLE', 'ATTACHED')).toBe(true);
    expect(canChangeDeviceStatus('ATTACHED', 'DETACHED')).toBe(true);
    // a return is irreversible: a detached device never goes straight back onto a vehicle
    expect(canChangeDeviceStatus('DETACHED', 'ATTACHED')).toBe(false);
    expect(canChangeDeviceStatus('ATTACHED', 'AVAILABLE')).toBe(false);
    expect(checkDeviceTransition('DISCARDED', 'AVAILABLE')).toEqual({
      ok: false,
      code: 'device.invalidTransition',
      params: { from: 'DISCARDED', to: 'AVAILABLE' },
    });
  });

  it('has no self-loops and DISCARDED is final', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEVICE_STATUSES), (s) => !canChangeDeviceStatus(s, s)),
    );
    expect(DEVICE_TRANSITIONS.DISCARDED).toEqual([]);
  });

  it('every movement target is reachable from each of its sources', () => {
    for (const { from, to } of Object.values(MOVEMENT_EFFECT))
      for (const source of from) expect(canChangeDeviceStatus(source, to)).toBe(true);
  });
});

describe('§5 device rules', () => {
  it('the device type must match the vehicle', () => {
    expect(checkDeviceFitsVehicle('OBU', 'TRUCK')).toEqual({ ok: true });
    expect(checkDeviceFitsVehicle('TRACKER', 'TRACKING_DEVICE')).toEqual({ ok: true });
    expect(checkDeviceFitsVehicle('TRACKER', 'TRUCK')).toEqual({
      ok: false,
      code: 'contract.deviceTypeMismatch',
    });
    expect(checkDeviceFitsVehicle('OBU', 'CAR').ok).toBe(false);
    expect(checkDeviceFitsVehicle('MYFARE', 'TRUCK').ok).toBe(false);
  });

  it('entered OBU numbers match the count with none twice', () => {
    expect(checkEnteredDevices(['A1', 'A2'], 2)).toEqual({ ok: true });
    expect(checkEnteredDevices(['A1', ' A1'], 2)).toEqual({
      ok: false,
      code: 'contract.obuDuplicate',
      params: { number: 'A1' },
    });
    expect(checkEnteredDevices(['A1'], 2).ok).toBe(false);
  });

  it('a hand-out names no device twice and gives a vehicle at most one device', () => {
    const line = (deviceNumber: string, accountUnitId: number | null = null) => ({ deviceNumber, accountUnitId }); // prettier-ignore
    expect(checkHandoutLines([line('A1', 1), line('A2', 2), line('A3'), line('A4')])).toEqual({ ok: true }); // prettier-ignore
    expect(checkHandoutLines([line('A1', 1), line('A1', 2)])).toEqual({
      ok: false,
      code: 'contract.obuDuplicate',
      params: { number: 'A1' },
    });
    expect(checkHandoutLines([line('A1', 7), line('A2', 7)])).toEqual({
      ok: false,
      code: 'device.handoutVehicleTwice',
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ deviceNumber: fc.constantFrom('A', 'B', 'C', 'D'), accountUnitId: fc.option(fc.integer({ min: 1, max: 4 })) }), { minLength: 1, maxLength: 6 }), // prettier-ignore
        (lines) => {
          const numbers = lines.map((l) => l.deviceNumber);
          const units = lines.flatMap((l) => (l.accountUnitId === null ? [] : [l.accountUnitId]));
          const fine = new Set(numbers).size === numbers.length && new Set(units).size === units.length; // prettier-ignore
          return checkHandoutLines(lines).ok === fine;
        },
      ),
    );
  });

  it('a hand-out takes devices in stock and leaves them with the customer', () => {
    expect(MOVEMENT_EFFECT.HANDOUT).toEqual({ from: ['AVAILABLE'], to: 'IN_TRANSIT' });
    // from the customer's hands a device goes onto a vehicle (attached at the desk)
    expect(canChangeDeviceStatus('IN_TRANSIT', 'ATTACHED')).toBe(true);
  });

  it('ordered devices never exceed the vehicles, open orders counted', () => {
    expect(checkOrderWithinFleet(2, 0, 2)).toEqual({ ok: true });
    expect(checkOrderWithinFleet(1, 2, 2)).toEqual({
      ok: false,
      code: 'device.orderExceedsFleet',
      params: { max: 0, vehicles: 2, open: 2 },
    });
    expect(checkOrderWithinFleet(3, 4, 5)).toMatchObject({
      params: { max: 1, vehicles: 5, open: 4 },
    });
    expect(checkOrderWithinFleet(0, 0, 5).ok).toBe(false);
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (req, open, trucks) => {
        const ok = checkOrderWithinFleet(req, open, trucks).ok;
        return ok === (req >= 1 && req + open <= trucks);
      }),
    );
  });
});

describe('shipments, serials, deposits', () => {
  it('REQUESTED and SHIPPED are the open ones; closed ones move no further', () => {
    expect(SHIPMENT_STATUSES.filter(isOpenShipment)).toEqual(['REQUESTED', 'SHIPPED']);
    expect(checkShipmentTransition('REQUESTED', 'SHIPPED').ok).toBe(true);
    expect(checkShipmentTransition('SHIPPED', 'CANCELLED').ok).toBe(false);
    expect(checkShipmentTransition('DELIVERED', 'SHIPPED').ok).toBe(false);
  });

  it('finds the first repeated serial with both lines', () => {
    expect(
      firstDuplicateSerial([
        { line: 2, serial: 'A' },
        { line: 3, serial: 'B' },
        { line: 4, serial: 'A' },
      ]),
    ).toEqual({ line: 4, serial: 'A', firstLine: 2 });
    expect(firstDuplicateSerial([{ line: 2, serial: 'A' }])).toBeNull();
  });

  it('normalises and checks serials; deposits are integers', () => {
    expect(normaliseSerial(' obu-001 ')).toBe('OBU-001');
    expect(checkSerial('OBU-001').ok).toBe(true);
    expect(checkSerial('a b').ok).toBe(false);
    expect(deviceDepositMinor('OBU')).toBe(5000);
    expect(deviceDepositMinor('MYFARE')).toBe(0);
  });
});
