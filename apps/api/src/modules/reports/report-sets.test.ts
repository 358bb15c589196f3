import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveryListSchema, reportRunSchema } from '@toll/contract/reports';
import { withFlags } from '@toll/domain/feature-flags';
import { notifications } from '../../db/schema/notifications';
import { partners } from '../../db/schema/partners';
import { queryRows } from '../../platform/db/database';
import { createMailer } from '../../platform/mail/mailer';
import { bearer, readMail, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { seedIssuedSale } from '../../test/report-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { issueMstsKey } from '../msts/keys';
import { issueChargingKey } from '../toll-charges/keys';
import { deliverReport, type DeliveryRuntime } from './delivery-worker';
import { createScheduledReports } from './scheduled-service';

/**
 * The scheduled report set beyond sales (issue #21 item 4): toll customers' toll transactions,
 * obligations and MSTS in their language and time zone, the five-day and twice-weekly schedules,
 * the accountants' report and the MSTS reports to customers (spec §7), each mailed once and logged.
 */
let t: TestApp;
let token = '';
let rt: DeliveryRuntime;
let sofiaHaulier = 0;
let utcHaulier = 0;
let salePartner = 0;
let haulierCustomerId = '';

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });
const deliveries = async (partnerId?: number) =>
  reportDeliveryListSchema.parse(
    (await call('GET', `/reports/deliveries${partnerId ? `?partnerId=${partnerId}` : ''}`)).json(),
  ).items;
const sendAll = async (partnerId?: number) => {
  for (const d of await deliveries(partnerId))
    if (d.status !== 'SENT') await deliverReport(rt, d.id);
};
const mailsTo = (address: string) =>
  Promise.all(
    t.mailbox!.messages.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw)),
  );
const clientOf = async (accountId: number) =>
  (
    await queryRows<{ id: number; customer_id: string }>(
      t.database.db,
      sql`select p.id, p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${accountId}`,
    )
  )[0]!;
async function sheetRows(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp({
    mail: true,
    now: '2026-03-16T08:00:00Z', // a Monday
    env: { FEATURE_FLAGS: 'MSTS=on' },
  });
  const accountant = await seedUser(t, { username: 'rs_accountant', roles: ['ROLE_ACCOUNTANT'] });
  token = await sessionToken(t, accountant.id);
  rt = {
    db: t.database.db,
    send: createMailer(t.mailbox!.url, 'reports@toll.test').send,
    storage: null,
    keysDir: '/nonexistent',
  };
  // two hauliers: a postpaid one in Sofia time (its MSTS contract), a prepaid one on UTC
  const postpaid = await seedTollContract(t, {
    plate: 'CA5005RS',
    accountType: 2,
    obligationPeriod: 'WEEKLY',
    duePaymentDays: 3,
    dueDaysCounter: 'CALENDAR',
    email: 'fleet-sofia@example.com',
  });
  const prepaid = await seedTollContract(t, { plate: 'CA6006RS', creditLimitEurMinor: 100_000 });
  await t.database.db.execute(
    sql`update accounts set has_msts_toll = true, notification_email = 'msts@example.com',
          credit_limit_eu_toll_eur_minor = 1000000 where id = ${postpaid}`,
  );
  const sofia = await clientOf(postpaid);
  sofiaHaulier = sofia.id;
  haulierCustomerId = sofia.customer_id;
  utcHaulier = (await clientOf(prepaid)).id;
  await t.database.db
    .update(partners)
    .set({ timeZone: 'UTC', lang: 'en' })
    .where(eq(partners.id, utcHaulier));
  await t.database.db.update(partners).set({ lang: 'bg' }).where(eq(partners.id, sofiaHaulier));
  // toll on Sunday 15 March 22:30 UTC: Monday the 16th in Sofia, still the 15th in UTC
  const charging = await issueChargingKey(t.database.db, 'test');
  const toll = (id: string, plate: string, exitAt: string, amountMinor: number) => ({
    transactionId: id,
    plate,
    segmentId: 'S-7',
    entryAt: new Date(Date.parse(exitAt) - 600_000).toISOString(),
    exitAt,
    km: 10,
    category: 'K3',
    emissionClass: 'EURO6',
    amountMinor,
    currency: 'EUR',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/toll-charging/transactions',
    headers: { 'x-api-key': charging },
    payload: {
      transactions: [
        toll('RS-1', 'CA5005RS', '2026-03-10T09:00:00Z', 1_500),
        toll('RS-2', 'CA5005RS', '2026-03-12T09:00:00Z', 2_500),
        toll('RS-3', 'CA6006RS', '2026-03-15T22:30:00Z', 700),
      ],
    },
  });
  expect(res.json()).toMatchObject({ posted: 3 });
  const msts = (await issueMstsKey(t.database.db, 'test')).key;
  const mstsRes = await t.app.inject({
    method: 'POST',
    url: '/api/msts/transactions',
    headers: { 'x-api-key': msts },
    payload: {
      transactions: ['AT-ASFINAG', 'AT-ASFINAG', 'HU-HUGO'].map((domain, i) => ({
        transactionId: `RS-M${i}`,
        haulierId: haulierCustomerId,
        plate: 'CA5005RS',
        vehicleCountry: 'BG',
        tollDomain: domain,
        entryPoint: 'A',
        entryAt: `2026-02-1${i}T08:00:00Z`,
        exitPoint: 'B',
        exitAt: `2026-02-1${i}T09:00:00Z`,
        netMinor: 10_000,
        vatMinor: 2_000,
        currency: 'EUR',
        billed: i === 0,
      })),
    },
  });
  expect(mstsRes.json()).toMatchObject({ booked: 3 });
  // a sale partner with sales on two days
  const partner = await seedPartner(t, { lang: 'en' });
  salePartner = partner.id;
  await seedPointsOfSale(t, salePartner, [811]);
  for (const at of ['2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z', '2026-03-11T10:00:00Z'])
    await seedIssuedSale(t.database.db, { at, posId: 811, channel: 'office' });
}, 120_000);
afterAll(() => t?.close());

