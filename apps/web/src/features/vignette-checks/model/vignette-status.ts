import type { DisplayedVignette } from '@toll/contract/public-check';

/**
 * The states a check shows (spec §4 "Vignette status"): not active yet, active, expired, and
 * deactivated (withdrawn; a look-up by number finds it).
 */
export type CheckStatus = DisplayedVignette['status'];

/** Filled badges in shades that keep white text at 4.5:1 or more (WCAG AA). */
export const STATUS_COLOURS: Readonly<Record<CheckStatus, string>> = {
  NOT_STARTED: 'blue.9',
  ACTIVE: 'teal.9',
  EXPIRED: 'gray.8',
  DEACTIVATED: 'red.9',
};

/** A bought vignette, the free social vignette, or a whitelisted (exempt) vehicle. */
export type VignetteKind = 'paid' | 'social' | 'whitelist';

export function vignetteKind(
  vignette: Pick<DisplayedVignette, 'number' | 'isSocial'>,
): VignetteKind {
  if (vignette.isSocial) return 'social';
  return vignette.number === null ? 'whitelist' : 'paid';
}

/** Not ended: valid now or later. */
const current = (status: CheckStatus) => status === 'ACTIVE' || status === 'NOT_STARTED';

/** A bought vignette that has not ended can get an address for its expiry notice. */
export function offersNoticeEmail(
  vignette: Pick<DisplayedVignette, 'number' | 'isSocial' | 'status'>,
): boolean {
  return vignetteKind(vignette) === 'paid' && current(vignette.status);
}

/** The vehicle has nothing valid now or later (no vignette, or only ended ones): offer to buy. */
export function needsVignette(vignettes: readonly Pick<DisplayedVignette, 'status'>[]): boolean {
  return !vignettes.some((vignette) => current(vignette.status));
}
