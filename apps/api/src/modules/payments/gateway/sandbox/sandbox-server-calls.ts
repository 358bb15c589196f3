import {
  gatewayAmount,
  isTimestampFresh,
  parseGatewayAmount,
  TRANSACTION_TYPES,
  verifyRequest,
} from '../borica-protocol';
import {
  answerFields,
  saleDetails,
  signAnswer,
  tranDate,
  type AnswerDetails,
} from './sandbox-answers';
import { ANSWERS, type SandboxAnswer } from './sandbox-codes';
import { isLapsed, type SandboxContext } from './sandbox-context';
import { findByOrder, recordReversal, type SandboxTransaction } from './sandbox-repo';

type Fields = Record<string, string>;

const DAY_MS = 24 * 3_600_000;
/** A sale may be reversed within 30 days (manual §2.1, §4.3). */
const REVERSAL_WINDOW_MS = 30 * DAY_MS;
const REVERSAL_MANDATORY = [
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'DESC',
  'MERCHANT',
  'MERCH_NAME',
  'RRN',
  'INT_REF',
  'TIMESTAMP',
  'NONCE',
];

/** Status checks (TRTYPE 90) and reversals (24), server to server: a signed JSON answer. */
export async function handleServerRequest(ctx: SandboxContext, fields: Fields): Promise<Fields> {
  const now = ctx.clock.now();
  const keys = await ctx.keys();
  const reply = (answer: SandboxAnswer, details: AnswerDetails) =>
    signAnswer(
      answerFields(ctx.terminal.terminal, answer, details, now),
      keys.gateway.privateKeyPem,
    );
  const echo: AnswerDetails = {
    trtype: fields.TRTYPE ?? '',
    order: fields.ORDER ?? '',
    amount: fields.AMOUNT ?? '',
    currency: fields.CURRENCY ?? '',
    nonce: fields.NONCE ?? '',
  };
  if (fields.TRTYPE !== TRANSACTION_TYPES.status && fields.TRTYPE !== TRANSACTION_TYPES.reversal)
    return reply(ANSWERS.invalidRequest, echo);
  if (
    fields.TERMINAL !== ctx.terminal.terminal ||
    !verifyRequest(fields, keys.merchant.publicKeyPem)
  )
    return reply(ANSWERS.badSignature, echo);
  const [answer, details] =
    fields.TRTYPE === TRANSACTION_TYPES.status
      ? await statusCheck(ctx, fields, now)
      : await reversal(ctx, fields, now);
  return reply(answer, details);
}

type Reply = [SandboxAnswer, AnswerDetails];

/** Not found: ACTION 3, RC -24, no amount and CURRENCY "USD" (§4.2, the example of §6.2). */
const notFound = (fields: Fields): Reply => [
  ANSWERS.notFound,
  {
    trtype: '90',
    order: fields.ORDER ?? '',
    amount: '',
    currency: 'USD',
    nonce: fields.NONCE ?? '',
    tranTrtype: fields.TRAN_TRTYPE ?? '',
  },
];

/**
 * The state of a sale (TRAN_TRTYPE 1) or of its reversal (24) within the last 24 hours. A found
 * transaction is answered with its own NONCE (the manual's §6.2 examples), so it matches the
 * request that started it. An open form answers -40 (card page) or -33 (3-D Secure page) within
 * GUARDTIME and -20 after it: final, not paid.
 */
async function statusCheck(ctx: SandboxContext, fields: Fields, now: Date): Promise<Reply> {
  if (!fields.ORDER || !fields.TRAN_TRTYPE || !fields.NONCE)
    return [ANSWERS.missingField, notFound(fields)[1]];
  if (fields.TRAN_TRTYPE !== '1' && fields.TRAN_TRTYPE !== '24') return notFound(fields);
  const window = fields.TRAN_TRTYPE === '1' ? DAY_MS : REVERSAL_WINDOW_MS;
  const row = await findByOrder(
    ctx.db,
    ctx.terminal.terminal,
    fields.ORDER,
    new Date(now.getTime() - window),
  );
  if (!row) return notFound(fields);
  if (fields.TRAN_TRTYPE === '24') return reversalStatus(row, fields, now);
  const details = { ...saleDetails(row), trtype: '90', tranTrtype: '1' };
  if (row.status === 'FORM' || row.status === 'AUTHENTICATING') {
    if (isLapsed(row, now)) return [ANSWERS.expired, details];
    return [row.status === 'FORM' ? ANSWERS.formInProgress : ANSWERS.authInProgress, details];
  }
  const final = STATUS_ANSWERS[row.status];
  return final ? [final, details] : notFound(fields);
}

