import { vignetteStateAt } from '@toll/domain/vignette-validity';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoneyPair } from '@toll/domain/money-format';
import { countryNameIn } from '@toll/domain/countries';
import { formatNumber } from '@toll/domain/number-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import type { ServerNamespace } from '@toll/i18n/server-resources';
import { translator } from '../../platform/i18n';
import type { BothLangs, CountryNames } from './receipt-data';

/** A document's second language beside Bulgarian: the buyer's, English for a Bulgarian buyer. */
export function secondLang(buyer: Lang): Lang {
  return buyer === 'bg' ? 'en' : buyer;
}

/**
 * The texts of one document in Bulgarian and its second language (`secondLang` of the buyer's):
 * catalogue keys, prices, kilometres, durations and country names, each through that language's
 * catalogue and formatter.
 */
export function documentTexts(second: Lang) {
  const both = (ns: ServerNamespace, key: string, params?: Record<string, unknown>): BothLangs => ({
    bg: translator('bg', ns)(key, params),
    second: translator(second, ns)(key, params),
  });
  return {
    second,
    both,
    price: (amounts: Amounts): BothLangs => ({
      bg: priceText(amounts, 'bg'),
      second: priceText(amounts, second),
    }),
    /** Kilometres with one decimal in each language's writing: "412,3 км", "412.3 km". */
    km: (km: number): BothLangs => {
      const text = (lang: Lang) =>
        translator(lang, 'route-pass')('result.km', {
          km: formatNumber(km, lang, { digits: 1, grouping: false }),
        });
      return { bg: text('bg'), second: text(second) };
    },
    duration: (totalMinutes: number): BothLangs =>
      both('route-pass', 'result.duration', {
        hours: Math.floor(totalMinutes / 60),
        minutes: totalMinutes % 60,
      }),
    number: (value: number): BothLangs => ({
      bg: formatNumber(value, 'bg', { grouping: false }),
      second: formatNumber(value, second, { grouping: false }),
    }),
    country: (code: string, names: CountryNames): BothLangs => ({
      bg: names.bg,
      second: countryIn(code, names, second),
    }),
  };
}
export type DocumentTexts = ReturnType<typeof documentTexts>;

/** A country's name in a site language (`countryNameIn` of the domain). */
export function countryIn(code: string, names: CountryNames, lang: Lang): string {
  return countryNameIn(code, names, lang);
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
