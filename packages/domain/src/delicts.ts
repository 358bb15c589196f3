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
/**
 * Spec §4: registered, electronic fiche to be served, served, expired; PAID is ours (the spec shows
 * no payment states). EXPIRED is set by the road agency when the fee has become a fine.
 */
export const DELICT_STATUSES = [
  'REGISTERED',
  'FICHE_TO_BE_SERVED',
  'SERVED',
  'EXPIRED',
  'PAID',
] as const;
export type DelictStatus = (typeof DELICT_STATUSES)[number];
/** The document a delict rests on: a notification (maximum toll), an e-fiche or a violation act. */
export const DELICT_DOCUMENT_TYPES = ['NOTIFICATION', 'ELECTRONIC_FICHE', 'VIOLATION_ACT'] as const;
export type DelictDocumentType = (typeof DELICT_DOCUMENT_TYPES)[number];
export const DELICT_OWNER_KINDS = ['EGN', 'EIK'] as const;
export type DelictOwnerKind = (typeof DELICT_OWNER_KINDS)[number];

/** Last payable second (for display). */
export function delictPaymentDeadline(reference: Date): Date {
  return endOfSofiaDay(addDays(sofiaDate(reference), DELICT_PAYMENT_DAYS));
}

export function checkDelictPayable(reference: Date, now: Date): Check {
  const until = nextSofiaMidnight(addDays(sofiaDate(reference), DELICT_PAYMENT_DAYS));
  return now.getTime() < until.getTime() ? OK : fail('delict.paymentDeadlineExpired');
}

/** The fine an unpaid fee becomes (FACTS, BGN minor): cars 300 BGN, over 3.5 t 1,800 BGN. */
export function fineAfterDeadlineBgn(category: TollCategory): number {
  return category === 'UP_TO_3_5T' ? 30000 : 180000;
}

/** Violations are looked up by plate plus the owner's EGN (person) or EIK (company). */
export function checkDelictOwnerId(value: string): Check {
  const id = value.trim();
  return isValidEgn(id) || isValidEik(id) ? OK : fail('delict.invalidOwnerId');
}

/** Whether an owner id is a personal number (EGN, 10 digits) or a company's EIK (9 or 13). */
export function delictOwnerKind(value: string): DelictOwnerKind | null {
  const id = value.trim();
  if (isValidEgn(id)) return 'EGN';
  return isValidEik(id) ? 'EIK' : null;
}

/** Document numbers: 4-32 Latin letters, digits or dashes, compared upper-case. */
export function normaliseDocumentNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function checkDelictDocumentNumber(value: string): Check {
  return /^[A-Z0-9-]{4,32}$/.test(normaliseDocumentNumber(value))
    ? OK
    : fail('delict.invalidDocumentNumber');
}

/** The dates a delict's 14 days may run from (spec §9). */
export type DelictDeadlineDates = {
  delictType: DelictType;
  /** The notification of a maximum daily toll. */
  notifiedAt: Date | null;
  /** The violation act or electronic fiche of a compensatory fee (served, or issued). */
  ficheServedAt: Date | null;
};

/**
 * The instant the 14 days run from: the notification for the maximum daily toll, the violation
 * act or e-fiche for the compensatory fee. Null while that has not happened yet: the deadline has
 * not started, and the delict can already be paid.
 */
export function deadlineReference(delict: DelictDeadlineDates): Date | null {
  return delict.delictType === 'MAXIMUM_TOLL' ? delict.notifiedAt : delict.ficheServedAt;
}

export type DelictPayability =
  | { payable: true; deadline: Date | null }
  | {
      payable: false;
      deadline: Date | null;
      code: 'delict.alreadyPaid' | 'delict.paymentDeadlineExpired';
    };

/**
 * Whether a delict can be paid now, and until when. Paid: never again. Expired by the agency, or
 * past the 14 Sofia days after its reference: "payment deadline expired, contact the road agency".
 */
export function delictPayability(
  delict: DelictDeadlineDates & { status: DelictStatus },
  now: Date,
): DelictPayability {
  const reference = deadlineReference(delict);
  const deadline = reference ? delictPaymentDeadline(reference) : null;
  if (delict.status === 'PAID') return { payable: false, deadline, code: 'delict.alreadyPaid' };
  const open = reference ? checkDelictPayable(reference, now) : OK;
  if (delict.status === 'EXPIRED' || !open.ok)
    return { payable: false, deadline, code: 'delict.paymentDeadlineExpired' };
  return { payable: true, deadline };
}

/** A delict needs a reason when the OBU or tracker data is missing (spec §5). */
export function checkMissingDataReason(
  obuDataMissing: boolean,
  reason: string | null | undefined,
): Check {
  return obuDataMissing && !reason?.trim() ? fail('delict.reasonRequiredWithoutObu') : OK;
}
