/**
 * Feature flags (spec §6, §9). The order of FEATURE_FLAGS is the bit order of the stored bit
 * string and is append-only: bit i (counting from the left, 0-based) is FEATURE_FLAGS[i], '1' on,
 * '0' off. A new flag is added at the end; a retired flag keeps its position.
 *
 *  0 SERVICE_FEES        on   service-fee pages
 *  1 INVOICES            on   invoice pages
 *  2 BANK_GATEWAY        off  the bank-gateway switch
 *  3 MSTS                off  international toll (MSTS) transactions
 *  4 EURO_SWITCH_PERIOD  on   show the second currency outside the legal dual-display period
 *  5 VIGNETTE            on   vignette sales
 *  6 ROUTE_PASS          on   route-pass sales
 *  7 TOLLING             on   tolling mode of the back office (off = vignette mode)
 *  8 SALES               on   off pauses every sale (maintenance overlay)
 * The spec gives no defaults for VIGNETTE, ROUTE_PASS, TOLLING and SALES; they default to on.
 */
export const FEATURE_FLAGS = [
  'SERVICE_FEES',
  'INVOICES',
  'BANK_GATEWAY',
  'MSTS',
  'EURO_SWITCH_PERIOD',
  'VIGNETTE',
  'ROUTE_PASS',
  'TOLLING',
  'SALES',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.freeze({
  SERVICE_FEES: true,
  INVOICES: true,
  BANK_GATEWAY: false,
  MSTS: false,
  EURO_SWITCH_PERIOD: true,
  VIGNETTE: true,
  ROUTE_PASS: true,
  TOLLING: true,
  SALES: true,
});

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return typeof value === 'string' && (FEATURE_FLAGS as readonly string[]).includes(value);
}

/** The defaults with some flags changed. */
export function withFlags(overrides: Partial<Record<FeatureFlag, boolean>>): FeatureFlags {
  return Object.freeze({ ...DEFAULT_FEATURE_FLAGS, ...overrides });
}

export function encodeFlags(flags: FeatureFlags): string {
  return FEATURE_FLAGS.map((flag) => (flags[flag] ? '1' : '0')).join('');
}

/**
 * Reads a stored bit string. Missing positions (a string stored before a flag existed) and any
 * character other than '0' or '1' take the flag's default; extra positions are ignored.
 */
export function decodeFlags(bits: string | null | undefined): FeatureFlags {
  const text = bits ?? '';
  const entries = FEATURE_FLAGS.map((flag, i) => {
    const bit = text[i];
    return [flag, bit === '1' ? true : bit === '0' ? false : DEFAULT_FEATURE_FLAGS[flag]] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<FeatureFlag, boolean>);
}

/** The back office runs in one of two modes; TOLLING on means tolling mode. */
export const OFFICE_MODES = ['tolling', 'vignette'] as const;
export type OfficeMode = (typeof OFFICE_MODES)[number];

export function modeFromFlags(flags: FeatureFlags): OfficeMode {
  return flags.TOLLING ? 'tolling' : 'vignette';
}
