import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { sales } from '../../db/schema/sales';
import { createMailer } from '../../platform/mail/mailer';
import { readMail } from '../../test/identity-helpers';
import { pdfText } from '../../test/pdf-text';
import { testDatabaseKind } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANNUAL, WEEKLY, calculateQuote, seedSale } from './receipt-fixtures';
import { ReceiptBusyError, createReceiptSender, enqueueReceipt } from './receipt-worker';

let t: TestApp;
let mailer: ReturnType<typeof createMailer>;
let quote: Awaited<ReturnType<typeof calculateQuote>>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-28T10:00:00Z', mail: true });
  mailer = createMailer(t.mailbox!.url, t.config.mailFrom);
  quote = await calculateQuote(t, '2026-03-28T14:00:00+02:00');
});
afterAll(async () => {
  mailer.close();
  await t.close();
});

const mailsTo = (address: string) =>
  t.mailbox!.messages.filter((m) => m.to.includes(address)).length;
const sentAt = async (saleId: string) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, saleId)))[0]!.receiptSentAt;
const sender = (send = mailer.send) =>
  createReceiptSender({
    db: t.database.db,
    mailer: { send },
    clock: t.clock,
    publicBaseUrl: t.config.publicBaseUrl,
  });

const vignette = (number: string, plate: string, product = ANNUAL) => ({
  ...product,
  number,
  plate,
  validFrom: '2026-03-28T10:00:00Z',
  validUntil: product === ANNUAL ? '2027-03-27T22:00:00Z' : '2026-04-03T21:00:00Z',
});

