import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementPageSchema,
  announcementRecordSchema,
  type AnnouncementRecord,
} from '@toll/contract/announcements';
import { announcementListSchema } from '@toll/contract/content';
import { recordHistorySchema } from '@toll/contract/record-history';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const people = { admin: ['ROLE_ADMIN'], accountant: ['ROLE_ACCOUNTANT'] } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `an_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const call = (
  who: 'admin' | 'accountant' | 'anonymous',
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who === 'anonymous' ? {} : bearer(tokens[who]!)), 'accept-language': lang },
    payload: payload as object | undefined,
  });

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ремонт на АМ Хемус',
  link: 'https://www.api.bg/hemus',
  messageBg: 'Ремонт на АМ Хемус до 30 ноември',
  messageEn: 'Hemus motorway works until 30 November',
  productType: 'E_VIGNETTE',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AnnouncementRecord> {
  const res = await call('admin', 'POST', '/announcements', body(overrides));
  expect(res.statusCode).toBe(201);
  return announcementRecordSchema.parse(res.json());
}

describe('back-office announcements', () => {
  it('creates an active announcement the public site lists in the caller language', async () => {
    const created = await create({ messageEn: 'Unique public text ZX1' });
    expect(created).toMatchObject({
      status: 'ACTIVE',
      version: 1,
      link: 'https://www.api.bg/hemus',
    });
    const en = announcementListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/announcements?browser-language=en' })).json(),
    );
    expect(en.find((a) => a.id === created.id)?.message).toBe('Unique public text ZX1');
    const bg = announcementListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/announcements?browser-language=bg' })).json(),
    );
    expect(bg.find((a) => a.id === created.id)?.message).toBe('Ремонт на АМ Хемус до 30 ноември');
    const one = await call('admin', 'GET', `/announcements/${created.id}`);
    expect(announcementRecordSchema.parse(one.json())).toEqual(created);
  });

  it('edits at the version read and refuses a stale version', async () => {
    const created = await create({ link: '' });
    expect(created.link).toBeNull();
    const edited = await call('admin', 'PUT', `/announcements/${created.id}`, {
      ...body({ name: 'Нов текст', productType: 'ROUTE_PASS' }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Нов текст',
      productType: 'ROUTE_PASS',
      version: 2,
    });
    const stale = await call('admin', 'PUT', `/announcements/${created.id}`, {
      ...body(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('announcement.staleVersion');
    const missing = await call('admin', 'PUT', '/announcements/999999', { ...body(), version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('announcement.notFound');
    expect((await call('admin', 'GET', '/announcements/999999')).statusCode).toBe(404);
  });

  it('archives and restores, the site following, with the history of every change', async () => {
    const created = await create();
    const archived = await call('admin', 'POST', `/announcements/${created.id}/archive`, {
      version: 1,
    });
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', version: 2 });
    const publicIds = async (status: string) =>
      announcementListSchema
        .parse(
          (
            await t.app.inject({ method: 'GET', url: `/api/announcements?status=${status}` })
          ).json(),
        )
        .map((a) => a.id);
    expect(await publicIds('ACTIVE')).not.toContain(created.id);
    expect(await publicIds('ARCHIVED')).toContain(created.id);
    const restored = await call('admin', 'POST', `/announcements/${created.id}/restore`, {
      version: 2,
    });
    expect(restored.json()).toMatchObject({ status: 'ACTIVE', version: 3 });
    expect(await publicIds('ACTIVE')).toContain(created.id);

    const history = recordHistorySchema.parse(
      (await call('admin', 'GET', `/history/announcement/${created.id}`)).json(),
    );
    expect(history.items.map((i) => i.action)).toEqual([
      'announcement.restore',
      'announcement.archive',
      'announcement.create',
    ]);
    expect(history.items[1]!.changes).toEqual([
      { field: 'status', before: 'ACTIVE', after: 'ARCHIVED' },
    ]);
    expect(history.items[0]!.actor?.username).toBe('an_admin');
    const denied = await call('accountant', 'GET', `/history/announcement/${created.id}`);
    expect(denied.statusCode).toBe(403);
  });

  it('lists a page with filters, text search and sorting', async () => {
    const a = await create({ name: 'Filter Alpha', productType: 'COMPENSATORY_FEE' });
    await create({ name: 'Filter Beta', productType: 'COMPENSATORY_FEE' });
    await call('admin', 'POST', `/announcements/${a.id}/archive`, { version: 1 });
    const page = async (query: string) =>
      announcementPageSchema.parse(
        (await call('admin', 'GET', `/announcements/manage?${query}`)).json(),
      );
    const fee = await page('f_productType=COMPENSATORY_FEE&sort=name&order=desc');
    expect(fee.items.map((i) => i.name)).toEqual(['Filter Beta', 'Filter Alpha']);
    const archivedFee = await page('f_productType=COMPENSATORY_FEE&f_status=ARCHIVED');
    expect(archivedFee).toMatchObject({ total: 1, items: [{ id: a.id }] });
    const text = await page('q=filter%20al');
    expect(text.items.map((i) => i.id)).toEqual([a.id]);
    const small = await page('pageSize=1&page=2');
    expect(small.items).toHaveLength(1);
    expect(small.total).toBeGreaterThan(2);
    const bad = await call('admin', 'GET', '/announcements/manage?f_status=DELETED&sort=nope');
    expect(bad.statusCode).toBe(400);
  });

  it("exports the list's filter and order, headed in the caller's language, every row once", async () => {
    // 1,100 archived route-pass notices a microsecond apart: more than one chunk of the export,
    // whose keyset must keep the timestamps' microseconds
    await t.database.db.execute(sql`
      insert into announcements (name, message_bg, message_en, product_type, status, created_at)
      select 'Export ' || lpad(g::text, 4, '0'), 'Съобщение ' || g, 'Notice ' || g, 'ROUTE_PASS',
        'ARCHIVED', timestamptz '2026-03-01 10:00:00+00' + g * interval '1 microsecond'
      from generate_series(1, 1100) g`);
    const csv = async (query: string, lang = 'en') => {
      const res = await call(
        'admin',
        'GET',
        `/announcements/manage/export?${query}`,
        undefined,
        lang,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    };
    const [header, ...lines] = await csv(
      'format=csv&f_status=ARCHIVED&f_productType=ROUTE_PASS&sort=createdAt&order=desc',
    );
    expect(header).toBe(
      'ID,Name,Status,Product,Message (Bulgarian),Message (English),Link,Created,Changed',
    );
    expect(lines).toHaveLength(1_100);
    expect(lines.map((l) => l.split(',')[1])).toEqual(
      Array.from({ length: 1_100 }, (_, i) => `Export ${String(1_100 - i).padStart(4, '0')}`),
    );
    expect(lines[0]).toContain(',Archived,Route pass,');
    const [bgHeader, ...bgLines] = await csv('format=csv&q=Export%200007', 'bg');
    expect(bgHeader?.startsWith('ID,Име,Статус,Продукт')).toBe(true);
    expect(bgLines).toHaveLength(1);
    expect(bgLines[0]).toContain(',Архивирано,Маршрутна карта,');
    const xlsx = await call('admin', 'GET', '/announcements/manage/export?format=xlsx&q=Export');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await call('accountant', 'GET', '/announcements/manage/export')).statusCode).toBe(403);
  });

  it('refuses a bad link, empty messages, unknown fields and bad ids with catalogue errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ link: 'javascript:alert(1)' }, 'link', 'validation.invalidUrl'],
      [{ link: 'www.api.bg' }, 'link', 'validation.invalidUrl'],
      [{ messageBg: '   ' }, 'messageBg', 'validation.required'],
      [{ messageEn: '' }, 'messageEn', 'validation.required'],
      [{ name: '' }, 'name', 'validation.required'],
      [{ productType: 'OBU' }, 'productType', 'validation.invalidEnum'],
      [{ status: 'ARCHIVED' }, 'status', 'validation.unknownField'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await call('admin', 'POST', '/announcements', body(overrides), 'bg');
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const bg = await call('admin', 'POST', '/announcements', body({ link: 'ftp://x' }), 'bg');
    expect(bg.json().errors[0].message).toBe('Въведете уеб адрес, започващ с http:// или https://');
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await call('admin', 'GET', `/announcements/${id}`)).statusCode).toBe(400);
    }
  });

  it('refuses every call to callers without the announcements capability', async () => {
    const created = await create();
    const calls: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/announcements/manage'],
      ['GET', `/announcements/${created.id}`],
      ['POST', '/announcements', body()],
      ['PUT', `/announcements/${created.id}`, { ...body(), version: 1 }],
      ['POST', `/announcements/${created.id}/archive`, { version: 1 }],
      ['POST', `/announcements/${created.id}/restore`, { version: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call('accountant', method, url, payload)).statusCode, url).toBe(403);
      expect((await call('anonymous', method, url, payload)).statusCode, url).toBe(401);
    }
  });
});
