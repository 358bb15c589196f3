import { answerFields, newReferences, saleDetails, signAnswer } from './sandbox-answers';
import {
  ANSWERS,
  cardBrand,
  eciFor,
  isTestCard,
  maskCard,
  TEST_CARDS,
  TEST_OTP,
  type CardBrand,
  type SandboxAnswer,
} from './sandbox-codes';
import {
  isLapsed,
  langOf,
  type BrowserStep,
  type CardInput,
  type CardProblem,
  type SandboxContext,
} from './sandbox-context';
import {
  findTransaction,
  updateTransaction,
  type SandboxStatus,
  type SandboxTransaction,
  type TransactionChange,
} from './sandbox-repo';

/** Card page → 3-D Secure page → result: the buyer's steps on the sandbox's pages. */

type Loaded = { row: SandboxTransaction } | { step: BrowserStep };

async function load(
  ctx: SandboxContext,
  id: string,
  expected: SandboxStatus,
  now: Date,
): Promise<Loaded> {
  const row = await findTransaction(ctx.db, id);
  if (!row)
    return { step: { kind: 'refused', lang: 'bg', rc: ANSWERS.invalidRequest.rc, status: 404 } };
  if (isLapsed(row, now)) return { step: await finish(ctx, row, 'EXPIRED', ANSWERS.expired, {}) };
  if (row.status !== expected) return { step: { kind: 'finished', txn: row } };
  return { row };
}

const SCENARIOS = { card: 'CARD', duplicate: 'DUPLICATE', timeout: 'TIMEOUT' } as const;

export async function submitCard(
  ctx: SandboxContext,
  id: string,
  input: CardInput & { cancel: boolean },
): Promise<BrowserStep> {
  const now = ctx.clock.now();
  const loaded = await load(ctx, id, 'FORM', now);
  if ('step' in loaded) return loaded.step;
  const { row } = loaded;
  if (input.cancel) return finish(ctx, row, 'CANCELLED', ANSWERS.cancelled, {});
  if (input.outcome === 'close') return { kind: 'closed', txn: row };
  const problems = cardProblems(input, now);
  if (problems.length > 0) return { kind: 'card-page', txn: row, problems, values: input };
  const pan = cardNumber(input);
  const scenario = SCENARIOS[input.outcome];
  const updated = await updateTransaction(ctx.db, row, {
    status: 'AUTHENTICATING',
    scenario,
    cardMasked: maskCard(pan),
    cardBrand: cardBrand(pan),
    cardApproved: isTestCard(pan),
  });
  return updated ? { kind: 'otp-page', txn: updated } : { kind: 'finished', txn: row };
}

export async function submitOtp(
  ctx: SandboxContext,
  id: string,
  input: { otp: string; cancel: boolean },
): Promise<BrowserStep> {
  const now = ctx.clock.now();
  const loaded = await load(ctx, id, 'AUTHENTICATING', now);
  if ('step' in loaded) return loaded.step;
  const { row } = loaded;
  const brand = (row.cardBrand ?? '') as CardBrand;
  if (input.cancel || input.otp.trim() !== TEST_OTP)
    return finish(ctx, row, 'AUTH_FAILED', ANSWERS.authFailed, {
      paresStatus: 'N',
      eci: eciFor(brand, false),
    });
  const authenticated = { paresStatus: 'Y', eci: eciFor(brand, true) };
  const references = newReferences(now);
  if (row.scenario === 'TIMEOUT' || row.scenario === 'DUPLICATE') {
    const answer = row.scenario === 'TIMEOUT' ? ANSWERS.approved : ANSWERS.duplicateExecuted;
    const step = await finish(ctx, row, 'APPROVED', answer, { ...authenticated, ...references });
    if (step.kind !== 'post-back' || row.scenario === 'DUPLICATE') return step;
    return { kind: 'timeout', txn: row };
  }
  if (row.cardApproved)
    return finish(ctx, row, 'APPROVED', ANSWERS.approved, { ...authenticated, ...references });
  const { approval: _none, ...declined } = references;
  return finish(ctx, row, 'DECLINED', ANSWERS.declined, { ...authenticated, ...declined });
}

/**
 * Settles a sale and answers through the browser. A "duplicate" sale is approved but answered
 * with ACTION 1 and no references, so only a status check tells what happened.
 */
async function finish(
  ctx: SandboxContext,
  row: SandboxTransaction,
  status: SandboxStatus,
  answer: SandboxAnswer,
  change: TransactionChange,
): Promise<BrowserStep> {
  const now = ctx.clock.now();
  const settled = await updateTransaction(ctx.db, row, {
    ...change,
    status,
    action: status === 'APPROVED' ? ANSWERS.approved.action : answer.action,
    rc: status === 'APPROVED' ? ANSWERS.approved.rc : answer.rc,
    completedAt: now,
  });
  if (!settled) return { kind: 'finished', txn: row };
  const keys = await ctx.keys();
  const details = {
    ...saleDetails(settled, answer.action !== '1'),
    lang: settled.lang.toUpperCase(),
  };
  const fields = signAnswer(
    answerFields(ctx.terminal.terminal, answer, details, now),
    keys.gateway.privateKeyPem,
  );
  return { kind: 'post-back', lang: langOf(settled), backref: settled.backref, fields };
}

function cardNumber(input: CardInput): string {
  if (input.card === 'visa') return TEST_CARDS[0].pan;
  if (input.card === 'mastercard') return TEST_CARDS[1].pan;
  return input.otherNumber.replace(/[\s-]/g, '');
}

/** Light checks, as a card page makes them: a 13-19 digit number, a future MM/YY, a 3-4 digit CVC. */
function cardProblems(input: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  if (input.card === 'other' && !/^[0-9]{13,19}$/.test(cardNumber(input)))
    problems.push('otherNumber');
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(input.expiry.trim());
  const lastMonth = expiry ? Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1) : 0;
  if (lastMonth <= now.getTime()) problems.push('expiry');
  if (!/^[0-9]{3,4}$/.test(input.cvc.trim())) problems.push('cvc');
  return problems;
}
