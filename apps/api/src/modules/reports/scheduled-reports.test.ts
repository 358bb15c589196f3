import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveryListSchema, reportRunSchema } from '@toll/contract/reports';
import { partners } from '../../db/schema/partners';
import { createMailer } from '../../platform/mail/mailer';
import { startLocalSftpServer, type LocalSftpServer } from '../../platform/sftp/local-sftp-server';
import { downloadFile } from '../../platform/sftp/sftp-upload';
import { bearer, readMail, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { seedIssuedSale } from '../../test/report-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverReport, startReportDeliveryWorker, type DeliveryRuntime } from './delivery-worker';

let t: TestApp;
let sftp: LocalSftpServer;
let root = '';
let token = '';
let rt: DeliveryRuntime;
let partnerId = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reports-sftp-'));
  sftp = await startLocalSftpServer({ root });
  t = await createTestApp({ mail: true, now: '2026-03-16T08:00:00Z' }); // a Monday
  const partner = await seedPartner(t, { lang: 'en', commissionBp: 250, sftpAllowed: true });
  partnerId = partner.id;
  await seedPointsOfSale(t, partnerId, [701]);
  // Sales in the week before (Sofia days 9–15 March) at the partner's POS.
  for (const day of ['09', '11', '15'])
    await seedIssuedSale(t.database.db, {
      at: `2026-03-${day}T10:00:00Z`,
      posId: 701,
      channel: 'office',
    });
  const accountant = await seedUser(t, { username: 's_accountant', roles: ['ROLE_ACCOUNTANT'] });
  token = await sessionToken(t, accountant.id);
  rt = {
    db: t.database.db,
    send: createMailer(t.mailbox!.url, 'reports@toll.test').send,
    storage: { host: sftp.host, port: sftp.port, username: sftp.username, password: sftp.password },
    keysDir: root,
  };
}, 60_000);
afterAll(async () => {
  await t.close();
  await sftp.close();
  await rm(root, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });
const deliveries = async () =>
  reportDeliveryListSchema.parse(
    (await call('GET', `/reports/deliveries?partnerId=${partnerId}`)).json(),
  ).items;

describe('scheduled reports to partners', () => {
  it('subscribes a partner; the run makes one delivery per channel and never twice', async () => {
    for (const body of [
      {
        reportType: 'SALES_BY_POS_PRODUCT',
        schedule: 'WEEKLY',
        format: 'xlsx',
        byEmail: false,
        bySftp: true,
      },
      {
        reportType: 'COMMISSIONS',
        schedule: 'WEEKLY',
        format: 'csv',
        byEmail: true,
        bySftp: false,
        email: 'acc@partner.bg',
      },
      {
        reportType: 'PAYMENTS',
        schedule: 'MONTHLY',
        format: 'csv',
        byEmail: true,
        email: 'acc@partner.bg',
      },
    ]) {
      const res = await call('POST', '/reports/subscriptions', { partnerId, ...body });
      expect(res.statusCode).toBe(201);
    }
    const again = await call('POST', '/reports/subscriptions', {
      partnerId,
      reportType: 'PAYMENTS',
      schedule: 'MONTHLY',
      email: 'x@partner.bg',
    });
    expect(again.statusCode).toBe(409);

    const run = reportRunSchema.parse(
      (await call('POST', '/send/reports/bypartnerservice', {})).json(),
    );
    expect(run).toEqual({ deliveries: 2, queued: 2, alreadySent: 0 }); // monthly is not due on the 16th
    const rerun = reportRunSchema.parse(
      (await call('POST', '/send/reports/bypartnerservice', {})).json(),
    );
    expect(rerun).toEqual({ deliveries: 0, queued: 0, alreadySent: 2 });
    const rows = await deliveries();
    expect(
      rows.map((d) => [d.reportType, d.channel, d.periodFrom, d.periodTo, d.status]).sort(),
    ).toEqual([
      ['COMMISSIONS', 'EMAIL', '2026-03-09', '2026-03-15', 'PENDING'],
      ['SALES_BY_POS_PRODUCT', 'SFTP', '2026-03-09', '2026-03-15', 'PENDING'],
    ]);
  });

  it('writes the file to SFTP (read back over SFTP) and mails the other, once', async () => {
    for (const d of await deliveries()) expect(await deliverReport(rt, d.id)).toBe('SENT');
    const rows = await deliveries();
    expect(rows.every((d) => d.status === 'SENT' && d.attempts === 1)).toBe(true);
    const sftpRow = rows.find((d) => d.channel === 'SFTP')!;
    const file = await downloadFile(rt.storage!, `/partner-${partnerId}/${sftpRow.fileName}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Point of sale');
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['T-701', 3]));
    // A second attempt of a sent row sends nothing.
    expect(await deliverReport(rt, sftpRow.id)).toBe('SKIPPED');
    const mails = t.mailbox!.messages.filter((m) => m.to.includes('acc@partner.bg'));
    expect(mails).toHaveLength(1);
    const mail = await readMail(mails[0]!.raw);
    expect(mail.subject).toBe('Commissions and obligations: 2026-03-09 to 2026-03-15');
    const csv = mail.attachments[0]!.content.toString('utf8');
    expect(csv).toContain('Commission EUR');
    expect(csv).toContain('2.50'); // 2.5 % of the partner's sales
  });

  it('retries a delivery after the SFTP server refused the login, logging the error', async () => {
    await call('GET', `/send/reports/partners?partner_id=${partnerId}&from_date=2026-03-14`);
    const row = (await deliveries()).find(
      (d) => d.channel === 'SFTP' && d.periodFrom === '2026-03-14',
    )!;
    expect(row.status).toBe('PENDING');
    sftp.refuseLogins = true;
    await expect(deliverReport(rt, row.id)).rejects.toThrow();
    let after = (await deliveries()).find((d) => d.id === row.id)!;
    expect([after.status, after.attempts]).toEqual(['FAILED', 1]);
    expect(after.lastError).toMatch(/auth/i);
    sftp.refuseLogins = false;
    // the queued job, run by the worker, delivers it
    await startReportDeliveryWorker(t.jobs, rt);
    for (let i = 0; i < 100 && after.status !== 'SENT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = (await deliveries()).find((d) => d.id === row.id)!;
    }
    expect([after.status, after.attempts, after.lastError]).toEqual(['SENT', 2, null]);
    expect(await readFile(path.join(root, `partner-${partnerId}`, row.fileName))).toBeTruthy();
  }, 60_000);

  it('runs only the SFTP deliveries on the storage call, and skips partners not receiving reports', async () => {
    await t.database.db
      .update(partners)
      .set({ receivesReports: false })
      .where(eq(partners.id, partnerId));
    const none = reportRunSchema.parse(
      (await call('POST', '/storage/send/reports/to-partners', { date: '2026-03-23' })).json(),
    );
    expect(none.deliveries).toBe(0);
    await t.database.db
      .update(partners)
      .set({ receivesReports: true })
      .where(eq(partners.id, partnerId));
    const sftpOnly = reportRunSchema.parse(
      (await call('POST', '/storage/send/reports/to-partners', { date: '2026-03-23' })).json(),
    );
    expect(sftpOnly.deliveries).toBe(1);
  });
});
