import type { DelictView } from '@toll/contract/delicts';
import type { Lang } from '@toll/domain/languages';
import { formatMoneyPair } from '@toll/domain/money-format';
import { fromMajor, type Currency, type Money } from '@toll/domain/money';
import { formatNumber } from '../../../i18n/format-number';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';

/** An amount in the charged currency with the other in brackets: "36,00 € (70,41 лв.)". */
export function amountText(
  price: { minor: number; currency: Currency },
  both: { amountBGN: number; amountEUR: number },
  lang: Lang,
): string {
  const other: Currency = price.currency === 'EUR' ? 'BGN' : 'EUR';
  const minor = fromMajor(other === 'EUR' ? both.amountEUR : both.amountBGN) ?? 0;
  return formatMoneyPair(
    { minor: price.minor, currency: price.currency },
    { minor, currency: other },
    lang,
  );
}

export const delictAmountText = (delict: DelictView, lang: Lang) =>
  amountText(delict.price, delict.currencyAmount, lang);

/** The sum of the chosen delicts, in the charged currency and in the other one. */
export function selectionTotal(delicts: readonly DelictView[]): {
  price: Money;
  currencyAmount: { amountBGN: number; amountEUR: number };
} {
  const currency = delicts[0]?.price.currency ?? 'EUR';
  const sum = (pick: (d: DelictView) => number) =>
    delicts.reduce((total, d) => total + (fromMajor(pick(d)) ?? 0), 0);
  return {
    price: { minor: delicts.reduce((total, d) => total + d.price.minor, 0), currency },
    currencyAmount: {
      amountBGN: sum((d) => d.currencyAmount.amountBGN) / 100,
      amountEUR: sum((d) => d.currencyAmount.amountEUR) / 100,
    },
  };
}

/** dd.MM.yyyy HH:mm:ss in Sofia time, from an ISO instant (the pages' one time formatter). */
export const sofiaTime = (iso: string) => formatSofiaDateTime(iso, { seconds: true });

/** Road, kilometre, direction and place in one line ("А1 (АМ „Тракия“), км 112,4, …"). */
export function placeText(
  delict: DelictView,
  kilometre: (km: string) => string,
  lang: Lang,
): string {
  return [
    delict.roadNumber,
    delict.kilometre === null ? null : kilometre(formatNumber(delict.kilometre, lang, 1)),
    delict.direction,
    delict.location,
    delict.municipality,
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
