// Provisional: replaced by the money rules of @toll/domain once the business-rules package lands.
import type { FeatureFlags } from '../../platform/feature-flag-config';

const EURO_DAY = Date.parse('2025-12-31T22:00:00Z');
const DUAL_FROM = Date.parse('2025-08-07T21:00:00Z');
const DUAL_TO = Date.parse('2026-08-08T21:00:00Z');

export function currencyDisplayAt(at: Date, flags: FeatureFlags): { primary: 'BGN' | 'EUR'; secondary: 'BGN' | 'EUR' | null } {
  const t = at.getTime();
  const primary = t >= EURO_DAY ? 'EUR' : 'BGN';
  const dual = (t >= DUAL_FROM && t < DUAL_TO) || flags.EURO_SWITCH_PERIOD === true;
  return { primary, secondary: dual ? (primary === 'EUR' ? 'BGN' : 'EUR') : null };
}
