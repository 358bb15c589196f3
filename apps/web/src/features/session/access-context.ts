import type { AccessContext } from '@toll/domain/access';
import { DEFAULT_FEATURE_FLAGS, modeFromFlags } from '@toll/domain/feature-flags';

/**
 * The context the web checks capabilities in (packages/domain `capabilitiesOf`): the feature flags
 * kept locally (spec §6) and the mode they imply. Until the flags come from the server, these are
 * the documented defaults; the API enforces the real ones on every call.
 */
export const accessContext: AccessContext = {
  mode: modeFromFlags(DEFAULT_FEATURE_FLAGS),
  flags: DEFAULT_FEATURE_FLAGS,
};
