import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { systemActor, type Actor } from '../../platform/actor';
import { queryRows } from '../../platform/db/database';
import { parseDocumentStore } from '../../platform/document-store/config';
import { sha256Of, type DocumentStore } from '../../platform/document-store/document-store';
import { createFilesystemStore } from '../../platform/document-store/filesystem-store';
import { createS3Store } from '../../platform/document-store/s3-store';
import { postpaidAccountBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createAccountDocuments } from './documents';
import { sweepDocumentStore } from './documents-sweep';

/** Documents in the configured store: kept once by hash, all or nothing, swept, checked on read. */
let t: TestApp;
let dir: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  if (t.config.documentStore.kind !== 'filesystem') throw new Error('tests use the folder store');
  dir = t.config.documentStore.dir;
  const user = await seedUser(t, { username: 'ds_acc', roles: ['ROLE_ACCOUNTANT'] });
  token = await sessionToken(t, user.id);
});
afterAll(() => t.close());

const pdf = (fill = randomBytes(16).toString('hex')) => Buffer.from(`%PDF-1.7\n${fill}\n%%EOF`);
const pathOf = (sha: string) => join(dir, sha.slice(0, 2), sha);
const upload = (id: number, kind: string, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${id}/documents?kind=${kind}&fileName=a.pdf`,
    headers: { ...bearer(token), 'content-type': 'application/pdf', 'accept-language': 'en' },
    payload: body,
  });
const download = (id: number, documentId: number) =>
  t.app.inject({ method: 'GET', url: `/api/accounts/${id}/documents/${documentId}`, headers: { ...bearer(token), 'accept-language': 'en' } }); // prettier-ignore
async function created(): Promise<Account> {
  const res = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: bearer(token), payload: postpaidAccountBody(57_000_000) }); // prettier-ignore
  expect(res.statusCode, res.body).toBe(201);
  return accountSchema.parse(res.json());
}
const count = async (table: 'account_documents' | 'document_files', sha: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)} where sha256 = ${sha}`))[0]!.n; // prettier-ignore
const request: Actor = { ...systemActor('en', 'test'), ip: '127.0.0.1' };

