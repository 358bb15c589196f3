import { paymentOutcome } from '@toll/domain/payment-outcome';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageForms, payInSandbox, type SandboxBuyer } from '../../../../test/sandbox-browser';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { newNonce } from '../borica-protocol';
import type { CardGateway, GatewayResponse } from '../card-gateway';
import { createCardGateway } from '../setup';

let t: TestApp;
let gateway: CardGateway;
let order = 100_000;

beforeAll(async () => {
  t = await createTestApp();
  gateway = await createCardGateway({ db: t.database.db, config: t.config, clock: t.clock });
});
afterAll(() => t.close());

function saleForm(orderCode = String(++order)) {
  return gateway.saleForm({
    orderCode,
    nonce: newNonce(),
    amountMinor: 4960,
    currency: 'EUR',
    description: 'Годишна винетка CA1234AB',
    email: 'buyer@example.bg',
    lang: 'bg',
    timestamp: t.clock.now(),
  });
}

const category = (response: GatewayResponse) =>
  paymentOutcome({ action: response.fields.ACTION, rc: response.fields.RC });

async function status(orderCode: string) {
  const answer = await gateway.statusCheck({ orderCode, nonce: newNonce() });
  expect(answer.signatureValid).toBe(true);
  return { ...answer, category: category(answer) };
}

type Case = {
  name: string;
  buyer: SandboxBuyer;
  result: [string, string] | 'no result';
  category: string | null;
  statusAfter: [string, string, string];
};

const cases: Case[] = [
  {
    name: 'test Visa, right code',
    buyer: {},
    result: ['0', '00'],
    category: 'approved',
    statusAfter: ['0', '00', 'approved'],
  },
  {
    name: 'test Mastercard',
    buyer: { card: 'mastercard' },
    result: ['0', '00'],
    category: 'approved',
    statusAfter: ['0', '00', 'approved'],
  },
  {
    name: 'another card: issuer decline',
    buyer: { card: 'other', otherNumber: '4000 0000 0000 0002' },
    result: ['2', '05'],
    category: 'declined',
    statusAfter: ['2', '05', 'declined'],
  },
  {
    name: '3-D Secure failure: wrong code',
    buyer: { otp: '123456' },
    result: ['3', '-19'],
    category: 'declined',
    statusAfter: ['3', '-19', 'declined'],
  },
  {
    name: 'duplicate: ACTION 1, approved in fact',
    buyer: { outcome: 'duplicate' },
    result: ['1', '-21'],
    category: 'verify',
    statusAfter: ['0', '00', 'approved'],
  },
  {
    name: 'timeout: approved, nothing posted',
    buyer: { outcome: 'timeout' },
    result: 'no result',
    category: null,
    statusAfter: ['0', '00', 'approved'],
  },
  {
    name: 'buyer cancels on the card page',
    buyer: { cancelOn: 'card' },
    result: ['3', '-25'],
    category: 'declined',
    statusAfter: ['3', '-25', 'declined'],
  },
  {
    name: 'buyer cancels 3-D Secure',
    buyer: { cancelOn: 'otp' },
    result: ['3', '-19'],
    category: 'declined',
    statusAfter: ['3', '-19', 'declined'],
  },
  {
    name: 'buyer closes the page',
    buyer: { outcome: 'close' },
    result: 'no result',
    category: null,
    statusAfter: ['3', '-40', 'verify'],
  },
];

