import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingRunResultSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  serviceFeePageSchema,
} from '@toll/contract/billing';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { postJournal, verifyLedgerBalances } from '../ledger/posting';
import { trialBalance } from '../ledger/reports';
import { sendInvoiceMail } from './invoice-mail';

let t: TestApp;
let demoInvoices = 0;
const tokens: Record<string, string> = {};
const as = (who: string) => bearer(tokens[who]!);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    reader: ['ROLE_CUSTOMERS_READ'],
    payments: ['ROLE_INVOICE_PAYMENTS'],
    cashier: ['ROLE_VIGNETTE_USER'],
  } as const)) {
    const user = await seedUser(t, { username: `b_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  // the demo's own fees and invoices (seeded for the day the demo was made) stay; its definitions
  // are switched off so that what the runs below bill does not depend on that day
  demoInvoices = (await invoices()).total;
  await t.database.db.execute(sql`update service_fee_definitions set active = false`);
});
afterAll(() => t.close());

const definition = (over: Record<string, unknown> = {}) => ({
  name: 'Абонамент',
  descriptionBg: 'Месечна такса за обслужване на договор',
  descriptionEn: 'Monthly contract service fee',
  amountMinor: 1000,
  period: 'MONTH',
  feeType: 'FIX',
  invoiceBasis: 'SERVICE',
  invoicingDay: 1,
  ...over,
});

async function run(date: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/service-fees/run',
    headers: as('accountant'),
    payload: { date },
  });
  expect(res.statusCode, res.body).toBe(200);
  return billingRunResultSchema.parse(res.json());
}

async function invoices(query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invoices?pageSize=500&sort=number&order=asc${query}`,
    headers: as('accountant'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return invoicePageSchema.parse(res.json());
}

async function detail(id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${id}`,
    headers: as('reader'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return invoiceDetailSchema.parse(res.json());
}

async function ledgerIsSound() {
  expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  const tb = await trialBalance(t.database.db, {
    from: new Date('2020-01-01'),
    to: new Date('2030-01-01'),
  });
  for (const total of tb.totals) expect(total.closingMinor).toBe(0);
}

describe('service fees and invoices', () => {
  it("has the demo's monthly fees invoiced for the day it was seeded", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-fees/definitions',
      headers: as('accountant'),
    });
    expect(res.json().map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['OBU – месечна такса', 'Поддръжка на сметка']),
    );
    expect(demoInvoices).toBeGreaterThan(0);
    const page = await invoices();
    expect(page.items.map((i) => i.number)).toEqual(
      page.items.map((_, n) => String(n + 1).padStart(10, '0')),
    );
    await ledgerIsSound();
  });

  it('defines fees (accountant only) and refuses a duplicate name', async () => {
    for (const payload of [
      definition(),
      definition({
        name: 'Бордови устройства',
        feeType: 'ACCOUNT_UNIT',
        amountMinor: 250,
        descriptionBg: 'Такса за превозно средство',
        descriptionEn: 'Per-vehicle fee',
      }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/service-fees/definitions',
        headers: as('accountant'),
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/service-fees/definitions',
      headers: as('accountant'),
      payload: definition(),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({ code: 'serviceFee.nameTaken', field: 'name' });
    const reader = await t.app.inject({
      method: 'POST',
      url: '/api/service-fees/definitions',
      headers: as('reader'),
      payload: definition({ name: 'x' }),
    });
    expect(reader.statusCode).toBe(403);
    const cashier = await t.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: as('cashier'),
    });
    expect(cashier.statusCode).toBe(403);
  });

  it('bills each active contract once, however often the run repeats, with gapless numbers', async () => {
    const first = await run('2026-11-15');
    expect(first.feesCreated).toBeGreaterThan(0);
    expect(first.invoicesIssued).toBeGreaterThan(0);
    const again = await run('2026-11-15');
    expect(again).toMatchObject({ feesCreated: 0, invoicesIssued: 0 });

    const page = await invoices();
    expect(page.total).toBe(demoInvoices + first.invoicesIssued);
    // 0000000001, 0000000002, … (the demo's first): no gap, no repeat
    expect(page.items.map((i) => i.number)).toEqual(
      page.items.map((_, n) => String(n + 1).padStart(10, '0')),
    );
    for (const i of page.items) {
      expect(i.grossMinor).toBe(i.netMinor + i.vatMinor);
      expect(i.vatMinor).toBe(Math.round(i.netMinor * 0.2));
    }
    // Per-vehicle fees: the first demo contract has six active vehicles → 6 × 2.50 + 10.00
    const fees = serviceFeePageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/service-fees?pageSize=500',
          headers: as('reader'),
        })
      ).json(),
    );
    const ours = fees.items.filter((f) =>
      ['Абонамент', 'Бордови устройства'].includes(f.definitionName),
    );
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((f) => f.invoiceNumber !== null)).toBe(true);
    expect(fees.items.some((f) => f.quantity === 6 && f.unitPriceMinor === 250)).toBe(true);
    await ledgerIsSound();
  });

  it('generates next month once within the days in advance', async () => {
    const result = await run('2026-11-20');
    expect(result.feesCreated).toBe(0); // November exists; December is 11 days ahead, not yet
    const ahead = await run('2026-11-21');
    expect(ahead.feesCreated).toBeGreaterThan(0); // December, 10 days ahead (10 in advance)
    expect(ahead.invoicesIssued).toBe(0); // invoiced on its invoicing day, 1 December
  });

  it('corrects an invoice by credit and debit notes, never beyond what it holds', async () => {
    const [invoice] = (await invoices('&f_documentType=INVOICE')).items;
    const before = await detail(invoice!.id);
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice!.id}/credit-note`,
      headers: as('accountant'),
      payload: {
        reason: 'Отстъпка',
        lines: [
          {
            descriptionBg: 'Отстъпка',
            descriptionEn: 'Discount',
            quantity: 1,
            unitPriceMinor: 500,
          },
        ],
      },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const after = await detail(invoice!.id);
    expect(after.creditableMinor).toBe(before.creditableMinor - 600);
    expect(after.related.map((r) => r.documentType)).toEqual(['CREDIT_NOTE']);

    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice!.id}/credit-note`,
      headers: as('accountant'),
      payload: {
        reason: 'Грешка',
        lines: [
          {
            descriptionBg: 'x',
            descriptionEn: 'x',
            quantity: 1,
            unitPriceMinor: after.creditableMinor,
          },
        ],
      },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0].code).toBe('invoice.creditExceeds');

    const onNote = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${credit.json().id}/debit-note`,
      headers: as('accountant'),
      payload: {
        reason: 'x',
        lines: [{ descriptionBg: 'x', descriptionEn: 'x', quantity: 1, unitPriceMinor: 1 }],
      },
    });
    expect(onNote.json().errors[0].code).toBe('invoice.notAnInvoice');

    // cancelling the invoice waits for its note; then both bookings are reversed
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice!.id}/cancel`,
      headers: as('accountant'),
      payload: { reason: 'Грешен получател' },
    });
    expect(blocked.json().errors[0].code).toBe('invoice.hasNotes');
    for (const id of [credit.json().id as number, invoice!.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/invoices/${id}/cancel`,
        headers: as('accountant'),
        payload: { reason: 'Грешен получател' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await detail(invoice!.id)).status).toBe('CANCELLED');
    // the invoice's and the note's bookings are reversed: they net to nothing on every account
    const net = await queryRows<{ total: string | number }>(
      t.database.db,
      sql`select a.kind, sum(e.amount_minor) as total from ledger_entries e
          join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where x.business_key in (${`invoice:${invoice!.id}`}, ${`invoice:${credit.json().id}`})
             or x.reverses_transaction_id in (select id from ledger_transactions
                  where business_key in (${`invoice:${invoice!.id}`}, ${`invoice:${credit.json().id}`}))
          group by a.kind`,
    );
    expect(net.length).toBeGreaterThan(1);
    for (const row of net) expect(Number(row.total)).toBe(0);
    // its fees are invoiced again by the next run, under the next number
    const rerun = await run('2026-11-25');
    expect(rerun.invoicesIssued).toBe(1);
    await ledgerIsSound();
  });

  it('keeps issued documents as issued (database)', async () => {
    const [invoice] = (await invoices()).items;
    for (const statement of [
      sql`update invoices set net_minor = 1 where id = ${invoice!.id}`,
      sql`delete from invoices where id = ${invoice!.id}`,
      sql`update invoices set status = 'ISSUED' where status = 'CANCELLED'`,
      sql`delete from invoice_lines where invoice_id = ${invoice!.id}`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(constraintViolation(error)?.constraint).toBe('invoices_immutable');
    }
  });

  it('is paid from the prepaid balance, or refused when it is not enough', async () => {
    const page = await invoices('&f_status=ISSUED&f_documentType=INVOICE');
    // the demo ledger tops up the first prepaid contracts by 200.00 and charges toll
    const prepaid = await queryRows<{ id: number }>(
      t.database.db,
      sql`select owner_id as id from ledger_accounts where kind = 'PREPAID_MAIN' order by owner_id`,
    );
    const ids = new Set(prepaid.map((p) => Number(p.id)));
    const payable = page.items.find((i) => ids.has(i.accountId))!;
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${payable.id}/pay`,
      headers: as('payments'),
      payload: { paymentType: 'SYSTEM' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await detail(payable.id)).status).toBe('PAID');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${payable.id}/pay`,
      headers: as('payments'),
      payload: { paymentType: 'SYSTEM' },
    });
    expect(twice.json().errors[0].code).toBe('invoice.notIssued');

    // a contract with no balance whose credit (its floor: zero plus the credit limit, kept by the
    // database) is used up by toll: the payment is refused
    const unfunded = page.items.find((i) => !ids.has(i.accountId) && i.currency === 'EUR')!;
    const [limit] = await queryRows<{ limit: string }>(
      t.database.db,
      sql`select credit_limit_bg_toll_eur_minor as limit from accounts where id = ${unfunded.accountId}`,
    );
    if (Number(limit!.limit) > 0)
      await postJournal(t.database.db, {
        type: 'TOLL',
        businessKey: `billing-test-credit-used-${unfunded.accountId}`,
        occurredAt: new Date(),
        lines: [
          {
            account: { kind: 'PREPAID_MAIN', ownerId: unfunded.accountId, currency: 'EUR' },
            amountMinor: Number(limit!.limit),
            currency: 'EUR',
          },
          {
            account: { kind: 'REVENUE_TOLL', currency: 'EUR' },
            amountMinor: -Number(limit!.limit),
            currency: 'EUR',
          },
        ],
      });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${unfunded.id}/pay`,
      headers: as('payments'),
      payload: { paymentType: 'SYSTEM' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('ledger.insufficientBalance');
    await ledgerIsSound();
  });

  it('is paid from a named bank payment: its share, suspense to the receivable, the line done', async () => {
    const page = await invoices('&f_status=ISSUED&f_documentType=INVOICE');
    const invoice = page.items.find((i) => i.currency === 'EUR')!;
    const due = (await detail(invoice.id)).creditableMinor;
    const euro = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/bank/statements',
      headers: as('accountant'),
      payload: {
        continuityReason: 'a test statement after the demo one',
        fileName: 'invoice-payment.mt940',
        content: [
          '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
          ':20:STMINV0001',
          ':25:BG80BNBG96611020345678',
          ':28C:00901/001',
          ':60F:C261125EUR10000,00',
          `:61:2611251125C${euro(due + 500)}NTRFNONREF//BNBINV0001`,
          // no reference: a line naming the invoice's number would pay it as it is read (bank tests)
          ':86:/NAME/PAYER LTD/REMI/Service fee payment',
          `:61:2611251125C${euro(due - 1)}NTRFNONREF//BNBINV0002`,
          ':86:/NAME/SHORT LTD/REMI/not enough',
          `:62F:C261125EUR${euro(1_000_000 + 2 * due + 499)}`,
          '-}',
        ].join('\n'),
      },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const candidates = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/bank-payments`,
      headers: as('payments'),
    });
    expect(candidates.statusCode, candidates.body).toBe(200);
    const [first] = candidates.json() as { paymentId: number; number: string; matches: boolean }[];
    expect(first).toMatchObject({ matches: false, undistributedMinor: due + 500 });
    const short = await queryRows<{ id: number }>(
      t.database.db,
      sql`select p.id from payments p join bank_transactions l on l.id = p.bank_transaction_id
          where l.remittance = 'not enough'`,
    );
    const pay = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/pay`,
        headers: as('payments'),
        payload,
      });
    const unnamed = await pay({ paymentType: 'BANK' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors[0]).toMatchObject({
      code: 'invoice.bankPaymentRequired',
      field: 'paymentId',
    });
    const tooSmall = await pay({ paymentType: 'BANK', paymentId: Number(short[0]!.id) });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().errors[0].code).toBe('invoice.bankPaymentTooSmall');
    const suspense = async () =>
      Number(
        (
          await queryRows<{ b: string }>(
            t.database.db,
            sql`select coalesce(sum(balance_minor), 0) as b from ledger_accounts
                where kind = 'SUSPENSE' and currency = 'EUR'`,
          )
        )[0]!.b,
      );
    const before = await suspense();
    const paid = await pay({ paymentType: 'BANK', paymentId: first!.paymentId });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await detail(invoice.id);
    expect(after).toMatchObject({
      status: 'PAID',
      paymentType: 'BANK',
      paymentNumber: first!.number,
    });
    expect(await suspense()).toBe(before + due);
    const shares = await queryRows<{
      target: string;
      amount_minor: string;
      invoice_number: string;
    }>(
      t.database.db,
      sql`select target, amount_minor, invoice_number from payment_distributions
          where payment_id = ${first!.paymentId}`,
    );
    expect(shares).toEqual([
      { target: 'INVOICE', amount_minor: expect.anything(), invoice_number: invoice.number },
    ]);
    expect(Number(shares[0]!.amount_minor)).toBe(due);
    // what is left of the payment (5.00) cannot pay another document of that size
    const other = page.items.find(
      (i) => i.currency === 'EUR' && i.id !== invoice.id && i.grossMinor > 500,
    );
    if (other) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/invoices/${other.id}/pay`,
        headers: as('payments'),
        payload: { paymentType: 'BANK', paymentId: first!.paymentId },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('invoice.bankPaymentTooSmall');
    }
    await ledgerIsSound();
  });

  it('renders the PDF in both languages and mails it with the PDF attached', async () => {
    const [invoice] = (await invoices()).items;
    for (const [lang, words] of [
      ['bg', ['Фактура', 'Данъчна основа', 'ЕИК', 'Дата на данъчното събитие']],
      ['en', ['Invoice', 'Tax base', 'UIC', 'Date of the taxable event']],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${invoice!.id}/pdf?lang=${lang}`,
        headers: as('reader'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const text = pdfText(res.rawPayload);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(invoice!.number);
    }
    const sent: { to: string; attachments?: { filename: string }[] }[] = [];
    await sendInvoiceMail(
      t.database.db,
      { send: async (mail) => void sent.push(mail) },
      {
        invoiceId: invoice!.id,
        to: 'billing@example.com',
      },
    );
    expect(sent[0]?.attachments?.[0]?.filename).toBe(`${invoice!.number}.pdf`);
    // and the notification log has it, once, as sent
    const logged = await queryRows<{ status: string; kind: string }>(
      t.database.db,
      sql`select status, kind from notifications where receiver = 'billing@example.com'`,
    );
    expect(logged).toEqual([{ status: 'SENT', kind: 'invoice' }]);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'numbers documents gaplessly under concurrency',
    async () => {
      const [invoice] = (await invoices('&f_status=ISSUED&f_documentType=INVOICE')).items;
      const before = (await invoices()).total;
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/api/invoices/${invoice!.id}/debit-note`,
            headers: as('accountant'),
            payload: {
              reason: 'Доначисляване',
              lines: [{ descriptionBg: 'x', descriptionEn: 'x', quantity: 1, unitPriceMinor: 100 }],
            },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
      const all = (await invoices()).items.map((i) => Number(i.number));
      expect(all).toHaveLength(before + 12);
      expect(all).toEqual(all.map((_, n) => n + 1));
    },
  );
});
