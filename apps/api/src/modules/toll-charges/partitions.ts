import type { Logger } from 'pino';
import { tollLiveWindow } from '@toll/domain/toll-charges';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { archiveTollMonth, ensureTollMonths, listTollMonths } from './partitions-repo';

/** How many months ahead of the current one have their partition made. */
export const TOLL_MONTHS_AHEAD = 3;

/**
 * The toll transactions' months kept in shape (decision 0014): the partitions of the current month
 * and the next three made (an ingest makes a missing one too), and every live month older than the
 * window (`TOLL_LIVE_MONTHS`) detached to the `archive` schema, one month per transaction.
 */
export async function maintainTollPartitions(deps: {
  db: Db;
  now: Date;
  liveMonths: number;
}): Promise<{ made: string[]; archived: { month: string; keys: number }[] }> {
  const { db, now } = deps;
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + TOLL_MONTHS_AHEAD, 1));
  const before = new Set((await listTollMonths(db)).map((m) => `${m.schema}.${m.name}`));
  const made = (await ensureTollMonths(db, first, last)).filter((n) => !before.has(`public.${n}`));
  const archived: { month: string; keys: number }[] = [];
  const { from } = tollLiveWindow(now, deps.liveMonths);
  if (from) {
    const oldest = from.toISOString().slice(0, 7);
    for (const month of await listTollMonths(db)) {
      if (month.schema !== 'public' || month.month >= oldest) continue;
      const keys = await db.transaction((tx) => archiveTollMonth(tx, month.month));
      archived.push({ month: month.month, keys });
    }
  }
  return { made, archived };
}

/** Queue `toll.partitions`: once a day (pg-boss cron, one run in the cluster) and at start. */
export async function startTollPartitionWorker(
  jobs: Jobs,
  deps: { db: Db; now: () => Date; liveMonths: number },
  logger: Logger,
) {
  await jobs.schedule('toll.partitions', '20 0 * * *');
  await jobs.work('toll.partitions', async () => {
    const done = await maintainTollPartitions({ ...deps, now: deps.now() });
    if (done.made.length > 0 || done.archived.length > 0)
      logger.info(done, 'toll transaction partitions: made ahead, archived');
  });
  await jobs.runNow('toll.partitions');
}
