import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementListSchema,
  newsArticleSchema,
  newsPageSchema,
  publicPartnerListSchema,
} from '@toll/contract/content';
import { newsArticles } from '../../db/schema/all';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-21T10:00:00Z', demo: true });
  // Scheduled for later: never shown before its publication time.
  await t.database.db.insert(newsArticles).values({
    slug: 'not-yet-published',
    titleBg: 'Бъдеща',
    titleEn: 'Future',
    summaryBg: 'Бъдеща',
    summaryEn: 'Future',
    bodyBg: 'Текст',
    bodyEn: 'Text',
    publishedAt: new Date('2026-12-01T10:00:00Z'),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/news', () => {
  it('lists published articles newest first, a page at a time, in the caller language', async () => {
    const first = newsPageSchema.parse((await get('/api/news?browser-language=bg')).json());
    expect(first).toMatchObject({ page: 1, pageSize: 6, total: 6 });
    expect(first.items[0]).toMatchObject({
      slug: 'check-the-registration-number-before-paying',
      title: 'Проверете регистрационния номер, преди да платите',
    });
    const dates = first.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items.map((i) => i.slug)).not.toContain('not-yet-published');
    const en = newsPageSchema.parse((await get('/api/news?browser-language=en')).json());
    expect(en.items[0]!.title).toBe('Check the registration number before you pay');
    const second = newsPageSchema.parse((await get('/api/news?page=2')).json());
    expect(second).toMatchObject({ page: 2, total: 6, items: [] });
  });

  it('refuses a bad page number with a catalogue error', async () => {
    for (const page of ['0', 'x', '1.5']) {
      const res = await get(`/api/news?page=${page}&browser-language=en`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('page');
    }
  });

  it('answers one article, 404 for an unknown or unpublished one, 400 for a malformed slug', async () => {
    const euro = newsArticleSchema.parse(
      (await get('/api/news/vignettes-in-euro-from-1-january-2026?browser-language=en')).json(),
    );
    expect(euro.title).toBe('From 1 January 2026 vignettes are sold in euro');
    expect(euro.body).toContain('1.95583');
    const daily = newsArticleSchema.parse(
      (await get('/api/news/new-daily-vignette-from-3-february-2026')).json(),
    );
    expect(daily.body).toContain('4,09 €');
    for (const slug of ['no-such-article', 'not-yet-published']) {
      const missing = await get(`/api/news/${slug}?browser-language=bg`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0]).toMatchObject({
        code: 'content.newsNotFound',
        message: 'Няма такава новина',
      });
    }
    const bad = await get('/api/news/Bad_Slug!');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/announcements', () => {
  it('lists the active ones by default, the archived on request, newest first', async () => {
    const active = announcementListSchema.parse(
      (await get('/api/announcements?status=ACTIVE&browser-language=en')).json(),
    );
    expect(active).toHaveLength(3);
    expect(active[0]!.message).toContain('Trakia motorway');
    expect(active.every((a) => a.status === 'ACTIVE')).toBe(true);
    const byDefault = announcementListSchema.parse((await get('/api/announcements')).json());
    expect(byDefault.map((a) => a.id)).toEqual(active.map((a) => a.id));
    expect(byDefault[0]!.message).toMatch(/[а-я]/);
    const archived = announcementListSchema.parse(
      (await get('/api/announcements?status=ARCHIVED')).json(),
    );
    expect(archived).toHaveLength(1);
    const bad = await get('/api/announcements?status=DELETED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'validation.invalidEnum', field: 'status' });
  });
});

describe('GET /api/partners/public', () => {
  it('lists active sale partners and commissioners by name with their public fields only', async () => {
    const list = publicPartnerListSchema.parse((await get('/api/partners/public')).json());
    // 40 demo sale partners and commissioners, less one closed and one suspended; no toll customers
    expect(list).toHaveLength(38);
    expect(list.map((p) => p.name)).not.toContain('Закрит Партньор ЕООД');
    expect(list.map((p) => p.name)).toContain('Петрол'); // both: listed as a sale partner
    expect(list.find((p) => p.name === 'Петрол')?.partnerType).toBe('SALE_PARTNER');
    expect(list.map((p) => p.partnerType)).toEqual(
      expect.arrayContaining(['SALE_PARTNER', 'COMMISSIONER']),
    );
    const names = list.map((p) => p.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toHaveLength(names.length);
    expect(Object.keys(list[0]!).sort()).toEqual(['city', 'id', 'name', 'partnerType', 'website']);
  });

  it('gives English names and Latin-script cities to an English caller', async () => {
    const res = await get('/api/partners/public', { 'accept-language': 'en' });
    const list = publicPartnerListSchema.parse(res.json());
    expect(list).toHaveLength(38);
    const names = list.map((p) => p.name);
    expect(names).toContain('Shell Bulgaria'); // its registered English name
    expect(names).toContain('Goriva Yug AD'); // no English name: transliterated
    expect(list.map((p) => p.city)).toContain('Veliko Tarnovo');
    expect(JSON.stringify(list)).not.toMatch(/[а-яА-Я]/u);
  });
});
