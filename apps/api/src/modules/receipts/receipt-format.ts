import { vignetteStateAt } from '@toll/domain/vignette-validity';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoneyPair } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import type { ServerNamespace } from '@toll/i18n/server-resources';
import { translator } from '../../platform/i18n';
import type { BothLangs } from './receipt-data';

/** One catalogue key in both languages. */
export function both(
  ns: ServerNamespace,
  key: string,
  params?: Record<string, unknown>,
): BothLangs {
  return { bg: translator('bg', ns)(key, params), en: translator('en', ns)(key, params) };
}

/** A country's name in a site language: the stored Bulgarian or English name, else the runtime's. */
export function countryIn(code: string, names: BothLangs, lang: Lang): string {
  if (lang === 'bg' || lang === 'en') return names[lang];
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code) ?? names.en;
}

/** dd.MM.yyyy HH:mm:ss in Europe/Sofia (the display of the public check API). */
export const sofiaDateTime = formatSofiaDisplay;

/** The last valid second of a window whose stored end is exclusive. */
export const lastValidSecond = (validUntil: Date) => new Date(validUntil.getTime() - 1000);

export type Amounts = { amountBgn: number; amountEur: number; currency: Currency };

/** The charged currency first, the other in brackets: "49,60 € (97,01 лв.)", "€49.60 (BGN 97.01)". */
export function priceText(amounts: Amounts, lang: Lang): string {
  const bgn = { minor: amounts.amountBgn, currency: 'BGN' } as const;
  const eur = { minor: amounts.amountEur, currency: 'EUR' } as const;
  const [primary, secondary] = amounts.currency === 'EUR' ? [eur, bgn] : [bgn, eur];
  return formatMoneyPair(primary, secondary, lang);
}

export const priceBoth = (amounts: Amounts): BothLangs => ({
  bg: priceText(amounts, 'bg'),
  en: priceText(amounts, 'en'),
});

/** Kilometres with one decimal, the decimal mark of the language: "412,3 км", "412.3 km". */
export function kmBoth(km: number): BothLangs {
  const text = km.toFixed(1);
  return {
    bg: translator('bg', 'route-pass')('result.km', { km: text.replace('.', ',') }),
    en: translator('en', 'route-pass')('result.km', { km: text }),
  };
}

export function durationBoth(totalMinutes: number): BothLangs {
  return both('route-pass', 'result.duration', {
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
  });
}

export type VignetteStatus = 'ACTIVE' | 'NOT_STARTED' | 'EXPIRED' | 'DEACTIVATED';

/** The check service's verdict at an instant: active, not yet started, expired, or deactivated. */
export function vignetteStatus(
  vignette: { status: 'ACTIVE' | 'DEACTIVATED'; validFrom: Date; validUntil: Date },
  now: Date,
): VignetteStatus {
  if (vignette.status === 'DEACTIVATED') return 'DEACTIVATED';
  // The check's own rule, so the PDF, the check and the success page never disagree (issue 32).
  return vignetteStateAt({ from: vignette.validFrom, to: vignette.validUntil }, now);
}
