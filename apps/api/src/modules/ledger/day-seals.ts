import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, formatPlainDate, parsePlainDate, type PlainDate } from '@toll/domain/plain-date';
import { sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * Tamper evidence for the ledger (issue #31): each Sofia day's entries (by the day their journal
 * was booked) are hashed in id order with their journal's type and business key, and the day's
 * seal chains that digest to the previous day's seal (`chained` = SHA-256 of the previous chained
 * value, the day and the digest). Entries are append-only by trigger already; a seal catches what
 * a database superuser could still do (switch the trigger off, edit, delete, insert a past day).
 * A day is sealed once it ended more than an hour ago (a transaction booked before midnight may
 * still be committing after it). The job verifies the last month's seals every run; the CLI all.
 */
const MARGIN_MS = 60 * 60_000;

type DayDigest = { day: string; entries: number; digest: string };
type Seal = {
  day: string;
  entries: number;
  digest: string;
  previous_digest: string | null;
  chained: string;
};

const chain = (previous: string | null, day: string, digest: string) =>
  createHash('sha256')
    .update(`${previous ?? ''}|${day}|${digest}`)
    .digest('hex');

/** The digest of each day with entries booked in [from, to). */
async function dayDigests(exec: Executor, from: Date, to: Date): Promise<DayDigest[]> {
  const rows = await queryRows<{ day: string; entries: string; digest: string }>(
    exec,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(*) as entries,
          encode(sha256(convert_to(string_agg(concat_ws(':', e.id, e.transaction_id, t.type,
            t.business_key, e.account_id, e.currency, e.amount_minor,
            extract(epoch from e.occurred_at)), '|' order by e.id), 'UTF8')), 'hex') as digest
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id and t.occurred_at = e.occurred_at
        cross join lateral (select (t.booked_at at time zone 'Europe/Sofia')::date as day) d
        where t.booked_at >= ${from} and t.booked_at < ${to}
        group by d.day order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, entries: Number(r.entries), digest: r.digest }));
}

const seals = (exec: Executor) =>
  queryRows<Seal & { entries: string }>(
    exec,
    sql`select to_char(day, 'YYYY-MM-DD') as day, entries, digest, previous_digest, chained
        from ledger_day_seals order by day`,
  ).then((rows) => rows.map((r) => ({ ...r, entries: Number(r.entries) })));

const dayStart = (day: string) => startOfSofiaDay(parsePlainDate(day)!);
const nextDay = (day: string) => formatPlainDate(addDays(parsePlainDate(day)!, 1));

/** The last Sofia day that may be sealed at `now`. */
export function lastSealableDay(now: Date): PlainDate {
  return addDays(sofiaDate(new Date(now.getTime() - MARGIN_MS)), -1);
}

/**
 * Seals the days with entries after the last seal up to the last sealable day, at most `maxDays`
 * calendar days of them per call (a first run over years of books goes a month at a time: each
 * day's entries are hashed in memory); returns how many days it sealed.
 */
export async function sealDays(exec: Executor, now: Date, maxDays = 31): Promise<number> {
  const all = await seals(exec);
  const last = all.at(-1) ?? null;
  let from = last ? dayStart(nextDay(last.day)) : null;
  if (!from) {
    const [first] = await queryRows<{ at: Date | string | null }>(
      exec,
      sql`select min(booked_at) as at from ledger_transactions`,
    );
    if (!first?.at) return 0;
    from = startOfSofiaDay(sofiaDate(new Date(first.at)));
  }
  const lastDay = startOfSofiaDay(addDays(lastSealableDay(now), 1));
  const window = startOfSofiaDay(addDays(sofiaDate(from), maxDays));
  const to = window < lastDay ? window : lastDay;
  if (from >= to) return 0;
  let previous = last?.chained ?? null;
  let sealed = 0;
  for (const d of await dayDigests(exec, from, to)) {
    const chained = chain(previous, d.day, d.digest);
    const inserted = await queryRows(
      exec,
      sql`insert into ledger_day_seals (day, entries, digest, previous_digest, chained, sealed_at)
          values (${d.day}, ${d.entries}, ${d.digest}, ${previous}, ${chained}, ${now})
          on conflict (day) do nothing returning day`,
    );
    if (inserted.length === 0) return sealed; // another worker sealed it meanwhile
    previous = chained;
    sealed += 1;
  }
  return sealed;
}

/**
 * The sealed days that no longer match: a day whose entries hash otherwise or number otherwise, a
 * link of the chain that does not follow, a day with entries between seals that has none. In
 * order, so the first names where the books were changed.
 */
export async function verifySeals(
  exec: Executor,
  options: { sinceDay?: string } = {},
): Promise<string[]> {
  const all = await seals(exec);
  const first = all.findIndex((seal) => !options.sinceDay || seal.day >= options.sinceDay);
  if (first < 0) return [];
  const checked = all.slice(first);
  const from = dayStart(checked[0]!.day);
  const to = dayStart(nextDay(checked.at(-1)!.day));
  const digests = new Map((await dayDigests(exec, from, to)).map((d) => [d.day, d]));
  const bad = new Set<string>();
  let previous: string | null = first > 0 ? all[first - 1]!.chained : null;
  for (const seal of checked) {
    const now = digests.get(seal.day);
    digests.delete(seal.day);
    const chainOk =
      seal.previous_digest === previous &&
      seal.chained === chain(seal.previous_digest, seal.day, seal.digest);
    if (!chainOk || now?.digest !== seal.digest || now.entries !== seal.entries) bad.add(seal.day);
    previous = seal.chained;
  }
  for (const day of digests.keys()) bad.add(day); // entries on a sealed stretch's unsealed day
  return [...bad].sort();
}
