import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database';
import { readMail } from '../../test/identity-helpers';
import { payInSandbox, type SandboxBuyer } from '../../test/sandbox-browser';
import { getSale, postResult, purchase } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The whole purchase through the card-gateway sandbox that `npm start` uses: our signed form,
 * the sandbox's card and 3-D Secure pages, its signed result posted back through the "browser",
 * activation, the receipt mail; and the status checks for buyers who never come back.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), mail: true });
});
afterAll(() => t.close());

async function buyThroughSandbox(plates: string[], buyer: SandboxBuyer = {}) {
  const form = await purchase(
    t,
    plates.map((lpn) => ({ productId: 'car-weekly', countryCode: 'BG', lpn })),
    { email: `${plates[0]!.toLowerCase()}@example.bg`, lang: 'en' },
  );
  const run = await payInSandbox(t.app, form.payment, buyer);
  return { form, run };
}

const attemptOf = async (transId: string) =>
  (
    await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from payment_attempts where sale_id = ${transId}`,
    )
  )[0]!.id;

describe('buying through the sandbox gateway', () => {
  it('pays two vignettes in one payment, activates them and mails one receipt with two PDFs', async () => {
    const { form, run } = await buyThroughSandbox(['SB1000AA', 'SB1001AA']);
    expect(run.ended).toBe('result');
    if (run.ended !== 'result') return;
    expect(run.backref).toBe('https://toll.test/api/payments/borica/return');
    const back = await postResult(t, run.fields);
    expect(back.headers.location).toBe(`/en/success?trans_id=${form.transId}`);
    const sale = await getSale(t, form.transId);
    expect(sale.status).toBe('ACTIVATED');
    expect(sale.items.every((item) => item.vignetteNumber !== null)).toBe(true);

    await expect
      .poll(() => t.mailbox!.messages.filter((m) => m.to.includes('sb1000aa@example.bg')).length)
      .toBe(1);
    const raw = t.mailbox!.messages.find((m) => m.to.includes('sb1000aa@example.bg'))!;
    const mail = await readMail(raw.raw);
    expect(mail.attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      'application/pdf',
    ]);
    expect(mail.text).toContain(sale.items[0]!.vignetteNumber!);
  });

  it('a declined card and a failed 3-D Secure code issue nothing', async () => {
    for (const buyer of [
      { card: 'other', otherNumber: '4000 0000 0000 0002' },
      { otp: '000000' },
    ] as SandboxBuyer[]) {
      const plate = buyer.otp ? 'SB2001AA' : 'SB2000AA';
      const { form, run } = await buyThroughSandbox([plate], buyer);
      if (run.ended !== 'result') throw new Error('the sandbox posted no result');
      const back = await postResult(t, run.fields);
      expect(back.headers.location).toBe(`/en/failed-transaction?trans_id=${form.transId}`);
      const sale = await getSale(t, form.transId);
      expect(sale.status).toBe('PAYMENT_FAILED');
      expect(sale.payment?.message).toBeTruthy();
    }
  });

  it('a result lost on the way back is found by the status check, and so is an abandoned page', async () => {
    const lost = await buyThroughSandbox(['SB3000AA'], { outcome: 'timeout' });
    expect(lost.run.ended).toBe('page');
    const abandoned = await buyThroughSandbox(['SB3001AA'], { stopOn: 'card' });
    expect(abandoned.run.ended).toBe('page');

    // Early: the lost one is already approved at the gateway; the open page is still in progress.
    await t.sales.paymentJobs.checkStatus(await attemptOf(lost.form.transId));
    await t.sales.paymentJobs.checkStatus(await attemptOf(abandoned.form.transId));
    expect((await getSale(t, lost.form.transId)).status).toBe('ACTIVATED');
    expect((await getSale(t, abandoned.form.transId)).status).toBe('PAYMENT_UNKNOWN');

    // After the gateway's window the open page is final: nothing was paid.
    t.clock.advance(17 * 60_000);
    await t.sales.paymentJobs.checkStatus(await attemptOf(abandoned.form.transId));
    const sale = await getSale(t, abandoned.form.transId);
    expect(sale.status).toBe('PAYMENT_FAILED');
  });

  it('refunds a vignette bought meanwhile through the sandbox (no transaction held over the call)', async () => {
    const first = await buyThroughSandbox(['SB4000AA']);
    const second = await buyThroughSandbox(['SB4000AA']);
    if (first.run.ended !== 'result' || second.run.ended !== 'result') throw new Error('no result');
    await postResult(t, first.run.fields);
    const back = await postResult(t, second.run.fields);
    expect(back.headers.location).toBe(`/en/failed-activation?trans_id=${second.form.transId}`);
    const [reversal] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from payment_reversals where sale_id = ${second.form.transId}`,
    );
    await t.sales.paymentJobs.reverse(reversal!.id);
    const sale = await getSale(t, second.form.transId);
    expect(sale.refund?.status).toBe('DONE');
    expect(sale.items[0]?.refunded).toBe(true);
  });
});
