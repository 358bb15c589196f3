import { fail, OK, type Check } from './validation';

/**
 * States of spec §4 and the transitions the spec shows. The full account transition order is
 * not shown; this table is the product's reading:
 *   PRE_ACTIVE → ACTIVE | CLOSED;  ACTIVE → SUSPENDED | PRE_CLOSED | CLOSED;
 *   SUSPENDED → ACTIVE | PRE_CLOSED | CLOSED;  PRE_CLOSED → CLOSED;  CLOSED is final.
 * Suspending and closing need a reason; suspending and re-activating need a confirmation.
 */
export const ACCOUNT_STATUSES = [
  'PRE_ACTIVE',
  'ACTIVE',
  'SUSPENDED',
  'PRE_CLOSED',
  'CLOSED',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const ACCOUNT_TRANSITIONS: Readonly<Record<AccountStatus, readonly AccountStatus[]>> = {
  PRE_ACTIVE: ['ACTIVE', 'CLOSED'],
  ACTIVE: ['SUSPENDED', 'PRE_CLOSED', 'CLOSED'],
  SUSPENDED: ['ACTIVE', 'PRE_CLOSED', 'CLOSED'],
  PRE_CLOSED: ['CLOSED'],
  CLOSED: [],
};

/** The other list's INACTIVE is the same state as SUSPENDED; spellings are normalised. */
export function normaliseAccountStatus(value: string): AccountStatus | null {
  const upper = value.trim().toUpperCase().replace(/[\s-]/g, '_');
  const status = upper === 'INACTIVE' ? 'SUSPENDED' : upper;
  return (ACCOUNT_STATUSES as readonly string[]).includes(status)
    ? (status as AccountStatus)
    : null;
}

export function accountTransitionNeedsReason(to: AccountStatus): boolean {
  return to === 'SUSPENDED' || to === 'CLOSED';
}

export function accountTransitionNeedsConfirmation(
  from: AccountStatus,
  to: AccountStatus,
): boolean {
  return (from === 'ACTIVE' && to === 'SUSPENDED') || (from === 'SUSPENDED' && to === 'ACTIVE');
}

export function checkAccountTransition(
  from: AccountStatus,
  to: AccountStatus,
  reason?: string | null,
): Check {
  if (!ACCOUNT_TRANSITIONS[from].includes(to))
    return fail('contract.invalidStatusTransition', { from, to });
  if (accountTransitionNeedsReason(to) && !reason?.trim()) return fail('validation.reasonRequired');
  return OK;
}

export const DELIVERY_STATUSES = [
  'CREATED',
  'REQUESTED',
  'SHIPPED',
  'DELIVERED',
  'LOST',
  'STOLEN',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const OPEN_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['REQUESTED', 'SHIPPED'];

/** Deliveries can be cancelled or confirmed while open (REQUESTED or SHIPPED). */
export function checkDeliveryOpen(status: DeliveryStatus): Check {
  return OPEN_DELIVERY_STATUSES.includes(status) ? OK : fail('delivery.notOpen');
}

export const VIGNETTE_STATUSES = [
  'NOT_ACTIVE',
  'ACTIVE_NOT_USED',
  'ACTIVE',
  'DEACTIVATED',
] as const;
export const SERVICE_FEE_PAYMENT_STATUSES = ['NOT_PAID', 'PAID', 'CANCELED'] as const;
export const ANNOUNCEMENT_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
