import { LEDGER_ACCOUNT_KIND_CODES, isLedgerAccountKind, type LedgerAccountKind } from './ledger';

/**
 * The chart-of-accounts code of each kind of ledger account, as an accountant reads the trial
 * balance and the journal export: by default the accounts of Bulgaria's national chart (the
 * "Национален сметкоплан" classes most charts still follow) with an analytic suffix where one
 * synthetic account holds several kinds. An operator's own chart replaces any of them
 * (`LEDGER_ACCOUNT_CODES`, `parseLedgerAccountCodes`).
 */
export const DEFAULT_LEDGER_ACCOUNT_CODES: Readonly<Record<LedgerAccountKind, string>> = {
  // 412 Клиенти по аванси: money paid in advance, toll charges draw it down
  PREPAID_MAIN: '412-1',
  PREPAID_SECONDARY: '412-2',
  // 411 Клиенти: what postpaid customers owe
  POSTPAID_RECEIVABLE: '411',
  // 499 Други кредитори: a device deposit held for the customer; 498 Други дебитори: one owed
  DEPOSIT: '499-1',
  UNPAID_DEPOSIT: '498-1',
  // 401 Доставчици: settlements with the sale partners and commissioners
  PARTNER_OBLIGATION: '401',
  // 703 Приходи от продажби на услуги
  REVENUE_VIGNETTE: '703-1',
  REVENUE_ROUTE_PASS: '703-2',
  REVENUE_TOLL: '703-3',
  REVENUE_SERVICE_FEE: '703-4',
  REVENUE_DELICT: '703-5',
  // 709 Други приходи
  REVENUE_DEVICE_DEPOSIT: '709-1',
  REVENUE_OTHER: '709',
  // 602 Разходи за външни услуги: partners' commissions
  COMMISSION_EXPENSE: '602',
  // 509 Други парични средства: card money collected, not yet settled by the acquirer
  CARD_GATEWAY_CLEARING: '509',
  // 602 Разходи за външни услуги: the acquirer's fee on card settlements
  CARD_FEE_EXPENSE: '602-2',
  // 503 Разплащателна сметка; 501 Каса
  BANK: '503',
  POS_CASH: '501',
  // 499 Други кредитори: money received, not yet assigned
  SUSPENSE: '499-2',
  // 4532 Начислен ДДС за продажбите
  VAT_PAYABLE: '4532',
};

/** An account code: digits, optionally an analytic part after "-" or "." (503, 703-1, 4532.01). */
const CODE = /^\d{1,6}(?:[-.]\w{1,10})*$/;

export type LedgerAccountCodes = Readonly<Record<LedgerAccountKind, string>>;

/**
 * The chart from a setting like `BANK=504, REVENUE_TOLL=703-10`: each named kind gets its code,
 * every other keeps its default. An unknown kind, a malformed code or a kind named twice throws
 * a RangeError naming it (the platform refuses to start with it).
 */
export function parseLedgerAccountCodes(text: string | undefined): LedgerAccountCodes {
  const codes: Record<LedgerAccountKind, string> = { ...DEFAULT_LEDGER_ACCOUNT_CODES };
  const seen = new Set<string>();
  for (const part of (text ?? '').split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const [kind, code, ...rest] = item.split('=').map((s) => s.trim());
    if (!kind || !isLedgerAccountKind(kind))
      throw new RangeError(
        `unknown ledger account kind "${kind ?? item}" (one of ${LEDGER_ACCOUNT_KIND_CODES.join(', ')})`,
      );
    if (rest.length > 0 || !code || !CODE.test(code))
      throw new RangeError(`malformed account code for ${kind}: "${item}"`);
    if (seen.has(kind)) throw new RangeError(`${kind} is given twice`);
    seen.add(kind);
    codes[kind] = code;
  }
  return codes;
}
