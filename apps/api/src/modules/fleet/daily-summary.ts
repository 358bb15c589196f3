import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { addDays, formatPlainDate, type PlainDate } from '@toll/domain/plain-date';
import { nextSofiaMidnight, sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Clock } from '../../platform/clock';
import { queryRows, type Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { emitClientEvent } from './outbox';

/**
 * `toll.daily_summary`: after each Sofia day, every client with an endpoint for it gets the day's
 * posted tolls per contract (count, amount, km, vehicles). The event's id is made of the client
 * and the day, so a run repeated (two workers, a restart) makes it once.
 */
export async function emitDailySummaries(
  deps: { db: Db; clock: Clock },
  day: PlainDate = addDays(sofiaDate(deps.clock.now()), -1),
): Promise<number> {
  const { db, clock } = deps;
  const start = startOfSofiaDay(day);
  const end = nextSofiaMidnight(day);
  const clients = await queryRows<{ client_id: number }>(
    db,
    sql`select distinct client_id from webhook_endpoints
        where enabled and deleted_at is null and 'toll.daily_summary' = any(events)`,
  );
  let made = 0;
  for (const { client_id: clientId } of clients) {
    const rows = await queryRows<{
      account_id: number;
      number: string;
      currency: string;
      n: number;
      amount: string;
      km: string;
      vehicles: number;
    }>(
      db,
      sql`select t.account_id, a.number, t.currency, count(*)::int as n,
            sum(t.amount_minor) as amount, sum(t.km) as km, count(distinct t.plate)::int as vehicles
          from toll_transactions t join accounts a on a.id = t.account_id
          where a.client_id = ${clientId} and t.status = 'POSTED'
            and t.exit_at >= ${start.toISOString()}::timestamptz
            and t.exit_at < ${end.toISOString()}::timestamptz
          group by 1, 2, 3 order by 1, 3`,
    );
    const id = await db.transaction((tx) =>
      emitClientEvent(tx, Number(clientId), {
        id: `msg_daily_${clientId}_${formatPlainDate(day).replaceAll('-', '')}`,
        type: 'toll.daily_summary',
        now: clock.now(),
        data: {
          day: formatPlainDate(day),
          contracts: rows.map((r) => ({
            contractId: Number(r.account_id),
            contractNumber: r.number,
            currency: r.currency.trim(),
            transactions: Number(r.n),
            amountMinor: Number(r.amount),
            km: Number(r.km),
            vehicles: Number(r.vehicles),
          })),
        },
      }),
    );
    if (id) made += 1;
  }
  return made;
}

/** Every day at 02:30 UTC (after the Sofia midnight, summer or winter), yesterday's summaries. */
export async function startDailySummaryWorker(
  jobs: Jobs,
  deps: { db: Db; clock: Clock },
  logger: Logger,
) {
  await jobs.schedule('fleet.daily-summary', '30 2 * * *');
  await jobs.work('fleet.daily-summary', async () => {
    const made = await emitDailySummaries(deps);
    if (made > 0) logger.info({ made }, 'fleet daily summaries');
  });
}
