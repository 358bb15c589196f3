// Toll customers at scale (issue #17): 100,000 clients with a contract each and 300,000 vehicles in
// PostgreSQL, then
//  - the contract search (GET /accounts: no filter, status, client name, EIK/EGN, customer id, number)
//    and the vehicle search (GET /accountUnits/filter: plate, status, make, contract number), p95 of
//    each, through the services the routes call (repository, mapping, the page's count);
//  - registering a fleet of 500 vehicles in one POST /accountUnits (one transaction: insert, audit,
//    charging-system outbox), and the same fleet with one plate already on a contract: refused whole.
// Run: npm run bench:customers   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/toll_bench_customers,
// made afresh; BENCH_CUSTOMERS=… BENCH_VEHICLES=… BENCH_SEARCHES=… to change the sizes)
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import type { UnitInput } from '@toll/contract/accounts';
import { createVehicleRegistry } from '../apps/api/src/modules/accounts/regix';
import { createContractService } from '../apps/api/src/modules/accounts/service';
import { createUnitService } from '../apps/api/src/modules/accounts/units-service';
import { systemClock } from '../apps/api/src/platform/clock';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_customers'; // prettier-ignore
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 300_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const FLEET = 500;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

async function timedRuns(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(10, runs); i += 1) await fn(runs + i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

/** A pseudo-random but repeatable pick in 1..n. */
const pick = (i: number, n: number) => 1 + ((i * 7919 + 104_729) % n);
const LETTERS = 'ABEKMHOPCTYX';
/**
 * The g-th vehicle's plate, as the seed's SQL makes it: two letters, four digits, two letters; the
 * digits are g mod 10,000 and the first two letters encode g div 10,000, so plates are unique.
 */
function plateOf(g: number) {
  const q = Math.floor(g / 10_000);
  const r = g % 10_000;
  const l = (n: number) => LETTERS[n % 12]!;
  return `${l(5 * q + r)}${l(Math.floor(q / 12))}${String(r).padStart(4, '0')}${l(7 * r + q)}${l(Math.floor(r / 7))}`;
}

async function seed(database: Awaited<ReturnType<typeof openDatabase>>) {
  const started = performance.now();
  // clients: 70 % businesses (EIK), 30 % individuals (EGN); names with words and a number
  await database.rawQuery(
    `insert into partners (name, partner_type, city, lang, customer_id)
     select case when g % 10 < 7
              then (array['Транс','Логистик','Карго','Авто','Спед','Експрес','Интер','Дунав'])[1 + g % 8] || ' ' ||
                   (array['Експрес','Груп','Сервиз','Трейд','Лайн','Флийт'])[1 + (g / 8) % 6] || ' ' || g || ' ЕООД'
              else (array['Иван','Георги','Мария','Петър','Елена','Димитър'])[1 + g % 6] || ' ' ||
                   (array['Петров','Иванова','Георгиев','Димитрова','Стоянов','Николова'])[1 + (g / 6) % 6] || ' ' || g
            end,
            'TOLL_CUSTOMER', (array['София','Пловдив','Варна','Бургас','Русе'])[1 + g % 5], 'bg', 'C-' || (200000 + g)
     from generate_series(1, $1::int) g`,
    [CUSTOMERS],
  );
  await database.rawQuery(
    `insert into clients (partner_id, customer_type, first_name, last_name, identification_type,
       identification_number, company_name, country_code, city, postal_code, street)
     select p.id, case when g % 10 < 7 then 2 else 1 end,
            case when g % 10 < 7 then null else split_part(p.name, ' ', 1) end,
            case when g % 10 < 7 then null else split_part(p.name, ' ', 2) end,
            case when g % 10 < 7 then 6 else 3 end,
            case when g % 10 < 7 then lpad((100000000 + g)::text, 9, '0') else lpad((7000000000 + g)::text, 10, '0') end,
            case when g % 10 < 7 then p.name else null end,
            'BG', p.city, '1000', 'ул. Тестова ' || g
     from partners p, lateral (select substring(p.customer_id from 3)::int - 200000 as g) x
     where p.partner_type = 'TOLL_CUSTOMER' and p.customer_id like 'C-2%'`,
  );
  // one contract per client: 60 % active (signed), the rest pre-active, suspended or closed
  await database.rawQuery(
    `insert into accounts (client_id, account_type, status, status_reason, obligation_period, due_payment_days,
       due_days_counter, signed_at)
     select c.partner_id, 1 + (c.partner_id % 2),
            (array['ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','PRE_ACTIVE','SUSPENDED','PRE_CLOSED','CLOSED'])[1 + c.partner_id % 10],
            case when c.partner_id % 10 in (7, 9) then 'bench' end,
            case when c.partner_id % 2 = 1 then 'WEEKLY' end, case when c.partner_id % 2 = 1 then 14 end,
            case when c.partner_id % 2 = 1 then 'BUSINESS' end,
            case when c.partner_id % 10 not in (6, 9) then now() end
     from clients c`,
  );
  // vehicles over the contracts that take them (all but pre-closed and closed), trucks of every category
  await database.rawQuery(
    `with open as (select array_agg(id order by id) as ids from accounts
                   where status not in ('PRE_CLOSED', 'CLOSED')),
     v as (select g, g / 10000 as q, g % 10000 as r, 'ABEKMHOPCTYX' as l from generate_series(1, $1::int) g)
     insert into account_units (account_id, country_code, plate, vehicle_type, make, model, tractor_axles,
       trailer_axles, total_axles, max_wet_weight, train_max_weight, emission_class, toll_category)
     select open.ids[1 + g % cardinality(open.ids)], 'BG',
            substr(l, 1 + (5 * q + r) % 12, 1) || substr(l, 1 + (q / 12) % 12, 1) || lpad(r::text, 4, '0')
              || substr(l, 1 + (7 * r + q) % 12, 1) || substr(l, 1 + (r / 7) % 12, 1),
            case when g % 20 = 0 then 'BUS' else 'TRUCK' end,
            (array['VOLVO','MAN','SCANIA','DAF','IVECO','MERCEDES-BENZ','RENAULT','SETRA'])[1 + g % 8],
            (array['FH 500','TGX 18.470','R 450','XF 480','EUROCARGO','ACTROS','T 480','S 516'])[1 + g % 8],
            2, case when g % 3 = 0 then 0 else 3 end, case when g % 3 = 0 then 2 else 5 end,
            case when g % 3 = 0 then 1100 else 1800 end,
            case when g % 3 = 0 then null else 4000 end,
            (array[3,4,5,6,6,6,15])[1 + g % 7],
            case when g % 20 = 0 then 'BUS' when g % 3 = 0 then 'FROM_3_5_TO_12T' else 'OVER_12T_4_PLUS_AXLES' end
     from v, open`,
    [VEHICLES],
  );
  await database.rawQuery('vacuum analyze partners, clients, accounts, account_units');
  console.log(`seeded ${CUSTOMERS.toLocaleString('en')} clients and contracts, ${VEHICLES.toLocaleString('en')} vehicles in ${((performance.now() - started) / 1000).toFixed(1)} s`); // prettier-ignore
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

  const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 4 });
  await applyMigrations(database);
  await seed(database);

  const clock = systemClock;
  const contracts = createContractService({ db: database.db, clock });
  const units = createUnitService({ db: database.db, clock, registry: createVehicleRegistry({ kind: 'sandbox', failure: null, timeoutMs: 10_000 }, clock) }); // prettier-ignore
  const page = { page: 1, pageSize: 25, order: 'asc' as const };
  const results: [string, Awaited<ReturnType<typeof timedRuns>>][] = [];
  const measure = async (label: string, fn: (i: number) => Promise<unknown>) =>
    results.push([label, await timedRuns(SEARCHES, fn)]);

  await measure('contracts: no filter, page 1', () => contracts.list({ ...page, sort: 'number' }));
  await measure('contracts: no filter, pages 1-40', (i) => contracts.list({ ...page, sort: 'number', page: 1 + (i % 40) })); // prettier-ignore
  await measure('contracts: status ACTIVE by client name', (i) => contracts.list({ ...page, sort: 'clientName', page: 1 + (i % 10), f_status: 'ACTIVE' })); // prettier-ignore
  await measure('contracts: client name contains', (i) => contracts.list({ ...page, sort: 'number', f_clientName: String(pick(i, CUSTOMERS)) })); // prettier-ignore
  await measure('contracts: client name word + status', (i) => contracts.list({ ...page, sort: 'clientName', f_clientName: ['Транс', 'Карго', 'Петров'][i % 3]!, f_status: 'ACTIVE' })); // prettier-ignore
  await measure('contracts: EIK exact', (i) => contracts.list({ ...page, sort: 'number', f_identification: String(100_000_000 + pick(i, CUSTOMERS)).padStart(9, '0') })); // prettier-ignore
  await measure('contracts: EGN exact', (i) => contracts.list({ ...page, sort: 'number', f_identification: String(7_000_000_000 + pick(i, CUSTOMERS)) })); // prettier-ignore
  await measure('contracts: q = customer id', (i) => contracts.list({ ...page, sort: 'number', q: `C-${200_000 + pick(i, CUSTOMERS)}` })); // prettier-ignore
  await measure('contracts: q = name fragment', (i) => contracts.list({ ...page, sort: 'number', q: `Логистик Груп ${pick(i, CUSTOMERS)}`.slice(0, 16) })); // prettier-ignore
  await measure('contracts: number contains', (i) => contracts.list({ ...page, sort: 'number', f_number: String(pick(i, CUSTOMERS)).padStart(5, '0') })); // prettier-ignore
  const unitPage = { ...page, sort: 'plate' as const };
  await measure('vehicles: no filter, page 1', () => units.list(unitPage));
  await measure('vehicles: plate exact', (i) => units.list({ ...unitPage, f_plate: plateOf(pick(i, VEHICLES)) })); // prettier-ignore
  await measure('vehicles: plate contains (4 digits)', (i) => units.list({ ...unitPage, f_plate: String(pick(i, 9_999)).padStart(4, '0') })); // prettier-ignore
  await measure('vehicles: plate typed in Cyrillic', (i) => units.list({ ...unitPage, f_plate: plateOf(pick(i, VEHICLES)).replace(/A/g, 'А').replace(/B/g, 'В') })); // prettier-ignore
  await measure('vehicles: status ACTIVE, pages 1-40', (i) => units.list({ ...unitPage, f_status: 'ACTIVE', page: 1 + (i % 40) })); // prettier-ignore
  await measure('vehicles: q = make', (i) => units.list({ ...unitPage, q: ['VOLVO', 'SCANIA', 'DAF'][i % 3]! })); // prettier-ignore
  await measure('vehicles: contract number contains', (i) => units.list({ ...unitPage, f_accountNumber: String(pick(i, CUSTOMERS)).padStart(6, '0') })); // prettier-ignore

  // a fleet of 500 vehicles for a new active contract, five times; then one refused whole
  const request = { principal: { id: 1 }, lang: 'en', ip: '127.0.0.1', id: 'bench', headers: {} } as unknown as FastifyRequest; // prettier-ignore
  const fleetOf = (k: number): UnitInput[] =>
    Array.from({ length: FLEET }, (_, i) => ({
      countryCode: 'BG', plate: `FL${k}${String(i).padStart(4, '0')}`, vehicleType: 'TRUCK', make: 'VOLVO', model: 'FH 500', year: 2022, colour: null,
      tractorAxles: 2, trailerAxles: 3, maxDryWeight: 790, maxWetWeight: 1_800, trainMaxWeight: 4_000, maxHeight: 400, length: 1650, width: 255,
      axleHeight: null, emissionClass: 6, ownerName: null, shippingAddressId: null, deliveryMethod: 2, tyreType: 1,
    })); // prettier-ignore
  const rowsOf = async <T>(text: string) => (await database.rawQuery(text)).rows as T[];
  const [{ id: fleetAccount }] = await rowsOf<{ id: number }>(`select id from accounts where status = 'ACTIVE' order by id limit 1`); // prettier-ignore
  const fleetTimes: number[] = [];
  for (let k = 1; k <= 5; k += 1) {
    const start = performance.now();
    await units.create({ accountID: fleetAccount, accountUnits: fleetOf(k) }, request);
    fleetTimes.push(performance.now() - start);
  }
  const bad = fleetOf(9);
  bad[FLEET - 1] = { ...bad[FLEET - 1]!, plate: plateOf(1) }; // already on a contract
  const before = await rowsOf<{ n: number }>(`select count(*)::int as n from account_units`);
  const refusedStart = performance.now();
  const refused = await units.create({ accountID: fleetAccount, accountUnits: bad }, request).then(() => 'accepted?!', (e: Error) => e.message); // prettier-ignore
  const refusedMs = performance.now() - refusedStart;
  const after = await rowsOf<{ n: number }>(`select count(*)::int as n from account_units`);

  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`); // prettier-ignore
  for (const [label, r] of results)
    console.log(`${label.padEnd(42)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  max ${ms(r.max)}`);
  console.log(`fleet of ${FLEET} in one POST /accountUnits: ${fleetTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')}`); // prettier-ignore
  console.log(`fleet with one plate taken: refused in ${refusedMs.toFixed(0)} ms (${refused}); vehicles before ${before[0]!.n}, after ${after[0]!.n}`); // prettier-ignore
  await database.close();
}

await main();
