import { isValidEgn } from './egn';
import { isValidEik } from './eik';
import { addDays } from './plain-date';
import { endOfSofiaDay, nextSofiaMidnight, sofiaDate } from './sofia-time';
import { fail, OK, type Check } from './validation';
import type { TollCategory } from './vehicles';

/**
 * Delicts (road violations; spec §3, §4, §9, FACTS). The maximum daily toll is payable within
 * 14 days of the notification; the compensatory fee within 14 days of the violation act or the
 * electronic fiche. Counted in Sofia calendar days: the reference day is day 0 and payment is
 * possible until 23:59:59 Sofia time of day 14. Unpaid, the fee becomes a fine.
 */
export const DELICT_PAYMENT_DAYS = 14;
export const DELICT_TYPES = ['MAXIMUM_TOLL', 'COMPENSATORY_FEE'] as const;
export type DelictType = (typeof DELICT_TYPES)[number];
export const DELICT_STATUSES = ['REGISTERED', 'EFICHE_TO_BE_SERVED', 'SERVED', 'EXPIRED'] as const;
export type DelictStatus = (typeof DELICT_STATUSES)[number];

/** Last payable second (for display). */
export function delictPaymentDeadline(reference: Date): Date {
  return endOfSofiaDay(addDays(sofiaDate(reference), DELICT_PAYMENT_DAYS));
}

export function checkDelictPayable(reference: Date, now: Date): Check {
  const until = nextSofiaMidnight(addDays(sofiaDate(reference), DELICT_PAYMENT_DAYS));
  return now.getTime() < until.getTime() ? OK : fail('delict.paymentDeadlineExpired');
}

/**
 * Compensatory fees by category, in minor units (FACTS; sources conflict on some 2026 euro
 * amounts, so this is data to be overridden from the database, not a rule).
 */
export const COMPENSATORY_FEES: Readonly<Record<TollCategory, { bgn: number; eur: number }>> = {
  UP_TO_3_5T: { bgn: 7000, eur: 3600 },
  FROM_3_5_TO_12T: { bgn: 15000, eur: 7700 },
  OVER_12T_2_3_AXLES: { bgn: 45000, eur: 23000 },
  OVER_12T_4_PLUS_AXLES: { bgn: 75000, eur: 38300 },
  BUS: { bgn: 15000, eur: 7700 },
};

/** The fine an unpaid fee becomes (FACTS, BGN minor): cars 300 BGN, over 3.5 t 1,800 BGN. */
export function fineAfterDeadlineBgn(category: TollCategory): number {
  return category === 'UP_TO_3_5T' ? 30000 : 180000;
}

/** Violations are looked up by plate plus the owner's EGN (person) or EIK (company). */
export function checkDelictOwnerId(value: string): Check {
  const id = value.trim();
  return isValidEgn(id) || isValidEik(id) ? OK : fail('delict.invalidOwnerId');
}

/** A delict needs a reason when the OBU or tracker data is missing (spec §5). */
export function checkMissingDataReason(
  obuDataMissing: boolean,
  reason: string | null | undefined,
): Check {
  return obuDataMissing && !reason?.trim() ? fail('delict.reasonRequiredWithoutObu') : OK;
}
