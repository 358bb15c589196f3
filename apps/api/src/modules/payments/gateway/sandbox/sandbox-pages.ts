import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { langOf, type BrowserStep, type CardInput, type CardProblem } from './sandbox-context';
import {
  escapeHtml as e,
  gatewayText,
  hiddenInputs,
  page,
  SANDBOX_BASE,
} from './sandbox-page-layout';
import type { SandboxTransaction } from './sandbox-repo';

export type RenderedPage = { status: number; html: string };

/** The HTML for a step of the sandbox's browser flow. */
export function renderStep(step: BrowserStep, now: Date): RenderedPage {
  switch (step.kind) {
    case 'card-page':
      return { status: 200, html: cardPage(step.txn, now, step.problems ?? [], step.values) };
    case 'otp-page':
      return { status: 200, html: otpPage(step.txn) };
    case 'post-back':
      return { status: 200, html: postBackPage(step.lang, step.backref, step.fields) };
    case 'refused': {
      const t = gatewayText(step.lang);
      const text = `<p role="alert">${e(t('text.refused', { code: step.rc }))}</p>`;
      return { status: step.status, html: page(step.lang, t('title.refused'), text) };
    }
    default: {
      const lang = langOf(step.txn);
      const t = gatewayText(lang);
      const body = `${summary(step.txn)}<p>${e(t(`text.${step.kind}`))}</p>`;
      return { status: 200, html: page(lang, t(`title.${step.kind}`), body) };
    }
  }
}

const amountOf = (txn: SandboxTransaction, lang: Lang) =>
  formatMoney({ minor: txn.amountMinor, currency: txn.currency as Currency }, lang);

function summary(txn: SandboxTransaction, extra = ''): string {
  const lang = langOf(txn);
  const t = gatewayText(lang);
  const row = (term: string, value: string) => `<dt>${e(term)}</dt><dd>${e(value)}</dd>`;
  return `<dl>${row(t('order.merchant'), txn.merchantName)}${row(t('order.number'), txn.orderCode)}${row(t('order.description'), txn.description)}${row(t('order.amount'), amountOf(txn, lang))}${extra}</dl>`;
}

type Input = { id: string; name: string; label: string; value: string; autocomplete: string };

function textField(input: Input, problem: string | null, numeric = true): string {
  const errorId = `${input.id}-error`;
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const error = problem ? `<p class="error" id="${errorId}">${e(problem)}</p>` : '';
  const mode = numeric ? ' inputmode="numeric"' : '';
  return `<div class="field"><label for="${input.id}">${e(input.label)}</label><input type="text" id="${input.id}" name="${input.name}" value="${e(input.value)}" autocomplete="${input.autocomplete}"${mode}${invalid}>${error}</div>`;
}

function radios(name: string, legend: string, options: Array<[string, string]>, checked: string) {
  const items = options.map(([value, label]) => {
    const id = `${name}-${value}`;
    const on = value === checked ? ' checked' : '';
    return `<div class="choice"><input type="radio" id="${id}" name="${name}" value="${value}"${on}><label for="${id}">${e(label)}</label></div>`;
  });
  return `<legend>${e(legend)}</legend>${items.join('')}`;
}

function cardPage(txn: SandboxTransaction, now: Date, problems: CardProblem[], values?: CardInput) {
  const lang = langOf(txn);
  const t = gatewayText(lang);
  const v: CardInput = values ?? {
    card: 'visa',
    otherNumber: '',
    expiry: `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    holder: txn.cardholderName ?? 'TEST CARDHOLDER',
    outcome: 'card',
  };
  const problem = (p: CardProblem) => (problems.includes(p) ? t(`problem.${p}`) : null);
  const alert = problems.length
    ? `<p class="alert" role="alert">${e(t('problem.summary'))}</p>`
    : '';
  const cards = radios(
    'card',
    t('card.legend'),
    [
      ['visa', t('card.visa')],
      ['mastercard', t('card.mastercard')],
      ['other', t('card.other')],
    ],
    v.card,
  );
  const other = textField(
    {
      id: 'other-number',
      name: 'otherNumber',
      label: t('card.otherNumber'),
      value: v.otherNumber,
      autocomplete: 'cc-number',
    },
    problem('otherNumber'),
  );
  const outcomes = radios(
    'outcome',
    t('outcome.legend'),
    (['card', 'duplicate', 'timeout', 'close'] as const).map((o) => [o, t(`outcome.${o}`)]),
    v.outcome,
  );
  const body = `${summary(txn)}${alert}
<form method="post" action="${SANDBOX_BASE}/card" novalidate>
<input type="hidden" name="id" value="${e(txn.id)}">
<fieldset>${cards}${other}</fieldset>
${textField({ id: 'expiry', name: 'expiry', label: t('card.expiry'), value: v.expiry, autocomplete: 'cc-exp' }, problem('expiry'))}
${textField({ id: 'cvc', name: 'cvc', label: t('card.cvc'), value: v.cvc, autocomplete: 'cc-csc' }, problem('cvc'))}
${textField({ id: 'holder', name: 'holder', label: t('card.holder'), value: v.holder, autocomplete: 'cc-name' }, null, false)}
<fieldset>${outcomes}</fieldset>
<div class="buttons"><button type="submit" name="do" value="pay">${e(t('action.pay', { amount: amountOf(txn, lang) }))}</button><button type="submit" name="do" value="cancel" class="secondary">${e(t('action.cancel'))}</button></div>
</form>`;
  return page(lang, t('title.card'), body);
}

function otpPage(txn: SandboxTransaction): string {
  const lang = langOf(txn);
  const t = gatewayText(lang);
  const card = `<dt>${e(t('otp.card'))}</dt><dd>${e(txn.cardMasked ?? '')}</dd>`;
  const body = `<p>${e(t('otp.intro'))}</p>${summary(txn, card)}
<form method="post" action="${SANDBOX_BASE}/3ds" novalidate>
<input type="hidden" name="id" value="${e(txn.id)}">
<div class="field"><label for="otp">${e(t('otp.label'))}</label><input type="text" id="otp" name="otp" value="" inputmode="numeric" autocomplete="one-time-code" aria-describedby="otp-hint" autofocus><p class="hint" id="otp-hint">${e(t('otp.hint'))}</p></div>
<div class="buttons"><button type="submit" name="do" value="confirm">${e(t('action.confirm'))}</button><button type="submit" name="do" value="cancel" class="secondary">${e(t('action.cancel'))}</button></div>
</form>`;
  return page(lang, t('title.otp'), body);
}

function postBackPage(lang: Lang, backref: string, fields: Record<string, string>): string {
  const t = gatewayText(lang);
  const body = `<p>${e(t('text.returning'))}</p>
<form method="post" action="${e(backref)}" data-auto-submit>
${hiddenInputs(fields)}
<div class="buttons"><button type="submit">${e(t('action.continue'))}</button></div>
</form>`;
  return page(lang, t('title.returning'), body, true);
}
