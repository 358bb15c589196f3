// The vignettes' no-overlap exclusion constraint, built as migration 0006 had it (country, plate,
// window) and as migration 0034 has it (led by a hash of the vehicle), on a copy of the vignettes
// of a seeded year (bench/README.md "A year of data"). Prints the wall time and the CPU time of the
// server process of each build (CPU time is what a loaded machine does not inflate much).
// Run after `npm run bench:seed-year`: npx tsx bench/no-overlap-build.ts
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/toll_bench_year; NO_OVERLAP_ROWS
// to copy fewer vignettes)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_year';
const ROWS = process.env.NO_OVERLAP_ROWS ? Number(process.env.NO_OVERLAP_ROWS) : null;

const cpu = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function main() {
  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]!.pid;
  await client.query(
    `set maintenance_work_mem = '512MB'; set max_parallel_maintenance_workers = 0`,
  );
  const { rows: current } = await client.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'vignettes_no_overlap'`,
  );
  await client.query('drop table if exists no_overlap_copy');
  await client.query(`create unlogged table no_overlap_copy as
    select country_code, plate, valid_from, valid_until, status from vignettes
    ${ROWS ? `order by id limit ${ROWS}` : ''}`);
  await client.query('vacuum analyze no_overlap_copy');
  const { rows: count } = await client.query<{ n: string }>(
    'select count(*) as n from no_overlap_copy',
  );
  console.log(`${Number(count[0]!.n).toLocaleString('en')} vignettes`);
  const variants = [
    [
      '0006: (country, plate, window)',
      `EXCLUDE USING gist (country_code WITH =, plate WITH =, tstzrange(valid_from, valid_until, '[)') WITH &&) WHERE (status = 'ACTIVE')`,
    ],
    ['0034: (hash of the vehicle, country, plate, window)', current[0]!.def],
  ] as const;
  for (const [label, def] of variants) {
    const start = performance.now();
    const c0 = cpu(pid);
    await client.query(`alter table no_overlap_copy add constraint no_overlap_copy_rule ${def}`);
    const seconds = (performance.now() - start) / 1000;
    const { rows: size } = await client.query<{ size: string }>(
      `select pg_size_pretty(pg_relation_size('no_overlap_copy_rule')) as size`,
    );
    console.log(
      `${label.padEnd(52)} ${seconds.toFixed(1).padStart(7)} s  cpu ${(cpu(pid) - c0).toFixed(1).padStart(7)} s  ${size[0]!.size}`,
    );
    await client.query('alter table no_overlap_copy drop constraint no_overlap_copy_rule');
  }
  await client.query('drop table no_overlap_copy');
  await client.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
