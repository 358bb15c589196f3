import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { queryRows } from '../../platform/db/database';
import { postpaidAccountBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    reader: ['ROLE_CUSTOMERS_READ'],
  } as const)) {
    const user = await seedUser(t, { username: `doc_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(2000, 0x20),
  Buffer.from('%%EOF'),
]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]); // prettier-ignore

const upload = (
  who: string,
  id: number,
  kind: string,
  body: Buffer,
  type = 'application/pdf',
  name = 'договор.pdf',
) =>
  // prettier-ignore
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${id}/documents?kind=${kind}&fileName=${encodeURIComponent(name)}`,
    headers: { ...bearer(tokens[who]!), 'content-type': type, 'accept-language': 'en' },
    payload: body,
  });

async function created(): Promise<Account> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(tokens.accountant!),
    payload: postpaidAccountBody(41_000_000),
  });
  expect(res.statusCode, res.body).toBe(201);
  return accountSchema.parse(res.json());
}

describe('contract documents', () => {
  it('uploads the signed contract once, lists it and downloads the same bytes (audited)', async () => {
    const account = await created();
    const res = await upload('accountant', account.id, 'CONTRACT', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      kind: 'CONTRACT',
      fileName: 'договор.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    const again = await upload('accountant', account.id, 'CONTRACT', PDF);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('contractDocument.contractAlreadySent');
    const guarantee = await upload('accountant', account.id, 'BANK_GUARANTEE', PNG, 'image/png', 'g.png'); // prettier-ignore
    expect(guarantee.statusCode, guarantee.body).toBe(201);
    const twice = await upload('accountant', account.id, 'BANK_GUARANTEE', PNG, 'image/png', 'g.png'); // prettier-ignore
    expect(twice.json().errors[0]).toMatchObject({ code: 'contract.guaranteeAndContractAlreadySent', message: 'The bank guarantee and the contract have already been sent' }); // prettier-ignore
    const contractAgain = await upload('accountant', account.id, 'CONTRACT', PDF);
    expect(contractAgain.json().errors[0].code).toBe('contract.guaranteeAndContractAlreadySent');
    // other files as many as needed
    expect((await upload('accountant', account.id, 'OTHER', PDF)).statusCode).toBe(201);
    expect((await upload('accountant', account.id, 'OTHER', PDF)).statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: `/api/accounts/${account.id}/documents`, headers: bearer(tokens.reader!) }); // prettier-ignore
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { kind: string }) => d.kind)).toEqual(['CONTRACT', 'BANK_GUARANTEE', 'OTHER', 'OTHER']); // prettier-ignore
    const file = await t.app.inject({ method: 'GET', url: `/api/accounts/${account.id}/documents/${doc.id}`, headers: bearer(tokens.reader!) }); // prettier-ignore
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('договор.pdf'));
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'account' and entity_id = ${String(account.id)} and action like 'account.document.%' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'account.document.upload',
      'account.document.upload',
      'account.document.upload',
      'account.document.upload',
      'account.document.download',
    ]);
    // another contract's document is not reachable through this one
    const other = await created();
    const cross = await t.app.inject({ method: 'GET', url: `/api/accounts/${other.id}/documents/${doc.id}`, headers: bearer(tokens.reader!) }); // prettier-ignore
    expect(cross.statusCode).toBe(404);
  });

  it('refuses a wrong type, a disguised file, an empty or too large one, and readers', async () => {
    const account = await created();
    const exe = await upload('accountant', account.id, 'OTHER', Buffer.from('MZ\x90\x00'), 'application/pdf'); // prettier-ignore
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0].code).toBe('contractDocument.badType');
    const word = await upload('accountant', account.id, 'OTHER', PDF, 'application/msword');
    expect(word.statusCode).toBe(415);
    const empty = await upload('accountant', account.id, 'OTHER', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const big = await upload('accountant', account.id, 'OTHER', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])); // prettier-ignore
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: `/api/accounts/${account.id}/documents?kind=OTHER&fileName=a.pdf`, headers: bearer(tokens.accountant!), payload: {} }); // prettier-ignore
    expect(json.statusCode).toBe(415);
    expect((await upload('reader', account.id, 'OTHER', PDF)).statusCode).toBe(403);
    expect((await upload('accountant', 999_999, 'OTHER', PDF)).statusCode).toBe(404);
    // nothing of these was kept
    const list = await t.app.inject({ method: 'GET', url: `/api/accounts/${account.id}/documents`, headers: bearer(tokens.reader!) }); // prettier-ignore
    expect(list.json()).toEqual([]);
  });
});
