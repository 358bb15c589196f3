// Reports on a year of data (issue 21): the aggregated report for a year, a month and a partner
// (budget p95 ≤ 1 s), the sales report's first page (≤ 200 ms), and a scheduled-report run for
// 500 partners with every file written to SFTP (≤ 2 minutes). Runs the API's own services (the
// same SQL the routes run) against the database `npm run bench:seed-year` made, and the local SFTP
// server. Usage: npm run bench:reports -- [runs]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/toll_bench_year)
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { DEFAULT_FEATURE_FLAGS } from '../packages/domain/src/feature-flags';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { fixedClock } from '../apps/api/src/platform/clock';
import { startJobs } from '../apps/api/src/platform/jobs';
import { startLocalSftpServer } from '../apps/api/src/platform/sftp/local-sftp-server';
import { createReportService, SALES_KINDS } from '../apps/api/src/modules/reports/report-service';
import { createScheduledReports } from '../apps/api/src/modules/reports/scheduled-service';
import { deliverReport } from '../apps/api/src/modules/reports/delivery-worker';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_year';
const RUNS = Number(process.argv[2] ?? 20);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 8 });
  const db = database.db;
  const reports = createReportService({ db });
  const results: [string, number, number, number][] = [];
  const measure = async (label: string, budget: number, fn: (i: number) => Promise<unknown>) => {
    await fn(0); // warm
    const times: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const start = performance.now();
      await fn(i);
      times.push(performance.now() - start);
    }
    results.push([label, p95(times), Math.max(...times), budget]);
    console.log(
      `${label.padEnd(58)} p95 ${p95(times).toFixed(1).padStart(7)} ms (budget ${budget})`,
    );
  };
  const month = (i: number) => `2026-${String(1 + (i % 12)).padStart(2, '0')}`;
  const lastDay = (m: string) =>
    new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5)), 0)).toISOString().slice(0, 10);

  for (const grouping of ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const)
    await measure(`aggregated, year 2026, ${grouping}`, 1000, () =>
      reports.aggregated({ f_from: '2026-01-01', f_to: '2026-12-31' }, grouping),
    );
  await measure('aggregated, one month, DAILY', 1000, (i) =>
    reports.aggregated({ f_from: `${month(i)}-01`, f_to: lastDay(month(i)) }, 'DAILY'),
  );
  await measure('aggregated, one partner, year, WEEKEND', 1000, (i) =>
    reports.aggregated(
      { f_partnerId: 1 + (i % 500), f_from: '2026-01-01', f_to: '2026-12-31' },
      'WEEKEND',
    ),
  );
  await measure('sales report, first page (50), no filter', 200, () =>
    reports.sales({ page: 1, pageSize: 50 }, SALES_KINDS),
  );
  await measure('sales report, first page, one month', 200, (i) =>
    reports.sales(
      { page: 1, pageSize: 50, f_from: `${month(i)}-01`, f_to: lastDay(month(i)) },
      SALES_KINDS,
    ),
  );
  await measure('sales report, first page, one partner', 200, (i) =>
    reports.sales({ page: 1, pageSize: 50, f_partnerId: 1 + (i % 500) }, SALES_KINDS),
  );
  await measure('sales report, first page, one product', 200, () =>
    reports.sales({ page: 1, pageSize: 50, f_product: 'car-quarterly' }, SALES_KINDS),
  );

  // A scheduled run: 500 partners, a monthly SFTP report each, every file written and checked.
  const root = await mkdtemp(path.join(tmpdir(), 'bench-sftp-'));
  const sftp = await startLocalSftpServer({ root });
  const jobs = await startJobs(database, pino({ level: 'silent' }));
  await db.execute(
    sql.raw(`delete from report_deliveries; delete from report_subscriptions;
     insert into report_subscriptions (partner_id, report_type, schedule, format, by_email, by_sftp)
       select id, 'SALES_BY_POS_PRODUCT', 'MONTHLY', 'xlsx', false, true from partners where id <= 500;
     update partners set receives_reports = true, sftp_allowed = true where id <= 500`),
  );
  const scheduled = createScheduledReports({
    db,
    clock: fixedClock('2026-07-01T05:00:00Z'),
    jobs,
    flags: DEFAULT_FEATURE_FLAGS,
  });
  const start = performance.now();
  const run = await scheduled.run();
  const planned = performance.now() - start;
  const rows = (await db.execute(sql`select id from report_deliveries order by id`)) as unknown as {
    rows: { id: number }[];
  };
  const rt = {
    db,
    send: null,
    storage: { host: sftp.host, port: sftp.port, username: sftp.username, password: sftp.password },
    keysDir: root,
  };
  const queue = rows.rows.map((r) => Number(r.id));
  const workers = Array.from({ length: 6 }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await deliverReport(rt, id);
  });
  await Promise.all(workers);
  const total = performance.now() - start;
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.xlsx'));
  console.log(
    `scheduled run: ${run.deliveries} deliveries planned in ${(planned / 1000).toFixed(1)} s, ` +
      `${files.length} files on SFTP after ${(total / 1000).toFixed(1)} s (budget 120 s)`,
  );
  await jobs.stop();
  await sftp.close();
  await rm(root, { recursive: true, force: true });
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
