import type { Lang } from './languages';
import type { Currency, Money } from './money';

/**
 * Display of amounts per language (this product's choice, ASCII spaces only so texts compare
 * easily; the web keeps amounts on one line with CSS):
 *   bg: "49,60 €", "97,01 лв.", "1 234,56 лв."  (comma decimals, space grouping, symbol after)
 *   en: "€49.60", "BGN 97.01", "BGN 1,234.56"  (dot decimals, comma grouping, symbol before)
 *   ro, tr, el, de: "49,60 €", "1.234,56 BGN"  (comma decimals, dot grouping, symbol after)
 * Negative amounts put the minus sign first: "-49,60 €", "-€49.60".
 */
const SYMBOLS: Record<Lang, Record<Currency, { text: string; before: boolean }>> = {
  bg: { EUR: { text: ' €', before: false }, BGN: { text: ' лв.', before: false } },
  en: { EUR: { text: '€', before: true }, BGN: { text: 'BGN ', before: true } },
  ro: { EUR: { text: ' €', before: false }, BGN: { text: ' BGN', before: false } },
  tr: { EUR: { text: ' €', before: false }, BGN: { text: ' BGN', before: false } },
  el: { EUR: { text: ' €', before: false }, BGN: { text: ' BGN', before: false } },
  de: { EUR: { text: ' €', before: false }, BGN: { text: ' BGN', before: false } },
};

const SEPARATORS: Record<Lang, { decimal: string; group: string }> = {
  bg: { decimal: ',', group: ' ' },
  en: { decimal: '.', group: ',' },
  ro: { decimal: ',', group: '.' },
  tr: { decimal: ',', group: '.' },
  el: { decimal: ',', group: '.' },
  de: { decimal: ',', group: '.' },
};

/** The number part only: "1 234,56" (bg) or "1,234.56" (en). */
export function formatAmount(minor: number, lang: Lang): string {
  const { decimal, group } = SEPARATORS[lang];
  const magnitude = Math.abs(minor);
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const cents = String(magnitude % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${whole}${decimal}${cents}`;
}

export function formatMoney(amount: Money, lang: Lang): string {
  const symbol = SYMBOLS[lang][amount.currency];
  const number = formatAmount(Math.abs(amount.minor), lang);
  const sign = amount.minor < 0 ? '-' : '';
  return symbol.before ? `${sign}${symbol.text}${number}` : `${sign}${number}${symbol.text}`;
}

/** Primary amount with the second currency in brackets: "49,60 € (97,01 лв.)". */
export function formatMoneyPair(primary: Money, secondary: Money | null, lang: Lang): string {
  const first = formatMoney(primary, lang);
  return secondary ? `${first} (${formatMoney(secondary, lang)})` : first;
}
