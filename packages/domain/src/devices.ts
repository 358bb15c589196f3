import { checkDeviceOrder, checkDeviceType, checkObuNumbers } from './contract-rules';
import { fail, OK, type Check } from './validation';

/**
 * Devices (on-board units, trackers, cards) of spec §3 "OBU and delivery", their states of §4 and
 * the device rules of §5. The migration 0019_devices holds the same transition table as a trigger.
 */

/** Spec §9 inventory types, in the codes of the reference list (master data inventoryTypes 1…6). */
export const INVENTORY_TYPES = [
  'OBU',
  'MYFARE',
  'TRACKER',
  'MYFARE_SALE',
  'TAG_DSRC',
  'MYFARE_NON_REUSABLE',
] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export const DEVICE_STATUSES = [
  'AVAILABLE',
  'ATTACHED',
  'DETACHED',
  'IN_TRANSIT',
  'FOR_RECYCLING',
  'DISCARDED',
] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const DEVICE_CONDITIONS = [
  'OK',
  'SCRAP',
  'DAMAGED',
  'DEFECTIVE',
  'NOT_CHECKED',
  'DEFECTIVE_REPLACED',
] as const;
export type DeviceCondition = (typeof DEVICE_CONDITIONS)[number];

export const DEVICE_LABELS = ['NEW', 'REFURBISHED', 'REPLACED', 'RECYCLED'] as const;
export type DeviceLabel = (typeof DEVICE_LABELS)[number];

/**
 * Shipment statuses of spec §4; REQUESTED and SHIPPED are the open ones. Decision: CREATED is a
 * hand-out at the desk (the devices change hands at once, nothing is shipped); CANCELLED is the
 * spec's "deliveries can be cancelled", kept as a closed status of its own.
 */
