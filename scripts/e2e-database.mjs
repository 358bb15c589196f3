// Makes the database named by DATABASE_URL afresh (dropped if it exists, then created), through
// the server's `postgres` database; with `drop`, only drops it. The browser tests start a second platform on one of their own
// (e2e/playwright.config.ts); without DATABASE_URL (embedded PGlite) there is nothing to do.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    if (process.argv[2] !== 'drop') await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
