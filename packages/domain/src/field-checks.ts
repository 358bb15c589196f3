import { fail, OK, type Check } from './validation';

/** Empty for a form: null, undefined, a blank string or an empty list. 0 and false are values. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** 'Полето е задължително'. A required list must be non-empty. */
export function checkRequired(value: unknown): Check {
  return isBlank(value) ? fail('validation.required') : OK;
}

/** A required checkbox must be ticked. */
export function checkChecked(value: boolean | null | undefined): Check {
  return value === true ? OK : fail('validation.required');
}

/** At least one of several fields must have a value. */
export function checkAtLeastOne(values: readonly unknown[]): Check {
  return values.some((value) => !isBlank(value)) ? OK : fail('validation.atLeastOne');
}

/** Length in characters (code points) of the trimmed text. */
export function textLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** 'at least {{min}} symbols'. */
export function checkMinLength(text: string, min: number): Check {
  return textLength(text) >= min ? OK : fail('validation.minLength', { min });
}

/** 'no more than {{max}} symbols'. */
export function checkMaxLength(text: string, max: number): Check {
  return textLength(text) <= max ? OK : fail('validation.maxLength', { max });
}

export function checkNumber(value: unknown): Check {
  return typeof value === 'number' && Number.isFinite(value) ? OK : fail('validation.mustBeNumber');
}

export function checkInteger(value: unknown): Check {
  return Number.isInteger(value) ? OK : fail('validation.mustBeInteger');
}

/** 'Минималният брой е {{min}}'. */
export function checkMinNumber(value: number, min: number): Check {
  if (!Number.isFinite(value)) return fail('validation.mustBeNumber');
  return value >= min ? OK : fail('validation.minNumber', { min });
}

/** 'Трябва да въведете число между {{min}} и {{max}}' (both ends included). */
export function checkNumberRange(value: number, min: number, max: number): Check {
  if (!Number.isFinite(value)) return fail('validation.mustBeNumber');
  return value >= min && value <= max ? OK : fail('validation.numberRange', { min, max });
}

/**
 * Axle counts (spec §5 'Броят осей трябва да е между {{min}} и {{max}}'). The spec shows no bounds:
 * 2 to 10 is this product's default for a vehicle; pass other bounds for tractor or trailer axles.
 */
export const AXLE_COUNT_RANGE = { min: 2, max: 10 } as const;

export function checkAxleCount(
  value: number,
  range: { min: number; max: number } = AXLE_COUNT_RANGE,
): Check {
  const valid = Number.isInteger(value) && value >= range.min && value <= range.max;
  return valid ? OK : fail('validation.axleRange', { min: range.min, max: range.max });
}

/** A value must be one of a fixed list ('one of {{options}}'). */
export function checkOneOf<T extends string>(value: unknown, options: readonly T[]): Check {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? OK
    : fail('validation.invalidEnum', { options: options.join(', ') });
}
