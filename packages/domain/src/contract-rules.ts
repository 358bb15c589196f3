import { fail, OK, type Check } from './validation';

/** Contract, vehicle and device rules of spec §4 and §5. Amounts are minor units. */
export function checkReason(reason: string | null | undefined): Check {
  return reason?.trim() ? OK : fail('validation.reasonRequired');
}

/** A credit limit can be created or raised, never decreased. */
export function checkCreditLimitChange(current: number | null | undefined, next: number): Check {
  return current !== null && current !== undefined && next < current
    ? fail('contract.creditLimitDecrease')
    : OK;
}

/** The initial payment cannot be below the minimum (the spec does not show it: pass it in). */
export function checkInitialPaymentAmount(amountMinor: number, minimumMinor: number): Check {
  return amountMinor >= minimumMinor
    ? OK
    : fail('contract.initialPaymentBelowMinimum', { min: (minimumMinor / 100).toFixed(2) });
}

/** An unsigned contract blocks the initial payment; a paid one cannot be paid again. */
export function checkInitialPaymentAllowed(contract: {
  signed: boolean;
  initialPaymentPaid: boolean;
}): Check {
  if (!contract.signed) return fail('contract.notSigned');
  return contract.initialPaymentPaid ? fail('contract.initialPaymentAlreadyPaid') : OK;
}

/** A bank guarantee (or guarantee and contract) already sent cannot be sent again. */
export function checkGuaranteeUpload(state: {
  guaranteeSent: boolean;
  contractSent: boolean;
}): Check {
  if (state.guaranteeSent && state.contractSent)
    return fail('contract.guaranteeAndContractAlreadySent');
  return state.guaranteeSent ? fail('contract.guaranteeAlreadySent') : OK;
}

export function checkPaymentNumberUnused(number: string, used: readonly string[]): Check {
  const key = number.trim();
  return used.some((other) => other.trim() === key) ? fail('contract.paymentNumberUsed') : OK;
}

/** The entered OBU numbers must match the expected count and none may appear twice. */
export function checkObuNumbers(numbers: readonly string[], expectedCount: number): Check {
  const seen = new Set<string>();
  for (const raw of numbers) {
    const number = raw.trim();
    if (seen.has(number)) return fail('contract.obuDuplicate', { number });
    seen.add(number);
  }
  return numbers.length === expectedCount
    ? OK
    : fail('contract.obuCountMismatch', { expected: expectedCount });
}

export function checkDeviceOrder(orderedDevices: number, trucks: number): Check {
  return orderedDevices <= trucks ? OK : fail('contract.devicesExceedTrucks', { max: trucks });
}

export function checkDeviceType(deviceType: string, requiredType: string): Check {
  return deviceType === requiredType ? OK : fail('contract.deviceTypeMismatch');
}

/** The UIC may not belong to another partner (the partner itself may keep its own). */
export function checkUicFree(
  uic: string,
  owners: readonly { partnerId: string | number; uic: string }[],
  partnerId?: string | number | null,
): Check {
  const taken = owners.some(
    (owner) => owner.uic.trim() === uic.trim() && owner.partnerId !== partnerId,
  );
  return taken ? fail('contract.uicTaken') : OK;
}

/** Paying needs attached vehicles; a chosen vehicle must carry an OBU. */
export function checkVehiclesForPayment(
  vehicles: readonly { id: string | number; hasObu: boolean }[],
  chosenId?: string | number | null,
): Check {
  if (vehicles.length === 0) return fail('contract.noVehiclesAttached');
  if (chosenId === null || chosenId === undefined) return OK;
  const chosen = vehicles.find((vehicle) => vehicle.id === chosenId);
  return chosen?.hasObu ? OK : fail('contract.vehicleWithoutObu');
}

/** Partner details must be saved before dependent parts (SAVE_ERROR). */
export function checkSavedFirst(id: string | number | null | undefined): Check {
  return id === null || id === undefined || id === '' ? fail('common.saveFirst') : OK;
}

/** Fields the client adds when creating accounts and units (spec §7). */
export const ACCOUNT_CREATE_DEFAULTS = {
  fundingMethodCode: 1,
  daysInAdvanceToCreateServiceFee: 10,
  serviceFeeGenerationFrequency: 1,
} as const;
export const ACCOUNT_UNIT_DEFAULTS = { deliveryMethod: 2, tyreType: 1 } as const;
export const ACCOUNT_TYPES = { PREPAID: 1, POSTPAID: 2 } as const;

/** A single contact becomes the primary one; with several, the choice is left to the user. */
export function markSinglePrimary<T extends object>(
  contacts: readonly T[],
): (T & { isPrimary?: boolean })[] {
  return contacts.length === 1
    ? contacts.map((contact) => ({ ...contact, isPrimary: true }))
    : [...contacts];
}
