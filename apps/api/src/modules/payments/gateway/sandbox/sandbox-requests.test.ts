import { paymentOutcome } from '@toll/domain/payment-outcome';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainKeyPair } from '../../../../platform/secrets';
import { pageForms, payInSandbox, type SandboxRun } from '../../../../test/sandbox-browser';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { newNonce, signRequest } from '../borica-protocol';
import type { CardGateway, SaleRequest } from '../card-gateway';
import { createCardGateway } from '../setup';
import { SANDBOX_KEY_NAMES } from './sandbox-keys';

let t: TestApp;
let gateway: CardGateway;
let order = 200_000;

beforeAll(async () => {
  t = await createTestApp();
  gateway = await createCardGateway({ db: t.database.db, config: t.config, clock: t.clock });
});
afterAll(() => t.close());

function saleForm(overrides: Partial<SaleRequest> = {}) {
  return gateway.saleForm({
    orderCode: String(++order),
    nonce: newNonce(),
    amountMinor: 1534,
    currency: 'EUR',
    description: 'Monthly vignette <CA1234AB>',
    email: 'buyer@example.bg',
    lang: 'en',
    timestamp: t.clock.now(),
    ...overrides,
  });
}

function result(run: SandboxRun) {
  if (run.ended !== 'result') throw new Error(`no result posted back: ${run.html.slice(0, 300)}`);
  const read = gateway.readResult(run.fields);
  expect(read.signatureValid).toBe(true);
  const { ACTION, RC } = read.fields;
  return { action: ACTION, rc: RC, category: paymentOutcome({ action: ACTION, rc: RC }) };
}