describe('which partner takes which report', () => {
  it('refuses a toll report for a sale partner and a sales report for a haulier', async () => {
    const wrong = await call('POST', '/reports/subscriptions', {
      partnerId: salePartner,
      reportType: 'TOLL_TRANSACTIONS',
      schedule: 'DAILY',
      byEmail: true,
      email: 'x@example.com',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'report.typeNotForPartner',
      field: 'reportType',
    });
    const other = await call('POST', '/reports/subscriptions', {
      partnerId: sofiaHaulier,
      reportType: 'SALES_BY_DAY',
      schedule: 'DAILY',
      byEmail: true,
      email: 'x@example.com',
    });
    expect(other.statusCode).toBe(422);
  });
});

describe("a haulier's reports in its language and time zone", { timeout: 60_000 }, () => {
  it('gives the UTC haulier its Sunday toll in the report of the 15th, timed in UTC', async () => {
    for (const reportType of ['TOLL_TRANSACTIONS'])
      expect(
        (
          await call('POST', '/reports/subscriptions', {
            partnerId: utcHaulier,
            reportType,
            schedule: 'DAILY',
            format: 'xlsx',
            byEmail: true,
            email: 'fleet-utc@example.com',
          })
        ).statusCode,
      ).toBe(201);
    // at 08:00 UTC on the 16th it is the 16th in UTC too: the 15th is due
    const run = reportRunSchema.parse(
      (await call('POST', '/send/reports/bypartnerservice', { partnerIds: [utcHaulier] })).json(),
    );
    expect(run.deliveries).toBe(1);
    await sendAll(utcHaulier);
    const [mail] = await mailsTo('fleet-utc@example.com');
    expect(mail!.subject).toBe('Toll transactions: 2026-03-15 to 2026-03-15');
    const rows = await sheetRows(mail!.attachments[0]!.content);
    expect(rows[0]).toContain('Exit');
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['RS-3', 'CA6006RS', '15.03.2026 22:30:00 UTC', 'booked']),
    );
  });

  it('sends the Sofia haulier its obligations and MSTS weekly, in Bulgarian; nothing twice', async () => {
    for (const reportType of ['TOLL_OBLIGATIONS', 'MSTS_SUMMARY'])
      expect(
        (
          await call('POST', '/reports/subscriptions', {
            partnerId: sofiaHaulier,
            reportType,
            schedule: reportType === 'MSTS_SUMMARY' ? 'MONTHLY' : 'WEEKLY',
            format: 'csv',
            byEmail: true,
            email: 'fleet-sofia@example.com',
          })
        ).statusCode,
      ).toBe(201);
    const run = reportRunSchema.parse(
      (
        await call('POST', '/send/reports/bypartnerservice', {
          partnerIds: [sofiaHaulier],
          date: '2026-03-16',
        })
      ).json(),
    );
    expect(run.deliveries).toBe(1); // the weekly obligations; the monthly MSTS is due on the 1st
    const monthly = reportRunSchema.parse(
      (
        await call('POST', '/send/reports/bypartnerservice', {
          partnerIds: [sofiaHaulier],
          date: '2026-03-01',
        })
      ).json(),
    );
    expect(monthly.deliveries).toBe(1);
    await sendAll(sofiaHaulier);
    await sendAll(sofiaHaulier); // a second pass sends nothing
    const mails = await mailsTo('fleet-sofia@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Задължения по периоди (следплатени): от 2026-03-09 до 2026-03-15',
      'Международно тол таксуване (MSTS), обобщено: от 2026-02-01 до 2026-02-28',
    ]);
    const obligations = mails
      .find((m) => m.subject.startsWith('Задължения'))!
      .attachments[0]!.content.toString('utf8');
    expect(obligations).toContain('Падеж');
    // the week 9–15 March, due 3 calendar days later (18 March), two transactions 40.00 EUR
    expect(obligations).toMatch(/2026-03-09,2026-03-15,2026-03-18,2,40\.00,EUR/);
    const summary = mails
      .find((m) => m.subject.includes('MSTS'))!
      .attachments[0]!.content.toString('utf8');
    // AT: 2 × (100.00 + 20.00 + 1.50), one billed; HU: 1 × 121.50
    expect(summary).toMatch(/AT-ASFINAG,2,200\.00,40\.00,3\.00,243\.00,121\.50,121\.50,EUR/);
    expect(summary).toMatch(/HU-HUGO,1,100\.00,20\.00,1\.50,121\.50,121\.50,0\.00,EUR/);
    // each mailed report is in the notification log
    const logged = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'scheduledReport'));
    expect(
      logged.filter((n) => n.receiver === 'fleet-sofia@example.com').map((n) => n.status),
    ).toEqual(['SENT', 'SENT']);
  });

  it('skips the MSTS reports while international toll is off', async () => {
    const off = createScheduledReports({
      db: t.database.db,
      clock: t.clock,
      jobs: t.jobs,
      flags: withFlags({ MSTS: false }),
    });
    expect(await off.run({ date: '2026-04-01', partnerIds: [sofiaHaulier] })).toEqual({
      deliveries: 0,
      queued: 0,
      alreadySent: 0,
    });
  });
});