const STATUS_ANSWERS: Partial<Record<SandboxTransaction['status'], SandboxAnswer>> = {
  APPROVED: ANSWERS.approved,
  DECLINED: ANSWERS.declined,
  AUTH_FAILED: ANSWERS.authFailed,
  CANCELLED: ANSWERS.cancelled,
  EXPIRED: ANSWERS.expired,
};

function reversalStatus(row: SandboxTransaction, fields: Fields, now: Date): Reply {
  if (!row.reversedAt || now.getTime() - row.reversedAt.getTime() > DAY_MS) return notFound(fields);
  return [ANSWERS.approved, reversalDetails(row, '90')];
}

function reversalDetails(row: SandboxTransaction, trtype: string): AnswerDetails {
  return {
    trtype,
    order: row.orderCode,
    amount: gatewayAmount(row.reversalAmountMinor ?? 0),
    currency: row.currency,
    nonce: row.reversalNonce ?? '',
    tranDate: tranDate(row.reversedAt ?? row.createdAt),
    tranTrtype: trtype === '90' ? '24' : undefined,
    approval: row.approval ?? '',
    rrn: row.rrn ?? '',
    intRef: row.intRef ?? '',
  };
}

/** One reversal per approved sale, of at most its amount, within 30 days (§4.3). */
async function reversal(ctx: SandboxContext, fields: Fields, now: Date): Promise<Reply> {
  const echo: AnswerDetails = {
    trtype: '24',
    order: fields.ORDER ?? '',
    amount: fields.AMOUNT ?? '',
    currency: fields.CURRENCY ?? '',
    nonce: fields.NONCE ?? '',
    rrn: fields.RRN ?? '',
    intRef: fields.INT_REF ?? '',
  };
  const refusal = await checkReversal(ctx, fields, now);
  if (refusal) return [refusal, echo];
  const row = await findByOrder(
    ctx.db,
    ctx.terminal.terminal,
    fields.ORDER ?? '',
    new Date(now.getTime() - REVERSAL_WINDOW_MS),
  );
  const amountMinor = parseGatewayAmount(fields.AMOUNT) ?? 0;
  if (!row || row.status !== 'APPROVED') return [ANSWERS.notFound, echo];
  if (row.rrn !== fields.RRN) return [ANSWERS.badRrn, echo];
  if (row.intRef !== fields.INT_REF) return [ANSWERS.notFound, echo];
  if (row.currency !== fields.CURRENCY) return [ANSWERS.badCurrency, echo];
  if (amountMinor > row.amountMinor) return [ANSWERS.badAmount, echo];
  const reversed = await recordReversal(ctx.db, row.id, {
    at: now,
    amountMinor,
    nonce: fields.NONCE ?? '',
  });
  if (!reversed) return [ANSWERS.alreadyReversed, echo];
  return [ANSWERS.approved, reversalDetails(reversed, '24')];
}

async function checkReversal(
  ctx: SandboxContext,
  f: Fields,
  now: Date,
): Promise<SandboxAnswer | null> {
  if (REVERSAL_MANDATORY.some((name) => !f[name])) return ANSWERS.missingField;
  if (!isTimestampFresh(f.TIMESTAMP, now)) return ANSWERS.expired;
  if (f.MERCHANT !== ctx.terminal.merchantId) return ANSWERS.badMerchant;
  if (!(parseGatewayAmount(f.AMOUNT) ?? 0)) return ANSWERS.badAmount;
  return null;
}
