/**
 * Card settlements: the acquirer pays a day's card approvals (what the platform debited to the
 * card-gateway clearing account that day) into the bank, less its fee, as one batch line of the
 * bank statement. These rules read such a line and tell whether it settles the day: matched (the
 * clearing account is credited by the day's approvals, the bank debited by the money received and
 * the fee booked as an expense), short, or extra; a day with approvals and no settlement is missing.
 */

/** The statuses the accountant sees; all but MATCHED are exceptions, listed with their age. */
export const CARD_SETTLEMENT_STATUSES = ['MATCHED', 'SHORT', 'EXTRA', 'MISSING'] as const;
export type CardSettlementStatus = (typeof CARD_SETTLEMENT_STATUSES)[number];

/** The highest fee an acquirer takes, as a share of the day's approvals (a higher one is "short"). */
export const MAX_FEE_RATE = 0.05;

export type SettlementText = {
  /** The approvals day the batch pays (ISO); null when the text names none. */
  day: string | null;
  /** The gross and the fee when the text states them (minor units). */
  grossMinor: number | null;
  feeMinor: number | null;
};

const MARKER = /\b(?:CARD|POS|VPOS|BORICA|ACQ(?:UIRING)?)\s*(?:BATCH\s*)?SETTL/i;
const DAY = /\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{2})\.(\d{2})\.(\d{4})\b/;
const amountAfter = (word: string, text: string) => {
  const m = new RegExp(`\\b${word}\\s*:?\\s*(\\d{1,12})(?:[.,](\\d{1,2}))?\\b`, 'i').exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/**
 * The settlement a remittance text describes ("CARD SETTLEMENT 2026-11-20 GROSS 657.27 FEE 9.86"),
 * or null when the line is not a card settlement.
 */
export function readSettlementText(text: string): SettlementText | null {
  if (!MARKER.test(text)) return null;
  const d = DAY.exec(text);
  const day = d ? (d[1] ? `${d[1]}-${d[2]}-${d[3]}` : `${d[6]}-${d[5]}-${d[4]}`) : null;
  return { day, grossMinor: amountAfter('GROSS', text), feeMinor: amountAfter('FEE', text) };
}

/** The day before an ISO day (a batch without a day in its text pays the day before its value date). */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export type SettlementVerdict = {
  status: Exclude<CardSettlementStatus, 'MISSING'>;
  /** The day's approvals the clearing account is credited by when matched. */
  grossMinor: number;
  feeMinor: number;
  /** Received less due (negative: short, positive: extra); 0 when matched. */
  differenceMinor: number;
};

/**
 * Whether a batch of `netMinor` received settles a day whose approvals were `approvalsMinor`
 * (already settled that day: `settledMinor` of gross). A stated gross must be what is still
 * unsettled, and a stated fee must be gross − net; without them the fee is the difference, at
 * most MAX_FEE_RATE of the gross. Otherwise SHORT (less came than due) or EXTRA (more).
 */
export function judgeSettlement(s: {
  netMinor: number;
  approvalsMinor: number;
  settledMinor: number;
  stated: SettlementText;
}): SettlementVerdict {
  const due = s.approvalsMinor - s.settledMinor;
  const gross = s.stated.grossMinor ?? due;
  const fee = s.stated.feeMinor ?? gross - s.netMinor;
  const consistent = gross - fee === s.netMinor;
  if (due > 0 && gross === due && consistent && fee >= 0 && fee <= Math.round(gross * MAX_FEE_RATE))
    return { status: 'MATCHED', grossMinor: gross, feeMinor: fee, differenceMinor: 0 };
  const difference = s.netMinor - due;
  return {
    status: difference > 0 || due <= 0 ? 'EXTRA' : 'SHORT',
    grossMinor: s.netMinor,
    feeMinor: 0,
    differenceMinor: difference,
  };
}

/** Whole days from an ISO day to another (the age of an exception). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