describe('document storage', () => {
  it('keeps the bytes in the store under their hash, once for the same file on two contracts', async () => {
    const [one, two] = [await created(), await created()];
    const bytes = pdf();
    const sha = sha256Of(bytes);
    const first = await upload(one.id, 'CONTRACT', bytes);
    expect(first.statusCode, first.body).toBe(201);
    expect((await upload(two.id, 'OTHER', bytes)).statusCode).toBe(201);
    expect(existsSync(pathOf(sha))).toBe(true);
    expect(await count('document_files', sha)).toBe(1);
    expect(await count('account_documents', sha)).toBe(2);
    const [row] = await queryRows<{ content: unknown; storage: string }>(t.database.db, sql`select d.content, f.storage from account_documents d join document_files f using (sha256) where d.id = ${first.json().id}`); // prettier-ignore
    expect(row).toEqual({ content: null, storage: 'filesystem' });
    const back = await download(one.id, first.json().id);
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });

  it('leaves neither a file nor a record when the upload fails half-way', async () => {
    const account = await created();
    const real = createFilesystemStore(dir);
    // the write fails: no record
    const failing: DocumentStore = { ...real, put: () => Promise.reject(new Error('disk full')) };
    const bytes = pdf();
    await expect(createAccountDocuments(t.database.db, failing).upload(account.id, { kind: 'CONTRACT', fileName: 'a.pdf', contentType: 'application/pdf', content: bytes }, request)).rejects.toThrow('disk full'); // prettier-ignore
    expect(await count('document_files', bytes.length ? sha256Of(bytes) : '')).toBe(0);
    // the bytes were written, then the upload failed: the file goes too
    const late: DocumentStore = { ...real, put: async (sha, content) => { await real.put(sha, content); throw new Error('lost connection'); } }; // prettier-ignore
    const other = pdf();
    await expect(createAccountDocuments(t.database.db, late).upload(account.id, { kind: 'CONTRACT', fileName: 'a.pdf', contentType: 'application/pdf', content: other }, request)).rejects.toThrow('lost connection'); // prettier-ignore
    expect(existsSync(pathOf(sha256Of(other)))).toBe(false);
    expect(await count('document_files', sha256Of(other))).toBe(0);
    expect(await count('account_documents', sha256Of(other))).toBe(0);
    // and the contract can still take its file
    expect((await upload(account.id, 'CONTRACT', other)).statusCode).toBe(201);
    expect(existsSync(pathOf(sha256Of(other)))).toBe(true);
  });

  it('answers 503 for bytes gone or damaged in the store, and serves files kept in the database before 0031', async () => {
    const account = await created();
    const bytes = pdf();
    const doc = (await upload(account.id, 'OTHER', bytes)).json();
    writeFileSync(pathOf(doc.sha256), Buffer.from('%PDF-1.7 tampered'));
    const damaged = await download(account.id, doc.id);
    expect(damaged.statusCode).toBe(503);
    expect(damaged.json().errors[0].code).toBe('contractDocument.unavailable');
    // an upload from before the store: bytes in the row
    const legacy = pdf('legacy');
    const sha = sha256Of(legacy);
    await t.database.db.execute(sql`insert into document_files (sha256, size_bytes, storage) values (${sha}, ${legacy.length}, 'database')`); // prettier-ignore
    const [{ id }] = (await queryRows<{ id: number }>(t.database.db, sql`insert into account_documents (account_id, kind, file_name, content_type, size_bytes, sha256, content) values (${account.id}, 'OTHER', 'old.pdf', 'application/pdf', ${legacy.length}, ${sha}, ${legacy}) returning id`)) as [{ id: number }]; // prettier-ignore
    expect((await download(account.id, id)).rawPayload.equals(legacy)).toBe(true);
    // the database refuses a store-kept file with bytes in the row, and the reverse
    const error = await t.database.db.execute(sql`insert into account_documents (account_id, kind, file_name, content_type, size_bytes, sha256, content) values (${account.id}, 'OTHER', 'x.pdf', 'application/pdf', ${bytes.length}, ${doc.sha256}, ${bytes})`).catch((e: unknown) => e); // prettier-ignore
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(
      /must not hold its bytes/,
    );
    // the same legacy bytes uploaded again stay with the database copy
    expect((await upload(account.id, 'OTHER', legacy)).statusCode).toBe(201);
  });

  it('sweeps bytes no record names once they are an hour old, never a young or a recorded one', async () => {
    const store = createFilesystemStore(dir);
    const orphan = pdf('orphan');
    const young = pdf('young');
    await store.put(sha256Of(orphan), orphan);
    await store.put(sha256Of(young), young);
    const old = new Date(t.clock.now().getTime() - 2 * 3600_000);
    utimesSync(pathOf(sha256Of(orphan)), old, old);
    const account = await created();
    const kept = pdf('kept');
    const doc = (await upload(account.id, 'OTHER', kept)).json();
    utimesSync(pathOf(doc.sha256), old, old);
    const youngTime = new Date(t.clock.now().getTime() - 60_000);
    utimesSync(pathOf(sha256Of(young)), youngTime, youngTime);
    const result = await sweepDocumentStore(t.database.db, store, t.clock);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(pathOf(sha256Of(orphan)))).toBe(false);
    expect(existsSync(pathOf(sha256Of(young)))).toBe(true);
    expect(existsSync(pathOf(doc.sha256))).toBe(true);
  });

  it('reads DOCUMENT_STORE and the S3 variables, naming each problem', () => {
    expect(parseDocumentStore({}, '/srv/toll')).toEqual({ ok: true, store: { kind: 'filesystem', dir: '/srv/toll/documents' } }); // prettier-ignore
    const bad = parseDocumentStore({ DOCUMENT_STORE: 's3', S3_ENDPOINT: 'not a url', S3_ACCESS_KEY_ID: 'x' }, '/d'); // prettier-ignore
    expect(bad.ok ? '' : bad.problems.join('\n')).toMatch(/S3_BUCKET[\s\S]*S3_ENDPOINT[\s\S]*S3_SECRET_ACCESS_KEY/); // prettier-ignore
    expect(parseDocumentStore({ DOCUMENT_STORE: 'tape' }, '/d').ok).toBe(false);
    expect(parseDocumentStore({ DOCUMENT_STORE: 's3', S3_BUCKET: 'docs', S3_ENDPOINT: 'http://127.0.0.1:9000' }, '/d')).toMatchObject({ ok: true, store: { kind: 's3', bucket: 'docs', forcePathStyle: true, prefix: 'documents/' } }); // prettier-ignore
  });
});

