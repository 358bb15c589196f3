// The device register at warehouse scale (issue #20): 500,000 devices in PostgreSQL, then
//  - the obu-management search (GET /obu?q=…: serial or number prefix, the page and its capped
//    count) through the service, p95; a filter page (its exact count from device_stock);
//  - the warehouse stock summary (GET /warehouses/stock), p95 of a few runs;
//  - receiving a vendor's delivery: a 50,000-serial CSV parsed, checked and written (all or nothing).
// In process (the services and repositories the routes call), no HTTP.
// Run: npm run bench:devices   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/toll_bench_devices,
// made afresh; BENCH_DEVICES=… to change the count)
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { createDeviceService } from '../apps/api/src/modules/devices/device-service';
import { createWarehouseService } from '../apps/api/src/modules/devices/warehouse-service';
import { systemClock } from '../apps/api/src/platform/clock';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_devices'; // prettier-ignore
const DEVICES = Number(process.env.BENCH_DEVICES ?? 500_000);
const SEARCHES = 400;
const IMPORT = 50_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timedRuns(runs: number, fn: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

async function main() {
  const admin = new URL(URL_);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  await server.query(`drop database if exists ${name} with (force)`);
  await server.query(`create database ${name}`);
  await server.end();

  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(', ');
  console.log(`load average at start: ${load()}`);
  const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 4 });
  await applyMigrations(database);
  const seedStart = performance.now();
  await database.rawQuery(`insert into warehouses (code, name) values ('CENTRAL', 'Central'), ('VARNA', 'Varna')`); // prettier-ignore
  // 500,000 devices: every type, condition and status the register holds, in two warehouses
  await database.rawQuery(
    `insert into devices (serial_number, inventory_type, warehouse_id, status, condition, label, vendor)
     select 'SN' || lpad(g::text, 9, '0'),
       (array['OBU','OBU','OBU','TRACKER','TAG_DSRC','MYFARE','MYFARE_SALE','MYFARE_NON_REUSABLE'])[1 + g % 8],
       case when g % 10 in (0, 1) then null else 1 + g % 2 end,
       case when g % 10 in (0, 1) then 'ATTACHED' when g % 10 = 2 then 'FOR_RECYCLING' else 'AVAILABLE' end,
       (array['OK','OK','OK','NOT_CHECKED','DAMAGED','DEFECTIVE','SCRAP','DEFECTIVE_REPLACED'])[1 + (g / 8) % 8],
       'NEW', 'Kapsch'
     from generate_series(1, $1::int) g`,
    [DEVICES],
  );
  await database.rawQuery('vacuum analyze devices');
  console.log(`seeded ${DEVICES.toLocaleString('en')} devices in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`); // prettier-ignore

  const clock = systemClock;
  const devices = createDeviceService({ db: database.db, clock });
  const warehouse = createWarehouseService({ db: database.db, clock });
  const base = { page: 1, pageSize: 20, order: 'asc' as const, sort: 'number' as const };
  const pick = (i: number) => 1 + ((i * 7919) % DEVICES);
  // warm-up
  for (let i = 0; i < 20; i += 1) await devices.list({ ...base, q: `SN${String(pick(i)).padStart(9, '0')}` }); // prettier-ignore
  const bySerial = await timedRuns(SEARCHES, (i) =>
    devices.list({ ...base, q: `SN${String(pick(i)).padStart(9, '0')}` }),
  );
  const bySerialPrefix = await timedRuns(SEARCHES, (i) =>
    devices.list({ ...base, q: `SN${String(pick(i)).padStart(9, '0').slice(0, 7)}` }),
  );
  const byNumber = await timedRuns(SEARCHES, (i) => devices.list({ ...base, q: `D${1_000_000 + pick(i)}` })); // prettier-ignore
  const unknown = await timedRuns(SEARCHES, (i) => devices.list({ ...base, q: `ZZ${String(pick(i)).padStart(9, '0')}` })); // prettier-ignore
  const filtered = await timedRuns(100, (i) =>
    devices.list({ ...base, page: 1 + (i % 50), f_status: 'AVAILABLE', f_inventoryType: 'OBU' }),
  );
  await warehouse.stock();
  const stock = await timedRuns(10, () => warehouse.stock());

  const csv = ['serialNumber,sim,warrantyEnd', ...Array.from({ length: IMPORT }, (_, i) => `IMP${String(i).padStart(8, '0')},35988${String(i).padStart(7, '0')},2030-06-30`)].join('\n'); // prettier-ignore
  const request = { principal: null, lang: 'en', ip: '127.0.0.1', id: 'bench' } as unknown as FastifyRequest; // prettier-ignore
  const importStart = performance.now();
  const received = await warehouse.receive(
    { warehouseId: 1, documentNumber: 'BENCH-1', documentDate: '2026-11-25', vendor: 'Kapsch', inventoryType: 'OBU', note: null, csv }, // prettier-ignore
    request,
  );
  const importSeconds = (performance.now() - importStart) / 1000;
  // and the same file again is refused whole (every serial known), nothing written
  const refusedStart = performance.now();
  const refused = await warehouse.receive({ warehouseId: 1, documentNumber: 'BENCH-2', documentDate: '2026-11-25', vendor: 'Kapsch', inventoryType: 'OBU', note: null, csv }, request).catch((e: Error) => e.message); // prettier-ignore
  const refusedSeconds = (performance.now() - refusedStart) / 1000;

  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`); // prettier-ignore
  console.log(`search by full serial      p50 ${ms(bySerial.p50)}  p95 ${ms(bySerial.p95)}  max ${ms(bySerial.max)}`); // prettier-ignore
  console.log(`search by serial prefix(7) p50 ${ms(bySerialPrefix.p50)}  p95 ${ms(bySerialPrefix.p95)}  max ${ms(bySerialPrefix.max)}`); // prettier-ignore
  console.log(`search by number           p50 ${ms(byNumber.p50)}  p95 ${ms(byNumber.p95)}  max ${ms(byNumber.max)}`); // prettier-ignore
  console.log(`search, no match           p50 ${ms(unknown.p50)}  p95 ${ms(unknown.p95)}  max ${ms(unknown.max)}`); // prettier-ignore
  console.log(`status+type filter, paged  p50 ${ms(filtered.p50)}  p95 ${ms(filtered.p95)}  max ${ms(filtered.max)}`); // prettier-ignore
  console.log(`stock summary              p50 ${ms(stock.p50)}  p95 ${ms(stock.p95)}  max ${ms(stock.max)}`); // prettier-ignore
  console.log(`import ${IMPORT.toLocaleString('en')} serials: ${received.received} in ${importSeconds.toFixed(2)} s; again refused in ${refusedSeconds.toFixed(2)} s (${refused})`); // prettier-ignore
  console.log(`load average at end: ${load()}`);
  await database.close();
}

await main();