describe('sandbox outcomes', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.result === 'no result' ? 'no result' : c.result.join('/')} → ${c.category ?? '—'}, status ${c.statusAfter[2]}`, async () => {
      const form = saleForm();
      const run = await payInSandbox(t.app, form, c.buyer);
      if (c.result === 'no result') {
        if (run.ended !== 'page') throw new Error('a result was posted');
        expect(run.html).toContain(
          c.buyer.outcome === 'timeout'
            ? 'Симулирано изтичане на времето'
            : 'страницата за плащане',
        );
      } else {
        if (run.ended !== 'result') throw new Error(`no result: ${run.html}`);
        expect(run.backref).toBe('https://toll.test/api/payments/borica/return');
        const result = gateway.readResult(run.fields);
        expect(result.signatureValid).toBe(true);
        expect([result.fields.ACTION, result.fields.RC]).toEqual(c.result);
        expect(category(result)).toBe(c.category);
        expect(result.fields).toMatchObject({
          TERMINAL: 'V1800001',
          TRTYPE: '1',
          ORDER: form.fields.ORDER,
          AMOUNT: '49.60',
          CURRENCY: 'EUR',
          NONCE: form.fields.NONCE,
          LANG: 'BG',
        });
        const tampered = gateway.readResult({ ...run.fields, ACTION: '0', RC: '00' });
        if (c.result[0] !== '0') expect(tampered.signatureValid).toBe(false);
      }
      const answer = await status(form.fields.ORDER!);
      expect([answer.fields.ACTION, answer.fields.RC, answer.category]).toEqual(c.statusAfter);
      expect(answer.fields).toMatchObject({
        TRTYPE: '90',
        TRAN_TRTYPE: '1',
        ORDER: form.fields.ORDER,
      });
      expect(answer.fields.NONCE).toBe(form.fields.NONCE);
    });
  }

  it('an approved sale carries approval, RRN, INT_REF, 3-D Secure data and the masked card', async () => {
    const run = await payInSandbox(t.app, saleForm(), { card: 'mastercard' });
    if (run.ended !== 'result') throw new Error('no result');
    expect(run.fields).toMatchObject({
      APPROVAL: expect.stringMatching(/^S[0-9]{5}$/),
      RRN: expect.stringMatching(/^[0-9]{12}$/),
      INT_REF: expect.stringMatching(/^[0-9A-F]{16}$/),
      PARES_STATUS: 'Y',
      ECI: '02',
      CARD: '5100XXXXXXXX9895',
      CARD_BRAND: 'MCC',
      STATUSMSG: 'Approved',
    });
  });

  it('a duplicate answer hides the references: only the status check gives RRN and INT_REF', async () => {
    const form = saleForm();
    const run = await payInSandbox(t.app, form, { outcome: 'duplicate' });
    if (run.ended !== 'result') throw new Error('no result');
    expect(run.fields).toMatchObject({ APPROVAL: '', RRN: '', INT_REF: '' });
    const answer = await status(form.fields.ORDER!);
    expect(answer.fields.RRN).toMatch(/^[0-9]{12}$/);
    expect(answer.fields.INT_REF).toMatch(/^[0-9A-F]{16}$/);
  });
});

describe('forms left open (the buyer closed the browser)', () => {
  it('answer "in progress" within 15 minutes and a final not-paid after them', async () => {
    const onCard = saleForm();
    const onOtp = saleForm();
    expect(await payInSandbox(t.app, onCard, { stopOn: 'card' })).toMatchObject({ page: 'card' });
    expect(await payInSandbox(t.app, onOtp, { stopOn: 'otp' })).toMatchObject({ page: 'otp' });
    const code = async (form: typeof onCard) => {
      const answer = await status(form.fields.ORDER!);
      return [answer.fields.ACTION, answer.fields.RC, answer.category];
    };
    expect(await code(onCard)).toEqual(['3', '-40', 'verify']);
    expect(await code(onOtp)).toEqual(['3', '-33', 'verify']);
    t.clock.advance(15 * 60_000);
    expect(await code(onCard)).toEqual(['3', '-40', 'verify']);
    t.clock.advance(60_000);
    expect(await code(onCard)).toEqual(['3', '-20', 'retry']);
    expect(await code(onOtp)).toEqual(['3', '-20', 'retry']);
  });

  it('a card submitted after the 15 minutes is answered with the same final not-paid', async () => {
    const form = saleForm();
    const open = await payInSandbox(t.app, form, { stopOn: 'card' });
    if (open.ended !== 'page') throw new Error('no card page');
    t.clock.advance(16 * 60_000);
    const card = pageForms(open.html)[0]!;
    const late = await t.app.inject({
      method: 'POST',
      url: card.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...card.fields, do: 'pay' }).toString(),
    });
    const result = pageForms(late.body).find((f) => f.autoSubmit);
    expect(gateway.readResult(result!.fields)).toMatchObject({
      signatureValid: true,
      fields: { ACTION: '3', RC: '-20' },
    });
    expect((await status(form.fields.ORDER!)).fields.RC).toBe('-20');
    const stale = await payInSandbox(t.app, form);
    if (stale.ended !== 'result') throw new Error('no result');
    expect([stale.fields.ACTION, stale.fields.RC]).toEqual(['3', '-20']);
  });
});