/**
 * A small S3-compatible server for the S3 store's test: path-style PutObject, GetObject,
 * DeleteObject and ListObjectsV2, answering S3's XML errors; it insists on a SigV4 Authorization
 * header with our key id, as a real store would refuse an unsigned request.
 */
function s3Sandbox() {
  const objects = new Map<string, { body: Buffer; at: Date }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const auth = req.headers.authorization ?? '';
      const xmlError = (status: number, code: string) =>
        res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`); // prettier-ignore
      if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=TESTKEY/')) return xmlError(403, 'AccessDenied'); // prettier-ignore
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== 'toll-docs') return xmlError(404, 'NoSuchBucket');
      const key = decodeURIComponent(rest.join('/'));
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const items = [...objects.entries()].filter(([k]) => k.startsWith(prefix));
        return res.writeHead(200, { 'content-type': 'application/xml' }).end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>toll-docs</Name><Prefix>${prefix}</Prefix><KeyCount>${items.length}</KeyCount><IsTruncated>false</IsTruncated>${items.map(([k, o]) => `<Contents><Key>${k}</Key><LastModified>${o.at.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`).join('')}</ListBucketResult>`, // prettier-ignore
        );
      }
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), at: new Date() });
        return res.writeHead(200, { etag: '"x"' }).end();
      }
      const found = objects.get(key);
      if (req.method === 'GET')
        return found ? res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': found.body.length }).end(found.body) : xmlError(404, 'NoSuchKey'); // prettier-ignore
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      return xmlError(405, 'MethodNotAllowed');
    });
  });
  return { server, objects };
}

describe('the S3 store', () => {
  let server: Server;
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('puts, gets (checked), lists and removes through the AWS SDK against an S3-compatible service', async () => {
    const sandbox = s3Sandbox();
    server = sandbox.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const store = createS3Store({ bucket: 'toll-docs', region: 'eu-central-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'TESTKEY', secretAccessKey: 'secret' }, prefix: 'documents/' }); // prettier-ignore
    const bytes = pdf();
    const sha = sha256Of(bytes);
    await store.put(sha, bytes);
    expect([...sandbox.objects.keys()]).toEqual([`documents/${sha.slice(0, 2)}/${sha}`]);
    expect((await store.get(sha)).equals(bytes)).toBe(true);
    const listed = [];
    for await (const item of store.list()) listed.push(item.sha256);
    expect(listed).toEqual([sha]);
    sandbox.objects.set(`documents/${sha.slice(0, 2)}/${sha}`, { body: Buffer.from('changed'), at: new Date() }); // prettier-ignore
    await expect(store.get(sha)).rejects.toMatchObject({ name: 'DocumentMissingError' });
    await store.remove(sha);
    await expect(store.get(sha)).rejects.toMatchObject({ name: 'DocumentMissingError' });
    const wrongKey = createS3Store({ bucket: 'toll-docs', region: 'eu-central-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'OTHER', secretAccessKey: 'x' }, prefix: '' }); // prettier-ignore
    await expect(wrongKey.put(sha, bytes)).rejects.toMatchObject({ name: 'AccessDenied' });
  }, 30_000);
});
