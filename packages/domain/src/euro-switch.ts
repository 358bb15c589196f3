import type { FeatureFlags } from './feature-flags';
import type { Currency } from './money';
import { nextSofiaMidnight, startOfSofiaDay } from './sofia-time';

/**
 * The euro changeover (FACTS "The euro"). Bulgaria adopted the euro on 2026-01-01 00:00 Sofia
 * time: before it BGN is the primary currency, from it EUR (card payments are in the primary
 * currency). Prices must show both currencies during the dual-display period, 2025-08-08 to
 * 2026-08-08 inclusive (Sofia calendar days).
 */
export const EURO_ADOPTION = startOfSofiaDay({ year: 2026, month: 1, day: 1 });
export const DUAL_DISPLAY_FROM = startOfSofiaDay({ year: 2025, month: 8, day: 8 });
/** Exclusive end: the first instant after 2026-08-08 23:59:59 Sofia time. */
export const DUAL_DISPLAY_UNTIL = nextSofiaMidnight({ year: 2026, month: 8, day: 8 });

export function primaryCurrencyAt(at: Date): Currency {
  return at.getTime() < EURO_ADOPTION.getTime() ? 'BGN' : 'EUR';
}

export function isDualDisplayPeriod(at: Date): boolean {
  const t = at.getTime();
  return t >= DUAL_DISPLAY_FROM.getTime() && t < DUAL_DISPLAY_UNTIL.getTime();
}

/**
 * The second currency shown next to the primary one, or null. It is shown throughout the legal
 * dual-display period whatever the flags say (the law cannot be switched off), and outside that
 * period while EURO_SWITCH_PERIOD is on (as the product did before August 2025 with EUR second).
 */
export function secondaryCurrencyAt(
  at: Date,
  flags: Pick<FeatureFlags, 'EURO_SWITCH_PERIOD'>,
): Currency | null {
  if (!isDualDisplayPeriod(at) && !flags.EURO_SWITCH_PERIOD) return null;
  return primaryCurrencyAt(at) === 'BGN' ? 'EUR' : 'BGN';
}

/** The currency a card payment is made in at a moment: EUR only from 2026-01-01. */
export function paymentCurrencyAt(at: Date): Currency {
  return primaryCurrencyAt(at);
}
