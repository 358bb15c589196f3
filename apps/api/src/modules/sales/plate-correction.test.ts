import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlateCorrectionQuote } from '@toll/contract/plate-corrections';
import type { PurchasePaymentResponse, Sale } from '@toll/contract/sales';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import {
  APPROVED,
  consents,
  getSale,
  postResult,
  purchase,
  resultFor,
} from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedgerBalances } from '../ledger/posting';
import { createReceiptSender } from '../receipts/receipt-worker';

/**
 * Plate corrections (issue #38 item 2) on the real path: the check with the number and the
 * purchase's e-mail, the fee from the dated tariff, paid at the (crafted) card gateway through the
 * purchase's one path; then the public check finds the new plate and not the old one, a new receipt
 * goes out, the correction is recorded once (plate_corrections, audit_log) and listed for the
 * office; the counter takes one in cash. Refusals: a wrong address, 3 characters, a plate that has
 * a vignette of its own for the period, a second correction, after the start.
 */
const gateway = createCraftedGateway();
let t: TestApp;
let bought: Sale;
let number = '';
const EMAIL = 'driver@example.ro';
// a weekly vignette starting tomorrow at Sofia midnight (the test's clock is 2026-11-21 10:00 UTC)
const START = '2026-11-21T22:00:00.000Z';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'accept-language': 'en', ...headers },
    payload,
  });
const codes = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors.map((e) => e.code);
const publicCheck = async (plate: string) =>
  (await t.app.inject({ method: 'GET', url: `/check/vignette/plate/RO/${plate}` })).json<{
    ok: boolean;
    vignette: { vignetteNumber?: string } | null;
  }>();

async function buy(plate: string, email = EMAIL) {
  const form = await purchase(
    t,
    [{ productId: 'car-weekly', countryCode: 'RO', lpn: plate, activationDate: START }],
    { email, lang: 'en' },
  );
  await postResult(t, resultFor(gateway, form, APPROVED));
  return getSale(t, form.transId);
}

beforeAll(async () => {
  t = await createTestApp({ gateway });
  bought = await buy('B123ABD');
  number = bought.items[0]!.vignetteNumber!;
}, 120_000);
afterAll(() => t?.close());

