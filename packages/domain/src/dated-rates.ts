/**
 * Dated rates (the per-km toll tariffs, the international-toll overcharges): each cell — a road
 * class × category × emission group, or a toll domain — holds rows valid on [validFrom, validTo)
 * that never overlap (the database keeps that too). A change of rate is a new row from a day that
 * has not begun: the row in force then ends there and the new one takes over until that row's old
 * end. What was charged is never rewritten: a day already begun cannot be changed, and a cell keeps
 * at most one change a day (a second one is refused, naming the first).
 *
 * Instants are milliseconds: a tariff's Sofia midnight, an overcharge's calendar day at 00:00 UTC.
 */
export type DatedRow = { id: number; validFrom: number; validTo: number | null };

export type DatedChange =
  | {
      ok: true;
      /** The row whose validity now ends at `from` (null when none is in force then). */
      close: number | null;
      /** The new row's end: the old end of the row it replaces, or the next row's start. */
      validTo: number | null;
    }
  | { ok: false; code: 'rates.notFuture' | 'rates.changeExists' };

/** Plans a new rate from `from` in one cell; `earliest` is the first moment that may change. */
export function planDatedChange(
  rows: readonly DatedRow[],
  from: number,
  earliest: number,
): DatedChange {
  if (from < earliest) return { ok: false, code: 'rates.notFuture' };
  if (rows.some((r) => r.validFrom === from)) return { ok: false, code: 'rates.changeExists' };
  const inForce = rows.find((r) => r.validFrom <= from && (r.validTo === null || from < r.validTo));
  if (inForce) return { ok: true, close: inForce.id, validTo: inForce.validTo };
  const next = rows
    .filter((r) => r.validFrom > from)
    .reduce<number | null>(
      (min, r) => (min === null || r.validFrom < min ? r.validFrom : min),
      null,
    );
  return { ok: true, close: null, validTo: next };
}

/** Applies a planned change to a cell's rows (what the repository does in SQL), for tests and previews. */
export function applyDatedChange(
  rows: readonly DatedRow[],
  from: number,
  change: Extract<DatedChange, { ok: true }>,
  id: number,
): DatedRow[] {
  return [
    ...rows.map((r) => (r.id === change.close ? { ...r, validTo: from } : r)),
    { id, validFrom: from, validTo: change.validTo },
  ];
}
