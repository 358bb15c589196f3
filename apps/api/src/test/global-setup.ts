import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrate';
import { testDatabasePrefix } from './test-database-name';

declare module 'vitest' {
  // Vitest's context typing is an interface to augment.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgTemplate: string | null;
  }
}

/**
 * With DATABASE_URL set, the API tests run on that PostgreSQL server: one template database is
 * migrated here, and every test file copies it into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return undefined;
  }
  const template = `${testDatabasePrefix()}_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolMax: 2 });
  await applyMigrations(database);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