describe('plate correction on the site', { timeout: 60_000 }, () => {
  it('checks it with the number and the purchase e-mail and answers the dated fee', async () => {
    const res = await post('/vignette/plate-correction/check', {
      vignetteNumber: number,
      email: 'DRIVER@example.ro',
      lpn: 'b123 abc',
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json<PlateCorrectionQuote>();
    expect(quote).toMatchObject({
      vignetteNumber: number,
      countryCode: 'RO',
      oldPlate: 'B123ABD',
      newPlate: 'B123ABC',
      fee: { price: { minor: 500, currency: 'EUR' } },
    });
    expect(quote.validity.from).toBe(START);
  });

  it('refuses a wrong address as an unknown number, and 3 changed characters', async () => {
    const wrong = await post('/vignette/plate-correction/check', {
      vignetteNumber: number,
      email: 'other@example.ro',
      lpn: 'B123ABC',
    });
    expect([wrong.statusCode, codes(wrong)]).toEqual([404, ['plateCorrection.notFound']]);
    const unknown = await post('/vignette/plate-correction/check', {
      vignetteNumber: '26112100000000',
      email: EMAIL,
      lpn: 'B123ABC',
    });
    expect(codes(unknown)).toEqual(['plateCorrection.notFound']);
    const three = await post('/vignette/plate-correction/check', {
      vignetteNumber: number,
      email: EMAIL,
      lpn: 'B123XYZ',
    });
    expect([three.statusCode, codes(three)]).toEqual([409, ['plateCorrection.tooManyCharacters']]);
  });

  it('refuses a plate that already has a vignette for the period (no overlap)', async () => {
    await buy('B123ABE', 'someone@example.ro');
    const res = await post('/vignette/plate-correction', {
      vignetteNumber: number,
      email: EMAIL,
      lpn: 'B123ABE',
      consents,
    });
    expect([res.statusCode, codes(res)]).toEqual([409, ['plateCorrection.overlap']]);
  });

  it('pays the fee by card; the old plate stops and the new one checks valid at once', async () => {
    expect((await publicCheck('B123ABD')).vignette?.vignetteNumber).toBe(number);
    const res = await post('/vignette/plate-correction', {
      vignetteNumber: number,
      email: EMAIL,
      lpn: 'B123ABC',
      consents,
    });
    expect(res.statusCode).toBe(200);
    const form = res.json<PurchasePaymentResponse>();
    expect(form.total.price).toMatchObject({ minor: 500, currency: 'EUR' });
    const back = await postResult(t, resultFor(gateway, form, APPROVED));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('/en/success?trans_id=');
    const sale = await getSale(t, form.transId);
    expect(sale.status).toBe('ACTIVATED');
    expect(sale.items[0]).toMatchObject({
      kind: 'PLATE_CORRECTION',
      status: 'ACTIVE',
      lpn: 'B123ABC',
      vignetteNumber: number,
      description: `Plate correction of e-vignette ${number}`,
    });
    expect((await publicCheck('B123ABD')).vignette).toBeNull();
    expect((await publicCheck('B123ABC')).vignette?.vignetteNumber).toBe(number);
    // the check page's look-up by number shows the new plate
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/vignette/validateapi/?vignetteNumber=${number}`,
      headers: { 'accept-language': 'en' },
    });
    expect(byNumber.body).toContain('B123ABC');
    // recorded once, audited, booked as a service fee, and the ledger balances
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select old_plate, new_plate, channel, actor_user_id from plate_corrections`,
    );
    expect(row).toEqual({
      old_plate: 'B123ABD',
      new_plate: 'B123ABC',
      channel: 'site',
      actor_user_id: null,
    });
    const audit = await queryRows<{ before: unknown; after: { plate: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'vignette.plateCorrected'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ plate: 'B123ABD' });
    expect(audit[0]!.after.plate).toBe('B123ABC');
    const journals = await queryRows<{ type: string }>(
      t.database.db,
      sql`select j.type from ledger_transactions j where j.business_key = ${`sale-item-${sale.items[0]!.id}`}`,
    );
    expect(journals).toEqual([{ type: 'SERVICE_FEE' }]);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('mails a new receipt with the corrected vignette', async () => {
    const sent: { to: string; text: string; attachments?: unknown[] }[] = [];
    const sender = createReceiptSender({
      db: t.database.db,
      clock: t.clock,
      publicBaseUrl: 'https://toll.test',
      mailer: {
        send: async (mail) => {
          sent.push(mail as never);
        },
      },
    });
    const [sale] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select s.id from sales s join sale_items i on i.sale_id = s.id
          where i.kind = 'PLATE_CORRECTION'`,
    );
    expect(await sender.send(sale!.id)).toBe('sent');
    expect(sent[0]!.to).toBe(EMAIL);
    expect(sent[0]!.text).toContain('B123ABC');
    expect(sent[0]!.text).toContain(number);
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.text).not.toContain('/plate-correction?');
    // the vignette's own receipt links the correction
    expect(await sender.send(bought.transId)).toBe('sent');
    expect(sent[1]!.text).toContain(
      `https://toll.test/en/plate-correction?vignetteNumber=${number}`,
    );
  });

  it('keeps the no-overlap constraint when the new plate got a vignette before the fee was paid', async () => {
    const own = await buy('CJ20AAA');
    const ordered = await post('/vignette/plate-correction', {
      vignetteNumber: own.items[0]!.vignetteNumber!,
      email: EMAIL,
      lpn: 'CJ20AAB',
      consents,
    });
    expect(ordered.statusCode).toBe(200);
    // meanwhile someone buys a vignette for the corrected plate and the same period
    await buy('CJ20AAB', 'other@example.ro');
    const form = ordered.json<PurchasePaymentResponse>();
    await postResult(t, resultFor(gateway, form, APPROVED));
    const sale = await getSale(t, form.transId);
    expect(sale.status).toBe('ACTIVATION_FAILED');
    expect(sale.items[0]).toMatchObject({
      status: 'ACTIVATION_FAILED',
      failure: 'The corrected plate already has a vignette for this period',
    });
    // the fee goes back, and the vignette keeps its plate
    const refunds = await queryRows<{ reason: string; amount_minor: number }>(
      t.database.db,
      sql`select reason, amount_minor from payment_reversals where sale_id = ${form.transId}`,
    );
    expect(refunds).toEqual([{ reason: 'ACTIVATION_FAILED', amount_minor: 500 }]);
    expect((await publicCheck('CJ20AAA')).vignette?.vignetteNumber).toBe(
      own.items[0]!.vignetteNumber,
    );
  });

  it('corrects once only', async () => {
    const again = await post('/vignette/plate-correction/check', {
      vignetteNumber: number,
      email: EMAIL,
      lpn: 'B123ABD',
    });
    expect([again.statusCode, codes(again)]).toEqual([409, ['plateCorrection.alreadyCorrected']]);
  });

  it('refuses after the start', async () => {
    const other = await buy('CJ77XYZ');
    t.clock.set('2026-11-22T09:00:00Z');
    try {
      const late = await post('/vignette/plate-correction/check', {
        vignetteNumber: other.items[0]!.vignetteNumber!,
        email: EMAIL,
        lpn: 'CJ77XYY',
      });
      expect(codes(late)).toEqual(['plateCorrection.alreadyStarted']);
    } finally {
      t.clock.set('2026-11-21T10:00:00Z');
    }
  });
});

describe('plate correction at the counter and in the office', { timeout: 60_000 }, () => {
  it('a cashier corrects a caller’s plate for cash; the office list shows both corrections', async () => {
    const partner = (await seedPartner(t)).id;
    await seedPointsOfSale(t, partner, [801], false);
    const cashier = await seedUser(t, {
      username: 'pc_cashier',
      partnerId: partner,
      roles: ['ROLE_VIGNETTE_USER'],
      posIds: [801],
    });
    const token = await sessionToken(t, cashier.id);
    const caller = await buy('CJ10AAA', 'caller@example.ro');
    // the counter's quote names the new plate and the fee, nothing sold
    const quote = await post(
      '/counter-sales/quote',
      { plateCorrections: [{ vignetteNumber: caller.items[0]!.vignetteNumber!, lpn: 'CJ10AAB' }] },
      bearer(token),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().items[0]).toMatchObject({
      kind: 'PLATE_CORRECTION',
      lpn: 'CJ10AAB',
      price: { minor: 500, currency: 'EUR' },
    });
    const res = await post(
      '/counter-sales',
      {
        posId: 801,
        paymentMethod: 'CASH',
        plateCorrections: [{ vignetteNumber: caller.items[0]!.vignetteNumber!, lpn: 'CJ10AAB' }],
      },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Sale>().items[0]).toMatchObject({ kind: 'PLATE_CORRECTION', lpn: 'CJ10AAB' });
    expect((await publicCheck('CJ10AAB')).vignette?.vignetteNumber).toBe(
      caller.items[0]!.vignetteNumber,
    );

    const accountant = await seedUser(t, { username: 'pc_accountant', roles: ['ROLE_ACCOUNTANT'] });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/plate-corrections?from=2026-11-21&to=2026-11-21',
      headers: bearer(await sessionToken(t, accountant.id)),
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<{
      items: { newPlate: string; channel: string; actor: string | null }[];
    }>().items;
    expect(items.map((i) => [i.newPlate, i.channel, i.actor])).toEqual([
      ['CJ10AAB', 'office', 'pc_cashier'],
      ['B123ABC', 'site', null],
    ]);
    // the vignette's record history shows the correction with the plates before and after
    const [corrected] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from vignettes where plate = 'B123ABC'`,
    );
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/history/vignette/${corrected!.id}`,
      headers: bearer(await sessionToken(t, accountant.id)),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      action: 'vignette.plateCorrected',
      actor: null,
      changes: expect.arrayContaining([{ field: 'plate', before: 'B123ABD', after: 'B123ABC' }]),
    });
    // the accountants' report counts the fees as their own kind
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/reports/aggregated?f_from=2026-11-21&f_to=2026-11-21&grouping=DAILY',
      headers: bearer(await sessionToken(t, accountant.id)),
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(JSON.stringify(report.json())).toContain('PLATE_CORRECTION');
    // the cashier is no reader of the office's list
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/plate-corrections?from=2026-11-21&to=2026-11-21',
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
