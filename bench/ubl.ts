// UBL e-invoices (issue #35: 10,000 documents in ≤ 30 s), on a fresh PostgreSQL database:
// migrations, the demo seeds, then BENCH_DOCUMENTS (default 10,000) invoices copied set-based from
// the demo's (numbered by the database as any document; three lines each at 20 % and 0 %, bg and
// en in turn), then `invoiceUbl(db, id)` — the call the route, the mail and other modules use:
// the document read from the database (three queries, a fourth for a buyer without VAT number)
// and written as UBL — for every one, BENCH_CONCURRENCY (default 4) at a time; then the same
// documents by `invoiceUbls(db, ids)`, BENCH_BATCH (default 500) a call, set-based (the target is
// met by this one; the two must write the same bytes). Then each document
// is checked against the EN 16931 rules of apps/api/src/test/en16931-rules.ts (outside the timing).
// Prints JSON.
//
// Run: npm run bench:ubl   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/ubl_bench, made afresh; BENCH_KEEP=1 leaves it)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';
import { DEMO_STEPS } from '../apps/api/src/seed/demo-steps';
import { runSeeds } from '../apps/api/src/seed/run-seeds';
import { invoiceUbl, invoiceUbls } from '../apps/api/src/modules/billing/invoice-ubl';
import { checkEn16931 } from '../apps/api/src/test/en16931-rules';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ubl_bench';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const KEEP = process.env.BENCH_KEEP === '1';
const BATCH = Number(process.env.BENCH_BATCH ?? 500);

const target = new URL(URL_);
const dbName = target.pathname.slice(1);
const admin = new URL(URL_);
admin.pathname = '/postgres';
const server = new pg.Client({ connectionString: admin.toString() });
await server.connect();
await server.query(`drop database if exists ${dbName} with (force)`);
await server.query(`create database ${dbName}`);

const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: CONCURRENCY });
const raw = (text: string, params: unknown[] = []) => database.rawQuery(text, params);
const setupStart = performance.now();
await applyMigrations(database);
await runSeeds(database.db, DEMO_STEPS);
await raw(
  `with src as (
     select i.*, row_number() over (order by i.id) - 1 as k, count(*) over () as n
     from invoices i where i.document_type = 'INVOICE')
   insert into invoices (issuer_id, document_type, issued_on, account_id, recipient, issuer, lang,
                         currency, net_minor, vat_minor, gross_minor)
   select s.issuer_id, 'INVOICE', s.issued_on, s.account_id, s.recipient, s.issuer,
          case when g % 2 = 0 then 'bg' else 'en' end, s.currency, 3000 + g, 400, 3400 + g
   from generate_series(1, $1::int) g join src s on s.k = g % s.n`,
  [DOCUMENTS],
);
// three lines each: 1 × 10.00 and 2 × 5.00 at 20 %, one at 0 % that makes up the rest
await raw(
  `insert into invoice_lines (invoice_id, line_no, description_bg, description_en, quantity,
                              unit_price_minor, vat_percent, net_minor, vat_minor, gross_minor)
   select i.id, l.no, l.bg, l.en, l.q, l.p, l.v, l.net, l.vat, l.net + l.vat
   from invoices i
   cross join lateral (values
     (1, 'Абонамент', 'Subscription', 1, 1000, 20, 1000, 200),
     (2, 'Бордово устройство', 'On-board unit', 2, 500, 20, 1000, 200),
     (3, 'Без ДДС', 'No VAT', 1, i.net_minor - 2000, 0, i.net_minor - 2000, 0)
   ) as l(no, bg, en, q, p, v, net, vat)
   where i.id > (select max(invoice_id) from invoice_lines)`,
);
const ids = ((await raw(`select id from invoices order by id`)).rows as { id: number }[]).map((r) =>
  Number(r.id),
);
const setupSeconds = (performance.now() - setupStart) / 1000;

/** The wall and CPU time of generating every document. */
async function timed(make: () => Promise<string[]>) {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const xmls = await make();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    xmls,
    seconds: Number(((performance.now() - start) / 1000).toFixed(2)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
  };
}

// one by one (what the route and the mail do), BENCH_CONCURRENCY at a time
const single = await timed(async () => {
  const out = new Array<string>(ids.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) {
        const i = next++;
        out[i] = (await invoiceUbl(database.db, ids[i]!)).xml;
      }
    }),
  );
  return out;
});
// set-based, BATCH at a time (a month's documents for a download or another module)
const batched = await timed(async () => {
  const out: string[] = [];
  for (let i = 0; i < ids.length; i += BATCH)
    for (const ubl of await invoiceUbls(database.db, ids.slice(i, i + BATCH))) out.push(ubl.xml);
  return out;
});
const xmls = batched.xmls;
if (single.xmls.some((x, i) => x !== xmls[i])) throw new Error('one by one ≠ batched');

// every document against the rules (a private buyer without e-mail has no Peppol address: R010)
const broken = new Map<string, number>();
for (const xml of xmls)
  for (const v of checkEn16931(xml))
    if (v.rule !== 'PEPPOL-EN16931-R010') broken.set(v.rule, (broken.get(v.rule) ?? 0) + 1);

await database.close();
if (!KEEP) await server.query(`drop database if exists ${dbName} with (force)`);
await server.end();

const result = {
  documents: ids.length,
  setupSeconds: Number(setupSeconds.toFixed(1)),
  oneByOne: {
    concurrency: CONCURRENCY,
    seconds: single.seconds,
    perSecond: Math.round(ids.length / single.seconds),
    benchCpuSeconds: single.cpuSeconds,
  },
  batched: {
    batch: BATCH,
    seconds: batched.seconds,
    perSecond: Math.round(ids.length / batched.seconds),
    benchCpuSeconds: batched.cpuSeconds,
  },
  megabytes: Number((xmls.reduce((s, x) => s + x.length, 0) / 1e6).toFixed(1)),
  ruleViolations: Object.fromEntries(broken),
  loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  target: '10,000 in ≤ 30 s',
};
console.log(JSON.stringify(result, null, 2));
if (broken.size > 0 || (ids.length >= 10_000 && batched.seconds > 30)) process.exitCode = 1;