export const SHIPMENT_STATUSES = [
  'REQUESTED',
  'SHIPPED',
  'DELIVERED',
  'CREATED',
  'LOST',
  'STOLEN',
  'CANCELLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const OPEN_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['REQUESTED', 'SHIPPED'];

/** Spec §9 delivery methods: manual 1, automatic 2. */
export const DELIVERY_METHODS = { manual: 1, automatic: 2 } as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[keyof typeof DELIVERY_METHODS];

/**
 * Spec §9 stock movement types: supply, return, recycling, serviced OBUs, sale. Decision: a
 * hand-out at the desk (ROLE_HANDOUT_WRITE, spec §6) is a sixth, HANDOUT: devices leave the
 * warehouse to a contract, on a document of their own.
 */
export const STOCK_MOVEMENT_TYPES = [
  'SUPPLY',
  'RETURN',
  'RECYCLING',
  'SERVICED',
  'SALE',
  'HANDOUT',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/**
 * The explicit device status table (the product's reading of §4; the spec lists the states only):
 * a device in stock is attached, shipped, set aside for recycling or discarded; a shipped device is
 * attached, comes back to stock or is lost (discarded); an attached device is only ever detached
 * (returned: irreversible); a returned device is checked back into stock, recycled or discarded;
 * recycling ends in stock (relabelled) or discarded; DISCARDED is final.
 */
export const DEVICE_TRANSITIONS: Readonly<Record<DeviceStatus, readonly DeviceStatus[]>> = {
  AVAILABLE: ['ATTACHED', 'IN_TRANSIT', 'FOR_RECYCLING', 'DISCARDED'],
  IN_TRANSIT: ['ATTACHED', 'AVAILABLE', 'DISCARDED'],
  ATTACHED: ['DETACHED'],
  DETACHED: ['AVAILABLE', 'FOR_RECYCLING', 'DISCARDED'],
  FOR_RECYCLING: ['AVAILABLE', 'DISCARDED'],
  DISCARDED: [],
};

export function canChangeDeviceStatus(from: DeviceStatus, to: DeviceStatus): boolean {
  return DEVICE_TRANSITIONS[from].includes(to);
}

export function checkDeviceTransition(from: DeviceStatus, to: DeviceStatus): Check {
  return canChangeDeviceStatus(from, to) ? OK : fail('device.invalidTransition', { from, to });
}

/** Stock movements: the status a device must have before, and the one it gets. */
export const MOVEMENT_EFFECT: Readonly<
  Record<StockMovementType, { from: readonly DeviceStatus[]; to: DeviceStatus }>
> = {
  SUPPLY: { from: [], to: 'AVAILABLE' }, // new devices enter the warehouse
  RETURN: { from: ['DETACHED', 'IN_TRANSIT'], to: 'AVAILABLE' },
  RECYCLING: { from: ['AVAILABLE', 'DETACHED'], to: 'FOR_RECYCLING' },
  SERVICED: { from: ['FOR_RECYCLING', 'DETACHED'], to: 'AVAILABLE' },
  SALE: { from: ['AVAILABLE'], to: 'DISCARDED' }, // a sold card leaves the stock for good
  // handed to the customer at the desk: out of stock, not yet on a vehicle (as a delivered
  // shipment's devices); a device handed out for a named vehicle is attached at once after it
  HANDOUT: { from: ['AVAILABLE'], to: 'IN_TRANSIT' },
};

/** The label a device gets from a movement (a serviced device is refurbished, …); null keeps it. */
export function movementLabel(type: StockMovementType): DeviceLabel | null {
  if (type === 'SERVICED') return 'REFURBISHED';
  if (type === 'RECYCLING') return 'RECYCLED';
  return type === 'SUPPLY' ? 'NEW' : null;
}

/** Devices that go onto a vehicle (the cards do not). */
export const ATTACHABLE_TYPES = [
  'OBU',
  'TRACKER',
  'TAG_DSRC',
] as const satisfies readonly InventoryType[];

/** What a device's history row records (migration 0019 `device_history_action`). */
export const DEVICE_HISTORY_ACTIONS = [
  'RECEIVED',
  'MOVEMENT',
  'SHIPPED',
  'DELIVERED',
  'HANDED_OUT',
  'ATTACHED',
  'RETURNED',
  'UPDATED',
  'LOST',
] as const;
export type DeviceHistoryAction = (typeof DEVICE_HISTORY_ACTIONS)[number];

/**
 * The device a vehicle takes (§5 "the device type must match the vehicle"): a tracking-device unit
 * takes a tracker; trucks, buses and other heavy vehicles an OBU or a DSRC tag; cars and
 * motorcycles pay by vignette and take none.
 */
export function deviceTypesForVehicle(vehicleType: string): readonly InventoryType[] {
  if (vehicleType === 'TRACKING_DEVICE') return ['TRACKER'];
  if (vehicleType === 'TRUCK' || vehicleType === 'BUS' || vehicleType === 'OTHER')
    return ['OBU', 'TAG_DSRC'];
  return [];
}

export function checkDeviceFitsVehicle(deviceType: InventoryType, vehicleType: string): Check {
  const allowed = deviceTypesForVehicle(vehicleType);
  // the contract rule compares one required type; pass the device's own when it is allowed
  return checkDeviceType(
    deviceType,
    allowed.includes(deviceType) ? deviceType : (allowed[0] ?? ''),
  );
}

/** §5: the entered OBU numbers match the count and none is entered twice. */
export function checkEnteredDevices(numbers: readonly string[], expectedCount: number): Check {
  return checkObuNumbers(numbers, expectedCount);
}

/** §5: ordered devices (open orders included) cannot exceed the number of vehicles that take one. */
export function checkOrderWithinFleet(
  requested: number,
  alreadyOpen: number,
  vehiclesTakingDevice: number,
): Check {
  if (requested < 1) return fail('device.quantityRequired');
  if (checkDeviceOrder(requested + alreadyOpen, vehiclesTakingDevice).ok) return OK;
  // How many more may be ordered, and why (issue 32: "not more than 5" with 4 already ordered).
  return fail('device.orderExceedsFleet', {
    max: Math.max(0, vehiclesTakingDevice - alreadyOpen),
    vehicles: vehiclesTakingDevice,
    open: alreadyOpen,
  });
}

/**
 * A hand-out's lines (§5 as for entered OBUs): no device twice, no vehicle twice; a line names a
 * device and, optionally, the contract's vehicle it goes onto.
 */
export function checkHandoutLines(
  lines: readonly { deviceNumber: string; accountUnitId: number | null }[],
): Check {
  const numbers = checkEnteredDevices(
    lines.map((l) => l.deviceNumber),
    lines.length,
  );
  if (!numbers.ok) return numbers;
  const seen = new Set<number>();
  for (const { accountUnitId } of lines) {
    if (accountUnitId === null) continue;
    if (seen.has(accountUnitId)) return fail('device.handoutVehicleTwice');
    seen.add(accountUnitId);
  }
  return OK;
}

export function isOpenShipment(status: ShipmentStatus): boolean {
  return OPEN_SHIPMENT_STATUSES.includes(status);
}

/** Shipment moves: the vendor ships a request, a shipment ends delivered, lost or stolen. */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  REQUESTED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'LOST', 'STOLEN'],
  DELIVERED: [],
  CREATED: [],
  LOST: [],
  STOLEN: [],
  CANCELLED: [],
};

export function checkShipmentTransition(from: ShipmentStatus, to: ShipmentStatus): Check {
  return SHIPMENT_TRANSITIONS[from].includes(to)
    ? OK
    : fail('device.invalidShipmentTransition', { from, to });
}

/**
 * Deposits charged when a device is attached and released when it is returned, in euro cents.
 * Decision (the spec shows no amounts): kept as data here; the ledger posts them.
 */
export const DEVICE_DEPOSITS_MINOR: Readonly<Partial<Record<InventoryType, number>>> = {
  OBU: 5000,
  TRACKER: 5000,
  TAG_DSRC: 1000,
};
export const DEVICE_DEPOSIT_CURRENCY = 'EUR';

export function deviceDepositMinor(type: InventoryType): number {
  return DEVICE_DEPOSITS_MINOR[type] ?? 0;
}

/** A serial number as vendors print it: letters, digits, dashes; trimmed and upper-cased. */
export function normaliseSerial(raw: string): string {
  return raw.trim().toUpperCase();
}

export function checkSerial(serial: string): Check {
  return /^[A-Z0-9][A-Z0-9-]{3,39}$/.test(serial) ? OK : fail('device.invalidSerial');
}

/** The first serial that repeats in a received list, with its (1-based) line, or null. */
export function firstDuplicateSerial(
  serials: readonly { line: number; serial: string }[],
): { line: number; serial: string; firstLine: number } | null {
  const seen = new Map<string, number>();
  for (const { line, serial } of serials) {
    const first = seen.get(serial);
    if (first !== undefined) return { line, serial, firstLine: first };
    seen.set(serial, line);
  }
  return null;
}
