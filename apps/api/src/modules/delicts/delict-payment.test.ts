import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import {
  BAD_EGN,
  EGN,
  OTHER_EGN,
  payDelicts,
  payDelictsForm,
  registerDelict,
  searchDelicts,
} from '../../test/delict-helpers';
import { readMail } from '../../test/identity-helpers';
import { pdfText } from '../../test/pdf-text';
import { APPROVED, consents, getSale, postResult, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Paying delicts through POST /purchasePayment and the gateway's result (spec §5, §9): the
 * wrong-plate acceptance, the owner check, the 14-day deadline, and one payment per delict even
 * when two payments race (on PostgreSQL with DATABASE_URL, on separate connections).
 */
const NOW = '2026-05-20T10:00:00Z';
const gateway = createCraftedGateway();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, gateway, mail: true });
});
afterAll(() => t.close());

const owner = (documentNumber: string, ownerId = EGN) => ({ documentNumber, ownerId });
const delictRow = async (documentNumber: string) =>
  (
    await queryRows<{
      status: string;
      paid_by_sale_item_id: string | null;
      paid_at: string | null;
    }>(
      t.database.db,
      sql`select status, paid_by_sale_item_id, paid_at from delicts
          where document_number = ${documentNumber}`,
    )
  )[0]!;
const errorsOf = (response: { json: () => { errors: unknown } }) => response.json().errors;

