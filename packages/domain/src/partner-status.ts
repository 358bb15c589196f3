import { fail, OK, type Check } from './validation';

/**
 * Partner statuses and their transitions (spec §4: "Account and partner status"). The spec shows
 * only the suspend and re-activate moves; the rest is the accounts' reading (statuses.ts):
 *   PRE_ACTIVE → ACTIVE | CLOSED;  ACTIVE → SUSPENDED | PRE_CLOSED | CLOSED;
 *   SUSPENDED → ACTIVE | PRE_CLOSED | CLOSED;  PRE_CLOSED → CLOSED;  CLOSED is final.
 * Suspending and closing need a reason; suspending and re-activating need a confirmation.
 * The other list's INACTIVE is SUSPENDED. Migration 0012's trigger `partners_status_guard` holds
 * the database to the same table (keep the two in step).
 */
export const PARTNER_STATUSES = [
  'PRE_ACTIVE',
  'ACTIVE',
  'SUSPENDED',
  'PRE_CLOSED',
  'CLOSED',
] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_TRANSITIONS: Readonly<Record<PartnerStatus, readonly PartnerStatus[]>> = {
  PRE_ACTIVE: ['ACTIVE', 'CLOSED'],
  ACTIVE: ['SUSPENDED', 'PRE_CLOSED', 'CLOSED'],
  SUSPENDED: ['ACTIVE', 'PRE_CLOSED', 'CLOSED'],
  PRE_CLOSED: ['CLOSED'],
  CLOSED: [],
};

/** A stored status in the register's spelling (INACTIVE is SUSPENDED); null for anything else. */
export function normalisePartnerStatus(value: string): PartnerStatus | null {
  const status = value === 'INACTIVE' ? 'SUSPENDED' : value;
  return (PARTNER_STATUSES as readonly string[]).includes(status)
    ? (status as PartnerStatus)
    : null;
}

export function partnerTransitionNeedsReason(to: PartnerStatus): boolean {
  return to === 'SUSPENDED' || to === 'CLOSED';
}

export function partnerTransitionNeedsConfirmation(
  from: PartnerStatus,
  to: PartnerStatus,
): boolean {
  return (from === 'ACTIVE' && to === 'SUSPENDED') || (from === 'SUSPENDED' && to === 'ACTIVE');
}

/** Whether a partner may move from `from` to `to` with this reason and confirmation. */
export function checkPartnerTransition(
  from: PartnerStatus,
  to: PartnerStatus,
  options: { reason?: string | null; confirmed?: boolean } = {},
): Check {
  if (from === to || !PARTNER_TRANSITIONS[from].includes(to))
    return fail('partner.invalidStatusTransition', { from, to });
  if (partnerTransitionNeedsReason(to) && !options.reason?.trim())
    return fail('validation.reasonRequired');
  if (partnerTransitionNeedsConfirmation(from, to) && options.confirmed !== true)
    return fail('partner.confirmationRequired');
  return OK;
}