describe('the receipt.send job', () => {
  it('mails one receipt in Bulgarian with one PDF per vignette and route pass', async () => {
    const seeded = await seedSale(t.database.db, {
      email: 'ivan@example.bg',
      lang: 'bg',
      vignettes: [
        vignette('26032800000011', 'СА1111АА'),
        vignette('26032800000029', 'СА2222АА', WEEKLY),
      ],
      routePasses: [
        { number: '00000101', plate: 'CB7777TT', quote, amountEur: 12345, amountBgn: 24145 },
      ],
    });
    const { sale } = seeded;
    await enqueueReceipt(t.jobs, t.database.db, sale.id);
    const mail = await readMail((await t.mailbox!.waitFor('ivan@example.bg')).raw);

    expect(mail.subject).toBe(`Разписка за покупка № ${sale.number}`);
    for (const expected of [
      'Е-винетка № 26032800000011: Годишна, Лек автомобил до 3,5 т',
      'Регистрационен номер: СА1111АА (България)',
      'Валидна от 28.03.2026 12:00:00 до 27.03.2027 23:59:59',
      'Цена: 49,60 € (97,01 лв.)',
      'Е-винетка № 26032800000029: Седмична',
      'Маршрутна карта № 00000101: София → Пловдив → Бургас',
      `https://toll.test/api/generatePdf?vignette_id=${seeded.vignettes[0]!.id}`,
      `https://toll.test/api/generate-pdf-route-pass?route_pass_id=${seeded.routePasses[0]!.id}`,
      'Обща сума: 180,72 € (353,46 лв.)',
      'RRN 612345678901, код за оторизация A1B2C3',
      'не е нужен стикер',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.html).toContain(`href="https://toll.test/api/generatePdf?vignette_id=`);

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['e-vignette-26032800000011.pdf', 'application/pdf'],
      ['e-vignette-26032800000029.pdf', 'application/pdf'],
      ['route-pass-00000101.pdf', 'application/pdf'],
    ]);
    expect(pdfText(mail.attachments[0]!.content)).toContain('26032800000011');
    expect(pdfText(mail.attachments[1]!.content)).toContain('СА2222АА');
    expect(pdfText(mail.attachments[2]!.content)).toContain('Маршрутна карта / Route pass');
    expect(await sentAt(sale.id)).toEqual(t.clock.now());
    expect(mailsTo('ivan@example.bg')).toBe(1);
  });

  it('writes in English for an English sale and says when some items were not activated', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'jane@example.com',
      lang: 'en',
      state: 'PARTIALLY_ACTIVATED',
      vignettes: [vignette('26032800000037', 'B1234XY')],
    });
    await enqueueReceipt(t.jobs, t.database.db, sale.id);
    const mail = await readMail((await t.mailbox!.waitFor('jane@example.com')).raw);
    expect(mail.subject).toBe(`Receipt for purchase No. ${sale.number}`);
    for (const expected of [
      'E-vignette No. 26032800000037: Annual, Car up to 3.5 t',
      'Licence plate: B1234XY (Bulgaria)',
      'Price: €49.60 (BGN 97.01)',
      'could not be activated',
      'Payment reference: order',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.attachments).toHaveLength(1);
  });

  it('writes to a Turkish buyer in Turkish (issue 38): texts, money and the country name', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'mehmet@example.com.tr',
      lang: 'tr',
      vignettes: [vignette('26032800000096', '34ABC123')],
    });
    await enqueueReceipt(t.jobs, t.database.db, sale.id);
    const mail = await readMail((await t.mailbox!.waitFor('mehmet@example.com.tr')).raw);
    expect(mail.subject).toBe(`${sale.number} numaralı satın alma için makbuz`);
    for (const expected of [
      '26032800000096 numaralı e-vinyet: Yıllık, 3,5 tona kadar otomobil',
      'Plaka: 34ABC123 (Bulgaristan)',
      'Fiyat: 49,60 € (97,01 BGN)',
      'etiket gerekmez',
    ])
      expect(mail.text).toContain(expected);
  });

  it('speaks of stickers only when the sale has a vignette (issue 32)', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'haulier@example.bg',
      lang: 'bg',
      routePasses: [
        { number: '00000102', plate: 'CB7778TT', quote, amountEur: 12345, amountBgn: 24145 },
      ],
    });
    await enqueueReceipt(t.jobs, t.database.db, sale.id);
    const mail = await readMail((await t.mailbox!.waitFor('haulier@example.bg')).raw);
    expect(mail.text).toContain('Документите са приложени към това писмо като PDF файлове.');
    expect(mail.text).not.toContain('стикер');
    expect(mail.text).not.toContain('Е-винетката');
  });

  it('sends once when run twice, at once or after a restart', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'twice@example.bg',
      lang: 'bg',
      vignettes: [vignette('26032800000045', 'СА4545АА')],
    });
    const first = sender();
    const outcomes = await Promise.allSettled([first.send(sale.id), sender().send(sale.id)]);
    const sent = outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'sent');
    expect(sent).toHaveLength(1);
    expect(await first.send(sale.id)).toBe('already-sent');
    expect(await sender().send(sale.id)).toBe('already-sent');
    expect(mailsTo('twice@example.bg')).toBe(1);
  });

  it('makes a second worker back off while the first is talking to the mail server', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'slow@example.bg',
      lang: 'bg',
      vignettes: [vignette('26032800000088', 'СА8888АА')],
    });
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = sender(async (mail) => {
      entered();
      await gate;
      await mailer.send(mail);
    });
    const first = slow.send(sale.id);
    await inside;
    const second = sender()
      .send(sale.id)
      .then(
        (outcome) => outcome,
        (error: unknown) => error,
      );
    // PostgreSQL: the lock is taken, so the second gives up at once (the queue retries it).
    // PGlite: one connection, so the second waits for the first transaction and finds the mark.
    if (testDatabaseKind === 'postgres') expect(await second).toBeInstanceOf(ReceiptBusyError);
    release();
    expect(await first).toBe('sent');
    if (testDatabaseKind === 'pglite') expect(await second).toBe('already-sent');
    expect(mailsTo('slow@example.bg')).toBe(1);
  });

  it('leaves the receipt unmarked when the mail server fails, so the retry sends it', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'retry@example.bg',
      lang: 'bg',
      vignettes: [vignette('26032800000053', 'СА5353АА')],
    });
    const failing = sender(async () => {
      throw new Error('421 service not available');
    });
    await expect(failing.send(sale.id)).rejects.toThrow('421');
    expect(await sentAt(sale.id)).toBeNull();
    // the notification log has the failure, with its error and a way to send it again
    const logRow = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.sourceKey, `receipt:${sale.id}`))
      )[0]!;
    expect(await logRow()).toMatchObject({
      status: 'FAILED',
      kind: 'receipt',
      messageType: 'C5B_NOTIFICATION',
      receiver: 'retry@example.bg',
      barcode: String(sale.number),
      errorText: '421 service not available',
      resendQueue: 'receipt.send',
      resendData: { saleId: sale.id },
    });
    expect(await sender().send(sale.id)).toBe('sent');
    expect(mailsTo('retry@example.bg')).toBe(1);
    expect(await logRow()).toMatchObject({ status: 'SENT', errorText: null, attempts: 2 });
  });

  it('sends nothing for an unpaid or unknown sale', async () => {
    const { sale } = await seedSale(t.database.db, {
      email: 'unpaid@example.bg',
      lang: 'bg',
      state: 'AWAITING_PAYMENT',
      vignettes: [vignette('26032800000061', 'СА6161АА')],
    });
    expect(await sender().send(sale.id)).toBe('not-settled');
    expect(await sender().send('4f0c2c8e-8a53-4c47-9d2e-6f1d2b9a1c00')).toBe('no-sale');
    expect(mailsTo('unpaid@example.bg')).toBe(0);
    expect(await sentAt(sale.id)).toBeNull();
  });
});