describe('the five-day and twice-weekly schedules', () => {
  it('are due the day after each period ends', async () => {
    for (const schedule of ['FIVE_DAY', 'TWICE_WEEKLY'])
      await call('POST', '/reports/subscriptions', {
        partnerId: salePartner,
        reportType: 'SALES_BY_DAY',
        schedule,
        format: 'csv',
        byEmail: true,
        email: `${schedule.toLowerCase()}@example.com`,
      });
    // Thursday 12 March: Mon–Wed is due (twice-weekly); the 11th: 6–10 March (five-day)
    const thursday = reportRunSchema.parse(
      (
        await call('POST', '/send/reports/bypartnerservice', {
          partnerIds: [salePartner],
          date: '2026-03-12',
        })
      ).json(),
    );
    const eleventh = reportRunSchema.parse(
      (
        await call('POST', '/send/reports/bypartnerservice', {
          partnerIds: [salePartner],
          date: '2026-03-11',
        })
      ).json(),
    );
    expect([thursday.deliveries, eleventh.deliveries]).toEqual([1, 1]);
    await sendAll(salePartner);
    const [twice] = await mailsTo('twice_weekly@example.com');
    expect(twice!.subject).toBe('Sales per day and product: 2026-03-09 to 2026-03-11');
    const csv = twice!.attachments[0]!.content.toString('utf8');
    expect(csv).toMatch(/2026-03-10,vignette,car-weekly,2,60.00,30.68/);
    expect(csv).toMatch(/2026-03-11,vignette,car-weekly,1,/);
    const [five] = await mailsTo('five_day@example.com');
    expect(five!.subject).toBe('Sales per day and product: 2026-03-06 to 2026-03-10');
  });
});

describe('reports on request (spec §7)', { timeout: 60_000 }, () => {
  it("mails the accountants' summary once per period and address", async () => {
    const res = await call(
      'GET',
      '/send/reports/accountant?from_date=2026-02-01&to_date=2026-03-16&email=books@toll.test&format=xlsx',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deliveries: 1, queued: 1, alreadySent: 0 });
    const again = await call(
      'GET',
      '/send/reports/accountant?from_date=2026-02-01&to_date=2026-03-16&email=BOOKS@toll.test&format=xlsx',
    );
    expect(again.json()).toEqual({ deliveries: 0, queued: 0, alreadySent: 1 });
    await sendAll();
    const [mail] = await mailsTo('books@toll.test');
    expect(mail!.subject).toBe('Summary for the accountants: 2026-02-01 to 2026-03-16');
    expect(mail!.text).toContain('Hello,');
    const rows = await sheetRows(mail!.attachments[0]!.content);
    expect(rows[0]).toEqual(['Day', 'Kind', 'Items', 'Amount BGN', 'Amount EUR']);
    expect(rows).toContainEqual(['2026-03-10', 'vignettes', 2, expect.any(String), '30.68']);
    expect(rows).toContainEqual(['2026-03-16', 'toll (Bulgaria)', 1, '13.69', '7.00']);
    expect(rows).toContainEqual([
      '2026-02-10',
      'international toll',
      1,
      expect.any(String),
      '121.50',
    ]);
    const bad = await call(
      'GET',
      '/send/reports/accountant?from_date=2026-03-10&to_date=2026-03-01',
    );
    expect(bad.json().errors[0]).toMatchObject({ code: 'report.periodOrder' });
  });

  it('mails each haulier its MSTS transactions of the month before, once', async () => {
    t.clock.set('2026-03-05T08:00:00Z');
    const res = await call('POST', '/send/reports/msts/customers', {});
    expect(res.json()).toEqual({ deliveries: 1, queued: 1, alreadySent: 0, withoutAddress: 0 });
    const again = await call('POST', '/send/reports/msts/customers', {});
    expect(again.json()).toMatchObject({ deliveries: 0, alreadySent: 1 });
    await sendAll(sofiaHaulier);
    const [mail] = await mailsTo('msts@example.com');
    expect(mail!.subject).toContain('2026-02-01');
    const rows = await sheetRows(mail!.attachments[0]!.content);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('Тол домейн');
    t.clock.set('2026-03-16T08:00:00Z');
  });
});