describe('requests the sandbox refuses, as the gateway would', () => {
  it('a TIMESTAMP more than 15 minutes off: ACTION 3, RC -20 (retry)', async () => {
    const old = new Date(t.clock.now().getTime() - 16 * 60_000);
    expect(result(await payInSandbox(t.app, saleForm({ timestamp: old })))).toEqual({
      action: '3',
      rc: '-20',
      category: 'retry',
    });
    const ahead = new Date(t.clock.now().getTime() + 14 * 60_000);
    expect(
      await payInSandbox(t.app, saleForm({ timestamp: ahead }), { stopOn: 'card' }),
    ).toMatchObject({
      page: 'card',
    });
  });

  it('a tampered field or a missing P_SIGN: ACTION 3, RC -17 (error)', async () => {
    const form = saleForm();
    const tampered = { ...form, fields: { ...form.fields, AMOUNT: '0.01' } };
    expect(result(await payInSandbox(t.app, tampered))).toMatchObject({
      rc: '-17',
      category: 'error',
    });
    const { P_SIGN: _dropped, ...unsigned } = form.fields;
    expect(result(await payInSandbox(t.app, { ...form, fields: unsigned }))).toMatchObject({
      rc: '-17',
    });
    const stranger = signRequest(
      { ...form.fields, P_SIGN: undefined },
      (await obtainKeyPair(t.database.db, 'stranger')).privateKeyPem,
    );
    expect(
      result(await payInSandbox(t.app, { ...form, fields: stranger as Record<string, string> })),
    ).toMatchObject({ rc: '-17' });
    // The untouched form still pays: a refused request does not use up its ORDER.
    expect(result(await payInSandbox(t.app, form))).toMatchObject({ rc: '00' });
  });

  it('a missing field (-1), another merchant (-12) and an unknown terminal (a 400 page)', async () => {
    const form = saleForm();
    const { DESC: _desc, ...noDesc } = form.fields;
    expect(result(await payInSandbox(t.app, { ...form, fields: noDesc }))).toMatchObject({
      rc: '-1',
    });
    const merchant = signRequest(
      { ...form.fields, MERCHANT: '1600000002', P_SIGN: undefined },
      (await obtainKeyPair(t.database.db, SANDBOX_KEY_NAMES.merchant)).privateKeyPem,
    );
    expect(
      result(await payInSandbox(t.app, { ...form, fields: merchant as Record<string, string> })),
    ).toMatchObject({ rc: '-12' });
    const unknown = await payInSandbox(t.app, {
      ...form,
      fields: { ...form.fields, TERMINAL: 'V0000000' },
    });
    expect(unknown).toMatchObject({ ended: 'page' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.body).toContain('(code -17)');
  });

  it('an ORDER used within 24 hours: ACTION 1 with -21 (paid), -31 (open) or -32 (failed), all verify', async () => {
    const paid = saleForm();
    expect(result(await payInSandbox(t.app, paid))).toMatchObject({ rc: '00' });
    const open = saleForm();
    await payInSandbox(t.app, open, { stopOn: 'card' });
    const failed = saleForm();
    expect(result(await payInSandbox(t.app, failed, { otp: '000000' }))).toMatchObject({
      rc: '-19',
    });
    for (const [first, rc] of [
      [paid, '-21'],
      [open, '-31'],
      [failed, '-32'],
    ] as const) {
      const again = saleForm({ orderCode: first.fields.ORDER! });
      expect(result(await payInSandbox(t.app, again))).toEqual({
        action: '1',
        rc,
        category: 'verify',
      });
    }
    t.clock.advance(24 * 3_600_000 + 1_000);
    const nextDay = saleForm({ orderCode: paid.fields.ORDER! });
    expect(result(await payInSandbox(t.app, nextDay))).toMatchObject({ rc: '00' });
  });
});

describe('the sandbox pages', () => {
  it('the card page: test banner, order, labelled fields, the language of LANG, its own CSP', async () => {
    const run = await payInSandbox(t.app, saleForm(), { stopOn: 'card' });
    if (run.ended !== 'page') throw new Error('no card page');
    const html = run.html;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('TEST GATEWAY — no real money');
    expect(html).toContain('Monthly vignette &lt;CA1234AB&gt;');
    expect(html).toContain('€15.34');
    for (const id of [
      'card-visa',
      'card-mastercard',
      'card-other',
      'other-number',
      'expiry',
      'cvc',
      'holder',
      'outcome-timeout',
    ])
      expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    const csp = String(run.response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' https://toll.test");
    // Our own pages may post the payment form to the sandbox at the public address, also when
    // they were opened under another name of the server (127.0.0.1 and localhost).
    const site = await t.app.inject({ url: '/healthz' });
    expect(String(site.headers['content-security-policy'])).toContain(
      `form-action 'self' ${new URL(t.config.publicBaseUrl).origin}`,
    );
    const bg = await payInSandbox(t.app, saleForm({ lang: 'bg' }), { stopOn: 'card' });
    expect(bg.response.body).toContain('<html lang="bg">');
    expect(bg.response.body).toContain('ТЕСТОВ ПЛАТЕЖЕН ШЛЮЗ');
  });

  it('marks wrong card details and keeps what was typed', async () => {
    const run = await payInSandbox(t.app, saleForm(), {
      card: 'other',
      otherNumber: '12ab',
      expiry: '01/20',
    });
    if (run.ended !== 'page') throw new Error('no card page');
    expect(run.page).toBe('card');
    expect(run.html).toContain('role="alert"');
    expect(run.html).toMatch(
      /id="other-number"[^>]*value="12ab"[^>]*aria-invalid="true" aria-describedby="other-number-error"/,
    );
    expect(run.html).toMatch(/id="expiry"[^>]*aria-invalid="true"/);
    expect(run.html).not.toMatch(/id="cvc"[^>]*aria-invalid/);
  });

  it('the result page posts to BACKREF with a script of ours and a visible button', async () => {
    const form = saleForm({ description: 'x' });
    const forged = { ...form, fields: { ...form.fields, BACKREF: 'https://evil.example/steal' } };
    const run = await payInSandbox(t.app, forged);
    if (run.ended !== 'result') throw new Error('no result');
    expect(run.backref).toBe('https://toll.test/api/payments/borica/return');
    expect(run.response.body).toContain(
      '<script src="/sandbox/borica/auto-submit.js" defer></script>',
    );
    expect(run.response.body).toMatch(/<button type="submit">Return to the shop<\/button>/);
    const script = await t.app.inject({ url: '/sandbox/borica/auto-submit.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('form[data-auto-submit]');
    const again = pageForms(run.response.body);
    expect(again).toHaveLength(1);
  });

  it('a page submitted twice does nothing more; the gateway key is published', async () => {
    const open = await payInSandbox(t.app, saleForm(), { stopOn: 'card' });
    if (open.ended !== 'page') throw new Error('no card page');
    const card = pageForms(open.html)[0]!;
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: card.action,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...card.fields, do: 'cancel' }).toString(),
      });
    expect((await submit()).body).toContain('data-auto-submit');
    const second = await submit();
    expect(second.body).toContain('Payment already processed');
    expect(second.body).not.toContain('data-auto-submit');
    const key = await t.app.inject({ url: '/sandbox/borica/gateway-public-key.pem' });
    expect(key.body).toBe(
      (await obtainKeyPair(t.database.db, SANDBOX_KEY_NAMES.gateway)).publicKeyPem,
    );
  });
});

describe('the sandbox keys', () => {
  it('are made once per database: a second gateway on it verifies the first one’s answers', async () => {
    const run = await payInSandbox(t.app, saleForm());
    if (run.ended !== 'result') throw new Error('no result');
    const second = await createCardGateway({ db: t.database.db, config: t.config, clock: t.clock });
    expect(second.readResult(run.fields).signatureValid).toBe(true);
    const stored = await obtainKeyPair(t.database.db, SANDBOX_KEY_NAMES.gateway, () => {
      throw new Error('must not generate again');
    });
    expect(stored.privateKeyPem).toMatch(/BEGIN PRIVATE KEY/);
  });
});
