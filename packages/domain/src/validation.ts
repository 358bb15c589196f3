import type { ErrorCode } from './error-codes';

/** Parameters interpolated into a catalogue message (`{{min}}`, `{{max}}`, …). */
export type CheckParams = Record<string, string | number>;

/**
 * The uniform answer of every validator: either fine, or a catalogue key (a key of
 * `packages/i18n/locales/{bg,en}/errors.json`) with the parameters its message needs.
 */
export type Check = { ok: true } | { ok: false; code: ErrorCode; params?: CheckParams };
export type Failure = Extract<Check, { ok: false }>;

export const OK: Check = Object.freeze({ ok: true });

export function fail(code: ErrorCode, params?: CheckParams): Failure {
  return params === undefined ? { ok: false, code } : { ok: false, code, params };
}

/** The first failing check, or OK. Checks are evaluated eagerly by the caller. */
export function firstFailure(...checks: readonly Check[]): Check {
  return checks.find((check) => !check.ok) ?? OK;
}

/** Runs lazily: stops at the first failure (use when later checks assume earlier ones passed). */
export function checkAll(...steps: readonly (() => Check)[]): Check {
  for (const step of steps) {
    const result = step();
    if (!result.ok) return result;
  }
  return OK;
}

/** Every failure of a list of checks, for forms that show all messages at once. */
export function failures(...checks: readonly Check[]): Failure[] {
  return checks.filter((check): check is Failure => !check.ok);
}
