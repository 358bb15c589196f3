import { transliterateBg } from './transliteration';

/**
 * How much the matcher trusts a bank line's candidate (a contract, an invoice, a sale partner):
 * the sum of the points of the evidence found, at most 100. A line whose best candidate reaches
 * the configured threshold (`BANK_AUTO_BOOK_SCORE`, default 60) and is the only one that high
 * books itself; below, the line waits with its best candidates for a clerk.
 *
 * The weights are chosen so that one strong piece of evidence (a reference the payer wrote, or the
 * payer's IBAN known for the client) reaches the default threshold alone, and the weak ones (the
 * amount, the name, the date) only together with it or with each other.
 */
export const MATCH_EVIDENCE_KINDS = ['reference', 'iban', 'amount', 'name', 'dateWindow'] as const;
export type MatchEvidenceKind = (typeof MATCH_EVIDENCE_KINDS)[number];

export const MATCH_WEIGHTS: Readonly<Record<MatchEvidenceKind, number>> = {
  /** A contract number, customer id, open invoice number or partner number in the remittance. */
  reference: 60,
  /** The payer's IBAN is the client's on file, or was learned from a clerk's assignment. */
  iban: 60,
  /** The amount is exactly what is due: the unpaid initial payment, or the named invoice's total. */
  amount: 20,
  /** The payer's name is the client's (letters in either script, legal forms ignored). */
  name: 20,
  /** The value date falls between the named invoice's date and its due date + DATE_WINDOW_DAYS. */
  dateWindow: 10,
};

export const DEFAULT_AUTO_BOOK_SCORE = 60;
/** Days after an invoice's due date in which a payment still counts as "on time" evidence. */
export const DATE_WINDOW_DAYS = 30;
/** How many candidates a waiting line shows. */
export const SUGGESTIONS_SHOWN = 3;

export type MatchEvidence = {
  kind: MatchEvidenceKind;
  points: number;
  /** What was found, as data (a number, an IBAN, a name); the screen words it. */
  detail: string;
};

export const evidence = (kind: MatchEvidenceKind, detail: string): MatchEvidence => ({
  kind,
  points: MATCH_WEIGHTS[kind],
  detail,
});

/** The score of a set of evidence: each kind counted once, at most 100. */
export function matchScore(found: readonly MatchEvidence[]): number {
  const seen = new Set<MatchEvidenceKind>();
  let sum = 0;
  for (const e of found) {
    if (seen.has(e.kind)) continue;
    seen.add(e.kind);
    sum += e.points;
  }
  return Math.min(100, sum);
}

const LEGAL_FORMS = new Set([
  'EOOD',
  'OOD',
  'EAD',
  'AD',
  'ET',
  'SD',
  'KD',
  'LTD',
  'GMBH',
  'SRL',
  'SA',
  'AG',
  'BV',
  'INC',
  'LLC',
]);

/** A name's words for comparison: Latin capitals, no punctuation, no legal form. */
export function nameTokens(name: string): string[] {
  const latin = transliterateBg(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return [
    ...new Set(
      latin
        .replace(/[^A-Z0-9]+/g, ' ')
        .split(' ')
        .filter((w) => w.length > 1 && !LEGAL_FORMS.has(w)),
    ),
  ];
}

/**
 * Whether a payer's name is the client's: at least half of the shorter name's words are in the
 * other (so "IVANOV IVAN PETROV" is "Иван Петров Иванов", "TRANS LOGISTIK EOOD" is
 * "Транс Логистик ЕООД"), and at least one word in common.
 */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.length === 0 || y.length === 0) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const other = new Set(long);
  const common = short.filter((w) => other.has(w)).length;
  return common > 0 && common * 2 >= short.length;
}

/** Whether an ISO day lies in [from, to + DATE_WINDOW_DAYS] (ISO days compare as text). */
export function inDateWindow(day: string, from: string, to: string): boolean {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + DATE_WINDOW_DAYS);
  return day >= from && day <= end.toISOString().slice(0, 10);
}

export type Scored<T> = { candidate: T; score: number; evidence: MatchEvidence[] };

/** Candidates best first (a stable order for equal scores: as given). */
export function rankCandidates<T>(list: readonly Scored<T>[]): Scored<T>[] {
  return list
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.score - a.s.score || a.i - b.i)
    .map(({ s }) => s);
}

/**
 * The candidate a line books itself to: the best, when it reaches the threshold and no other is
 * as good (two equally strong candidates are for a person to tell apart); otherwise none.
 */
export function autoBookable<T>(ranked: readonly Scored<T>[], threshold: number): Scored<T> | null {
  const [best, second] = ranked;
  if (!best || best.score < threshold) return null;
  if (second && second.score >= best.score) return null;
  return best;
}