describe('refusals before any payment', () => {
  beforeAll(async () => {
    await registerDelict(t, { documentNumber: 'EF0000004001' }, 1);
    await registerDelict(t, { documentNumber: 'EF0000004002' }, 15);
    await registerDelict(t, { documentNumber: 'EF0000004003', status: 'EXPIRED' }, 2);
  });

  it('needs the acceptance that a fee for a mistyped plate is not refunded', async () => {
    const response = await payDelicts(t, [owner('EF0000004001')], { consents });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      {
        code: 'purchase.wrongPlateAcceptanceRequired',
        message:
          'You must accept that a fee paid for a wrongly typed registration number is not refundable',
        field: 'consents.wrongPlate',
      },
    ]);
  });

  it('answers an unknown document and a wrong owner alike', async () => {
    for (const draft of [owner('EF0000009999'), owner('EF0000004001', OTHER_EGN)]) {
      const response = await payDelicts(t, [draft]);
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)).toMatchObject([
        { code: 'delict.notFound', field: 'delicts.0.documentNumber' },
      ]);
    }
  });

  it('refuses a wrong EGN checksum, a duplicate and a delict past its deadline', async () => {
    const bad = await payDelicts(t, [owner('EF0000004001', BAD_EGN)]);
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toMatchObject([
      { code: 'delict.invalidOwnerId', field: 'delicts.0.ownerId' },
    ]);
    const twice = await payDelicts(t, [owner('EF0000004001'), owner('ef0000004001')]);
    expect(twice.statusCode).toBe(400);
    expect(errorsOf(twice)).toMatchObject([
      { code: 'delict.duplicateInCart', field: 'delicts.1.documentNumber' },
    ]);
    const late = await payDelicts(t, [
      owner('EF0000004001'),
      owner('EF0000004002'),
      owner('EF0000004003'),
    ]);
    expect(late.statusCode).toBe(409);
    expect(errorsOf(late)).toEqual([
      {
        code: 'delict.paymentDeadlineExpired',
        message: 'The payment deadline has expired. Please contact the Road Infrastructure Agency',
        field: 'delicts.1',
      },
      expect.objectContaining({ code: 'delict.paymentDeadlineExpired', field: 'delicts.2' }),
    ]);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sale_items where kind = 'DELICT'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('paying', () => {
  it('pays two delicts in one payment, priced from the stored amounts, and mails their PDFs', async () => {
    await registerDelict(t, { documentNumber: 'EF0000004101' }, 1);
    await registerDelict(t, {
      documentNumber: 'EF0000004102',
      vehicleClass: 'FROM_3_5_TO_12T',
      plate: 'CO1122HH',
    });
    const form = await payDelictsForm(t, [owner('EF0000004101'), owner('EF0000004102')], {
      email: 'payer@example.bg',
    });
    expect(form.total.price).toEqual({ amount: 113, minor: 11300, currency: 'EUR' });
    expect(form.total.currencyAmount).toEqual({ amountBGN: 221.01, amountEUR: 113 });
    // The bank's page names a violation, not a road toll (issue 32).
    expect(form.payment.fields.DESC).toMatch(/^(Road violation, order|Нарушение, поръчка) \d+$/);
    expect((await delictRow('EF0000004101')).status).toBe('SERVED');

    const back = await postResult(t, resultFor(gateway, form, APPROVED));
    expect(back.headers.location).toBe(`/en/success?trans_id=${form.transId}`);
    const sale = await getSale(t, form.transId);
    expect(sale.status).toBe('ACTIVATED');
    expect(sale.items.map((i) => [i.kind, i.status, i.delictDocumentNumber, i.lpn])).toEqual([
      ['DELICT', 'ACTIVE', 'EF0000004101', 'CB4321KM'],
      ['DELICT', 'ACTIVE', 'EF0000004102', 'CO1122HH'],
    ]);
    expect(sale.items[0]?.description).toBe('Compensatory fee, document No. EF0000004101');
    const paid = await delictRow('EF0000004101');
    expect(paid.status).toBe('PAID');
    expect(paid.paid_by_sale_item_id).toBe(sale.items[0]!.id);

    const found = await searchDelicts(t, { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN });
    expect(found.body.delicts.find((d) => d.documentNumber === 'EF0000004101')).toMatchObject({
      status: 'PAID',
      payable: false,
      notPayableReason: { code: 'delict.alreadyPaid' },
      paidAt: '2026-05-20T10:00:00.000Z',
    });
    const again = await payDelicts(t, [owner('EF0000004101')]);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toMatchObject([{ code: 'delict.alreadyPaid', field: 'delicts.0' }]);

    const mail = await readMail((await t.mailbox!.waitFor('payer@example.bg')).raw);
    expect(mail.text).toContain('Compensatory fee, document No. EF0000004101');
    expect(mail.text).toContain(
      'https://toll.test/api/generate-pdf-compensatory-fee?delict_document_number=EF0000004101',
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'delict-EF0000004101.pdf',
      'delict-EF0000004102.pdf',
    ]);
    const attached = pdfText(mail.attachments[0]!.content);
    expect(attached).toContain('EF0000004101');
    expect(attached).toContain('Платено');
  });

  it('lets exactly one of racing payments pay a delict and refunds every other in full', async () => {
    await registerDelict(t, { documentNumber: 'EF0000004201' }, 1);
    const buyers = 6;
    const forms = await Promise.all(
      Array.from({ length: buyers }, () => payDelictsForm(t, [owner('EF0000004201')])),
    );
    const results = forms.map((form) => resultFor(gateway, form, APPROVED));
    // Every approval (and a replay of each) arrives at once.
    const answers = await Promise.all(
      [...results, ...results].map((fields) => postResult(t, fields)),
    );
    expect(answers.every((a) => a.statusCode === 303)).toBe(true);
    const sales = await Promise.all(forms.map((form) => getSale(t, form.transId)));
    const winners = sales.filter((s) => s.status === 'ACTIVATED');
    const losers = sales.filter((s) => s.status === 'ACTIVATION_FAILED');
    expect([winners.length, losers.length]).toEqual([1, buyers - 1]);
    expect((await delictRow('EF0000004201')).paid_by_sale_item_id).toBe(winners[0]!.items[0]!.id);
    for (const loser of losers) {
      expect(loser.items[0]).toMatchObject({
        status: 'ACTIVATION_FAILED',
        failure: 'This violation has already been paid',
      });
      expect(loser.refund).toMatchObject({ status: 'PENDING', price: { minor: 3600 } });
    }
    const reversals = await queryRows<{ sale_id: string; amount_minor: number }>(
      t.database.db,
      sql`select sale_id, amount_minor from payment_reversals
          where sale_id in (${sql.join(
            forms.map((form) => sql`${form.transId}`),
            sql`, `,
          )})`,
    );
    expect(reversals.map((r) => r.sale_id).sort()).toEqual(losers.map((s) => s.transId).sort());
    expect(reversals.every((r) => r.amount_minor === 3600)).toBe(true);
  });

  it('refunds only the delict when a vignette of the same sale is issued', async () => {
    await registerDelict(t, { documentNumber: 'EF0000004301' }, 1);
    const first = await payDelictsForm(t, [owner('EF0000004301')]);
    const mixed = await payDelictsForm(t, [owner('EF0000004301')], {
      vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'CB4321KM' }],
    });
    expect(mixed.total.price.minor).toBe(767 + 3600);
    await postResult(t, resultFor(gateway, first, APPROVED));
    await postResult(t, resultFor(gateway, mixed, APPROVED));
    const sale = await getSale(t, mixed.transId);
    expect(sale.status).toBe('PARTIALLY_ACTIVATED');
    expect(sale.items.map((i) => [i.kind, i.status])).toEqual([
      ['VIGNETTE', 'ACTIVE'],
      ['DELICT', 'ACTIVATION_FAILED'],
    ]);
    expect(sale.refund?.price.minor).toBe(3600);
  });

  it('honours a payment started within the deadline that is approved after it', async () => {
    // Served 14 days ago at 13:00 Sofia: the deadline is today 23:59:59 Sofia (20:59:59 UTC).
    await registerDelict(t, { documentNumber: 'EF0000004401' }, 14);
    t.clock.set('2026-05-20T20:55:00Z');
    const form = await payDelictsForm(t, [owner('EF0000004401')]);
    t.clock.set('2026-05-20T21:05:00Z');
    expect((await payDelicts(t, [owner('EF0000004401')])).statusCode).toBe(409);
    await postResult(t, resultFor(gateway, form, APPROVED));
    expect((await getSale(t, form.transId)).status).toBe('ACTIVATED');
    expect((await delictRow('EF0000004401')).status).toBe('PAID');
    t.clock.set(NOW);
  });

  it('refuses and refunds a delict the agency declared expired while the card was charged', async () => {
    await registerDelict(t, { documentNumber: 'EF0000004501' }, 1);
    const form = await payDelictsForm(t, [owner('EF0000004501')]);
    await t.database.db.execute(
      sql`update delicts set status = 'EXPIRED' where document_number = 'EF0000004501'`,
    );
    await postResult(t, resultFor(gateway, form, APPROVED));
    const sale = await getSale(t, form.transId);
    expect(sale.status).toBe('ACTIVATION_FAILED');
    expect(sale.items[0]?.failure).toMatch(/payment deadline has expired/);
    expect((await delictRow('EF0000004501')).status).toBe('EXPIRED');
  });
});
