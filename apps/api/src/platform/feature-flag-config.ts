import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  isFeatureFlag,
  type FeatureFlag,
  type FeatureFlags,
} from '@toll/domain/feature-flags';

const ON = ['on', 'true', '1'];
const OFF = ['off', 'false', '0'];

/**
 * Reads `FEATURE_FLAGS=NAME=on,OTHER=off` over the defaults of packages/domain. TOLLING is not set
 * here: the mode is APP_MODE's to say.
 */
export function parseFeatureFlagOverrides(
  text: string,
  mode: 'vignette' | 'tolling',
): { ok: true; flags: FeatureFlags } | { ok: false; problem: string } {
  const flags: Record<FeatureFlag, boolean> = {
    ...DEFAULT_FEATURE_FLAGS,
    TOLLING: mode === 'tolling',
  };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!isFeatureFlag(name))
      return { ok: false, problem: `unknown flag ${name}; known: ${FEATURE_FLAGS.join(', ')}` };
    if (name === 'TOLLING')
      return { ok: false, problem: 'set the mode with APP_MODE=tolling or APP_MODE=vignette' };
    const v = value.toLowerCase();
    if (!ON.includes(v) && !OFF.includes(v))
      return { ok: false, problem: `flag ${name} needs on or off, got ${JSON.stringify(value)}` };
    flags[name] = ON.includes(v);
  }
  return { ok: true, flags: Object.freeze(flags) };
}
