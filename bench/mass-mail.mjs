// Mass mail queuing on PostgreSQL: `node bench/mass-mail.mjs` (needs a build: `npm run build`).
// The platform starts (`--role=web`: no workers, so only the queuing is measured) on a fresh
// database with the demo data plus BENCH_RECIPIENTS client addresses (4 e-mails on each of
// BENCH_RECIPIENTS / 4 clients' contacts, 1 % of them unsubscribed). Measured: the admin's
// "send" of a campaign to all clients (POST /api/mass-mails/{id}/send: one INSERT … SELECT of every
// recipient, the first batch job), then a second press (queues nothing). The database is checked
// at the end: one row per address, none twice.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { machine } from './host.mjs';

const root = new URL('..', import.meta.url).pathname;
const recipients = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4457);
const databaseName = process.env.BENCH_DATABASE ?? 'toll_bench_mass_mail';
const apiScript = process.env.BENCH_API_SCRIPT ?? 'apps/api/dist/main.js';
const base = `http://127.0.0.1:${port}`;
const PER_CONTACT = 4;

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

function start(databaseUrl) {
  const child = spawn(process.execPath, [apiScript, '--role=web'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATABASE_URL: databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/running at/.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}

async function seed(databaseUrl) {
  const clients = Math.ceil(recipients / PER_CONTACT);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const t0 = performance.now();
  await db.query(`
    insert into partners (name, partner_type, city, eik, vat_number, customer_id, commission_bp)
    select 'Масов ' || g || ' ЕООД', 'TOLL_CUSTOMER', 'София', '8' || lpad(g::text, 8, '0'),
      'BG8' || lpad(g::text, 8, '0'), 'MM-' || g, 0
    from generate_series(1, ${clients}) g`);
  await db.query(`
    insert into clients (partner_id, customer_type, identification_type, identification_number,
      company_name, country_code, city, postal_code, street, preferred_language)
    select p.id, 2, 6, p.eik, p.name, 'BG', 'София', '1000', 'ул. 1',
      case when p.id % 5 = 0 then 'en' else 'bg' end
    from partners p where p.customer_id like 'MM-%'`);
  await db.query(`
    insert into accounts (client_id, account_type)
    select partner_id, 1 from clients c join partners p on p.id = c.partner_id
    where p.customer_id like 'MM-%'`);
  await db.query(`
    insert into account_contacts (account_id, first_name, last_name, preferred_language,
      country_code, city, street, postal_code, is_primary, contact_emails)
    select a.id, 'Иван', 'Петров', case when a.id % 5 = 0 then 'en' else 'bg' end, 'BG', 'София',
      'ул. 1', '1000', true,
      (select jsonb_agg(jsonb_build_object('emailAddress', 'c' || a.id || '-' || k || '@mass.example.bg',
        'isPreferredContactMean', k = 1, 'contactMeansClassId', 1)) from generate_series(1, ${PER_CONTACT}) k)
    from accounts a join partners p on p.id = a.client_id where p.customer_id like 'MM-%'`);
  await db.query(`
    insert into email_unsubscriptions (email)
    select 'c' || a.id || '-1@mass.example.bg' from accounts a
    join partners p on p.id = a.client_id where p.customer_id like 'MM-%' and a.id % 25 = 0
    on conflict do nothing`);
  await db.query('analyze');
  const seeded = performance.now() - t0;
  return { db, seeded };
}

const call = async (path, token, body) => {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
};

const databaseUrl = await freshDatabase();
const platform = await start(databaseUrl);
try {
  const { db, seeded } = await seed(databaseUrl);
  const login = await fetch(`${base}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Demo2026' }),
  });
  const { token } = await login.json();
  const campaign = await call('/api/mass-mails', token, {
    subjectBg: 'Бенчмарк',
    subjectEn: 'Benchmark',
    messageBg: 'Текст',
    messageEn: 'Text',
    recipients: 'clients',
    all: true,
  });
  // the test e-mail first (the send is refused until it went out)
  await call(`/api/mass-mails/${campaign.json.id}/test`, token);
  for (let i = 0; ; i++) {
    const { rows } = await db.query('select test_sent_at from mass_mail_campaigns where id = $1', [
      campaign.json.id,
    ]);
    if (rows[0]?.test_sent_at) break;
    if (i > 600) throw new Error('the test e-mail did not go out within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const load = loadavg()[0].toFixed(1);
  const first = await call(`/api/mass-mails/${campaign.json.id}/send`, token);
  const second = await call(`/api/mass-mails/${campaign.json.id}/send`, token);
  const check = (
    await db.query(
      `select count(*)::int as rows, count(distinct lower(email))::int as addresses,
        count(*) filter (where status = 'QUEUED')::int as queued,
        count(*) filter (where status = 'SKIPPED_UNSUBSCRIBED')::int as skipped
       from mass_mail_recipients where campaign_id = $1`,
      [campaign.json.id],
    )
  ).rows[0];
  const jobs = (
    await db.query(`select count(*)::int as n from pgboss.job where name = 'mass-mail.send'`)
  ).rows[0].n;
  await db.end();
  console.log(`machine: ${machine()}; load average before the send: ${load}`);
  console.log(`seeded ${recipients} client addresses in ${(seeded / 1000).toFixed(1)} s`);
  console.log(
    `send (queue every recipient): ${first.ms.toFixed(0)} ms for ${first.json.recipientCount} recipients ` +
      `(${Math.round(first.json.recipientCount / (first.ms / 1000))}/s); target ≤ 30 s for 100,000`,
  );
  console.log(
    `second press: ${second.ms.toFixed(0)} ms, same campaign ${second.json.id}, status ${second.json.status}`,
  );
  console.log(
    `database: ${check.rows} rows, ${check.addresses} distinct addresses, ${check.queued} queued, ` +
      `${check.skipped} unsubscribed skipped; ${jobs} job(s) queued`,
  );
} finally {
  platform.kill('SIGTERM');
}
