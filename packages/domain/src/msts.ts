/**
 * International toll (MSTS, spec §3 "MSTS transaction", behind the MSTS feature flag): tolls that a
 * contract's vehicles ran up in other countries' toll domains, reported by the outside toll service
 * in batches. Each transaction carries the domain's net toll and its VAT as the domain charged them;
 * the platform adds its overcharge, a percentage per toll domain kept as dated data
 * (`msts_overcharges`, `GET /msts/overcharges`). Amounts are integer minor units of BGN or EUR
 * (the outside service converts other currencies before it reports).
 */

/** A toll domain's code: its country and the charger's short name (`AT-ASFINAG`, `DE-TOLLCOLLECT`). */
export const MSTS_TOLL_DOMAIN_PATTERN = /^[A-Z]{2}-[A-Z0-9]{2,20}$/;

/** At most this many transactions in one batch (API call or file). */
export const MAX_MSTS_BATCH = 10_000;

/** Basis points in one whole (100.00 %). */
const BP_WHOLE = 10_000;

export function isMstsTollDomain(value: string): boolean {
  return MSTS_TOLL_DOMAIN_PATTERN.test(value);
}

/**
 * The platform's overcharge on a net toll: `overchargeBp` basis points of it, rounded half up to
 * the minor unit (decision: the overcharge is on the net toll, never on the foreign VAT).
 */
export function mstsOverchargeMinor(netMinor: number, overchargeBp: number): number {
  if (!Number.isSafeInteger(netMinor) || netMinor < 0) throw new RangeError('net toll');
  if (!Number.isInteger(overchargeBp) || overchargeBp < 0 || overchargeBp > BP_WHOLE)
    throw new RangeError('overcharge basis points');
  return Math.floor((netMinor * overchargeBp + BP_WHOLE / 2) / BP_WHOLE);
}

export type MstsAmounts = { netMinor: number; vatMinor: number; overchargeMinor: number };

/** What the contract owes for one transaction: the net toll, the foreign VAT and the overcharge. */
export function mstsTotalMinor(amounts: MstsAmounts): number {
  return amounts.netMinor + amounts.vatMinor + amounts.overchargeMinor;
}

/**
 * A business problem of one line of a batch (the line is 1-based: the position in the API call, or
 * the line of the file). A batch with any problem is refused whole.
 */
export type MstsLineProblem = { line: number; field: string; code: string };

/** The catalogue keys of the business checks (errors.json `msts.*`). */
export const MSTS_PROBLEMS = {
  exitBeforeEntry: 'msts.exitBeforeEntry',
  unknownTollDomain: 'msts.unknownTollDomain',
  unknownHaulier: 'msts.unknownHaulier',
  noMstsContract: 'msts.noMstsContract',
  transactionChanged: 'msts.transactionChanged',
  creditLimitExceeded: 'msts.creditLimitExceeded',
} as const;

/** A new, unbilled charge of a batch on one contract's Euro-toll credit (its currency's limit). */
export type MstsCharge = { line: number; accountId: number; currency: string; totalMinor: number };
/** What a contract already owes unbilled, and its Euro-toll limit, in one currency. */
export type MstsCredit = { unbilledMinor: number; limitMinor: number };

/**
 * The Euro-toll credit limit (spec §3 Account: "credit limit for BG toll and Euro toll in
 * BGN/EUR"; decision: it bounds what a contract has run up in international toll and not yet been
 * billed for, per currency: a limit of 0 takes no MSTS charge in that currency). The batch's new
 * unbilled charges are added, in line order, to what each contract already owes unbilled; the
 * lines at which that sum passes the limit are returned. A batch is taken whole or not at all, so a
 * line counts every earlier line of its contract and currency, refused or not.
 */
export function mstsLinesOverLimit(
  charges: readonly MstsCharge[],
  creditOf: (accountId: number, currency: string) => MstsCredit,
): number[] {
  const owed = new Map<string, number>();
  const over: number[] = [];
  for (const charge of [...charges].sort((a, b) => a.line - b.line)) {
    const key = `${charge.accountId}|${charge.currency}`;
    const credit = creditOf(charge.accountId, charge.currency);
    const sum = (owed.get(key) ?? credit.unbilledMinor) + charge.totalMinor;
    owed.set(key, sum);
    if (sum > credit.limitMinor) over.push(charge.line);
  }
  return over;
}

/** The fields two reports of one transaction must agree on (a repeat with others is refused). */
export type MstsIdentity = {
  transactionId: string;
  plate: string;
  tollDomain: string;
  exitAt: string;
  netMinor: number;
  vatMinor: number;
  currency: string;
};

/**
 * Whether a second report of a transaction id is the same transaction (a replay: skipped) or a
 * different one under a used id (refused). Times compare as instants.
 */
export function sameMstsTransaction(a: MstsIdentity, b: MstsIdentity): boolean {
  return (
    a.transactionId === b.transactionId &&
    a.plate === b.plate &&
    a.tollDomain === b.tollDomain &&
    Date.parse(a.exitAt) === Date.parse(b.exitAt) &&
    a.netMinor === b.netMinor &&
    a.vatMinor === b.vatMinor &&
    a.currency === b.currency
  );
}
