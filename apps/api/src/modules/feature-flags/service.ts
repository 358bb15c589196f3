import { createHash, timingSafeEqual } from 'node:crypto';
import type { FeatureFlagsResponse } from '@toll/contract/site';
import { encodeFlags, type FeatureFlags } from '@toll/domain/feature-flags';
import { AppError } from '../../platform/http/app-error';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The flags in force (configuration: defaults, APP_MODE and FEATURE_FLAGS) and the password check of
 * the site's hidden overlay. Digests of equal length make the comparison constant-time.
 */
export function createFeatureFlagService(flags: FeatureFlags, overlayPassword: string | undefined) {
  const expected = overlayPassword === undefined ? null : digest(overlayPassword);

  function current(): FeatureFlagsResponse {
    return { flags: { ...flags }, bits: encodeFlags(flags), overlayEnabled: expected !== null };
  }

  function unlock(password: string): { unlocked: true } {
    if (!expected) throw new AppError(403, { code: 'featureFlags.overlayDisabled' });
    if (!timingSafeEqual(digest(password), expected))
      throw new AppError(403, { code: 'featureFlags.wrongPassword', field: 'password' });
    return { unlocked: true };
  }

  return { current, unlock };
}

export type FeatureFlagService = ReturnType<typeof createFeatureFlagService>;
