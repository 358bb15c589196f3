import type { Lang } from '@toll/domain/languages';
import { isTimestampFresh, parseGatewayAmount, verifyRequest } from '../borica-protocol';
import { answerFields, signAnswer, type AnswerDetails } from './sandbox-answers';
import { ANSWERS, type SandboxAnswer } from './sandbox-codes';
import { isLapsed, isOpen, type BrowserStep, type SandboxContext } from './sandbox-context';
import { findByOrder, insertTransaction, type SandboxTransaction } from './sandbox-repo';

type Fields = Record<string, string>;

const DAY_MS = 24 * 3_600_000;
const MANDATORY = [
  'TRTYPE',
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'DESC',
  'MERCHANT',
  'MERCH_NAME',
  'TIMESTAMP',
  'NONCE',
];

const requestLang = (fields: Fields): Lang => (fields.LANG?.toUpperCase() === 'EN' ? 'en' : 'bg');

/**
 * A sale (TRTYPE 1) the browser posted. A request the gateway refuses, and a repeated ORDER, are
 * answered at once through the browser to the terminal's BACKREF, as BORICA does; an accepted
 * one opens the card page.
 */
export async function startSale(ctx: SandboxContext, fields: Fields): Promise<BrowserStep> {
  const lang = requestLang(fields);
  if (fields.TERMINAL !== ctx.terminal.terminal)
    return { kind: 'refused', lang, rc: ANSWERS.badSignature.rc, status: 400 };
  const now = ctx.clock.now();
  const refusal = await checkSale(ctx, fields, now);
  if (refusal) return answerNow(ctx, fields, refusal, now);
  const amountMinor = parseGatewayAmount(fields.AMOUNT) ?? 0;
  const row = await insertTransaction(ctx.db, {
    terminal: ctx.terminal.terminal,
    orderCode: fields.ORDER ?? '',
    nonce: fields.NONCE ?? '',
    amountMinor,
    currency: fields.CURRENCY ?? '',
    description: fields.DESC ?? '',
    merchantName: fields.MERCH_NAME ?? '',
    lang,
    backref: ctx.terminal.backref,
    email: fields.EMAIL || null,
    cardholderName: cardholderName(fields.M_INFO),
    createdAt: now,
    orderReusableAt: new Date(now.getTime() + DAY_MS),
  });
  if (row) return { kind: 'card-page', txn: row };
  const taken = await findByOrder(
    ctx.db,
    ctx.terminal.terminal,
    fields.ORDER ?? '',
    dayBefore(now),
  );
  return answerNow(ctx, fields, taken ? duplicateAnswer(taken, now) : ANSWERS.invalidRequest, now);
}

const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS);

/** Why the gateway refuses a sale request, checked in the order it would; null to go on. */
async function checkSale(ctx: SandboxContext, f: Fields, now: Date): Promise<SandboxAnswer | null> {
  if (f.TRTYPE !== '1') return ANSWERS.invalidRequest;
  if (MANDATORY.some((name) => !f[name])) return ANSWERS.missingField;
  const keys = await ctx.keys();
  if (!verifyRequest(f, keys.merchant.publicKeyPem)) return ANSWERS.badSignature;
  if (!isTimestampFresh(f.TIMESTAMP, now)) return ANSWERS.expired;
  if (f.MERCHANT !== ctx.terminal.merchantId) return ANSWERS.badMerchant;
  if (!/^[0-9]{6}$/.test(f.ORDER ?? '') || !/^[0-9A-F]{32}$/.test(f.NONCE ?? ''))
    return ANSWERS.invalidRequest;
  if (!(parseGatewayAmount(f.AMOUNT) ?? 0)) return ANSWERS.badAmount;
  if (f.CURRENCY !== 'EUR' && f.CURRENCY !== 'BGN') return ANSWERS.badCurrency;
  if (Array.from(f.DESC ?? '').length > 50 || (f.LANG && !/^(BG|EN)$/i.test(f.LANG)))
    return ANSWERS.invalidRequest;
  const taken = await findByOrder(ctx.db, ctx.terminal.terminal, f.ORDER ?? '', dayBefore(now));
  return taken ? duplicateAnswer(taken, now) : null;
}

/** ORDER is unique per terminal for 24 hours: a repeat is a duplicate (ACTION 1). */
function duplicateAnswer(taken: SandboxTransaction, now: Date): SandboxAnswer {
  if (taken.status === 'APPROVED') return ANSWERS.duplicateExecuted;
  if (isOpen(taken) && !isLapsed(taken, now)) return ANSWERS.duplicateInProgress;
  return ANSWERS.duplicateDeclined;
}

/** The answer to a request that opens no card page, echoing what it said. */
async function answerNow(
  ctx: SandboxContext,
  f: Fields,
  answer: SandboxAnswer,
  now: Date,
): Promise<BrowserStep> {
  const details: AnswerDetails = {
    trtype: f.TRTYPE ?? '',
    order: f.ORDER ?? '',
    amount: f.AMOUNT ?? '',
    currency: f.CURRENCY ?? '',
    nonce: f.NONCE ?? '',
    lang: f.LANG ?? '',
  };
  const keys = await ctx.keys();
  const fields = signAnswer(
    answerFields(ctx.terminal.terminal, answer, details, now),
    keys.gateway.privateKeyPem,
  );
  return { kind: 'post-back', lang: requestLang(f), backref: ctx.terminal.backref, fields };
}

/** The cardholder's name from M_INFO (Base64 JSON), to prefill the card page. */
function cardholderName(mInfo: string | undefined): string | null {
  if (!mInfo) return null;
  try {
    const info = JSON.parse(Buffer.from(mInfo, 'base64').toString('utf8')) as unknown;
    const name = (info as { cardholderName?: unknown }).cardholderName;
    return typeof name === 'string' ? name.slice(0, 45) : null;
  } catch {
    return null;
  }
}
