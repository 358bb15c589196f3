// Provisional: replaced by @toll/domain/feature-flags once the business-rules package lands.
export type FeatureFlags = Record<string, boolean>;

export const FEATURE_FLAG_DEFAULTS: FeatureFlags = {
  VIGNETTE: true,
  ROUTE_PASS: true,
  TOLLING: false,
  SALES: true,
  SERVICE_FEES: true,
  INVOICES: true,
  BANK_GATEWAY: false,
  MSTS: false,
  EURO_SWITCH_PERIOD: true,
};

/** Reads `FEATURE_FLAGS=NAME=on,OTHER=off` over the defaults. */
export function parseFeatureFlagOverrides(
  text: string,
  defaults: FeatureFlags,
): { ok: true; flags: FeatureFlags } | { ok: false; problem: string } {
  const flags = { ...defaults };
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!(name in defaults)) return { ok: false, problem: `unknown flag ${name}; known: ${Object.keys(defaults).join(', ')}` };
    if (!['on', 'off', 'true', 'false', '1', '0'].includes(value.toLowerCase())) {
      return { ok: false, problem: `flag ${name} needs on or off, got ${JSON.stringify(value)}` };
    }
    flags[name] = ['on', 'true', '1'].includes(value.toLowerCase());
  }
  return { ok: true, flags };
}
