import { describe, expect, it } from 'vitest';
import {
  AXLE_COUNT_RANGE,
  checkAtLeastOne,
  checkAxleCount,
  checkChecked,
  checkInteger,
  checkMaxLength,
  checkMinLength,
  checkMinNumber,
  checkNumber,
  checkNumberRange,
  checkOneOf,
  checkRequired,
  isBlank,
  textLength,
} from './field-checks';

describe('field checks', () => {
  it('treats null, undefined, blank text and empty lists as blank, not 0 or false', () => {
    expect([null, undefined, '', '  ', []].map(isBlank)).toEqual([true, true, true, true, true]);
    expect([0, false, 'a', [1], {}].map(isBlank)).toEqual([false, false, false, false, false]);
    expect(checkRequired(' ')).toEqual({ ok: false, code: 'validation.required' });
    expect(checkRequired([])).toEqual({ ok: false, code: 'validation.required' });
    expect(checkRequired(0)).toEqual({ ok: true });
  });

  it('needs ticked checkboxes and at least one value', () => {
    expect(checkChecked(true)).toEqual({ ok: true });
    expect(checkChecked(false)).toEqual({ ok: false, code: 'validation.required' });
    expect(checkChecked(undefined)).toEqual({ ok: false, code: 'validation.required' });
    expect(checkAtLeastOne(['', null, 'x'])).toEqual({ ok: true });
    expect(checkAtLeastOne(['', null, []])).toEqual({ ok: false, code: 'validation.atLeastOne' });
  });

  it('counts trimmed characters, not UTF-16 units', () => {
    expect(textLength(' Иван ')).toBe(4);
    expect(textLength('😀😀')).toBe(2);
    expect(checkMinLength('abc', 3)).toEqual({ ok: true });
    expect(checkMinLength('ab ', 3)).toEqual({
      ok: false,
      code: 'validation.minLength',
      params: { min: 3 },
    });
    expect(checkMaxLength('abcd', 4)).toEqual({ ok: true });
    expect(checkMaxLength('abcde', 4)).toEqual({
      ok: false,
      code: 'validation.maxLength',
      params: { max: 4 },
    });
  });

  it('checks numbers, integers, minimums and inclusive ranges', () => {
    expect(checkNumber(1.5)).toEqual({ ok: true });
    expect(checkNumber('1')).toEqual({ ok: false, code: 'validation.mustBeNumber' });
    expect(checkNumber(Number.NaN)).toEqual({ ok: false, code: 'validation.mustBeNumber' });
    expect(checkInteger(3)).toEqual({ ok: true });
    expect(checkInteger(3.5)).toEqual({ ok: false, code: 'validation.mustBeInteger' });
    expect(checkMinNumber(1, 1)).toEqual({ ok: true });
    expect(checkMinNumber(0, 1)).toEqual({
      ok: false,
      code: 'validation.minNumber',
      params: { min: 1 },
    });
    expect(checkMinNumber(Number.POSITIVE_INFINITY, 1)).toEqual({
      ok: false,
      code: 'validation.mustBeNumber',
    });
    expect(checkNumberRange(1, 1, 5)).toEqual({ ok: true });
    expect(checkNumberRange(5, 1, 5)).toEqual({ ok: true });
    expect(checkNumberRange(5.01, 1, 5)).toEqual({
      ok: false,
      code: 'validation.numberRange',
      params: { min: 1, max: 5 },
    });
    expect(checkNumberRange(Number.NaN, 1, 5)).toEqual({
      ok: false,
      code: 'validation.mustBeNumber',
    });
  });

  it('checks axle counts against the default or given range', () => {
    expect(AXLE_COUNT_RANGE).toEqual({ min: 2, max: 10 });
    expect(checkAxleCount(2)).toEqual({ ok: true });
    expect(checkAxleCount(10)).toEqual({ ok: true });
    expect(checkAxleCount(1)).toEqual({
      ok: false,
      code: 'validation.axleRange',
      params: { min: 2, max: 10 },
    });
    expect(checkAxleCount(11)).toEqual({
      ok: false,
      code: 'validation.axleRange',
      params: { min: 2, max: 10 },
    });
    expect(checkAxleCount(2.5)).toEqual({
      ok: false,
      code: 'validation.axleRange',
      params: { min: 2, max: 10 },
    });
    expect(checkAxleCount(0, { min: 0, max: 4 })).toEqual({ ok: true });
  });

  it('checks enumerations', () => {
    expect(checkOneOf('bg', ['bg', 'en'])).toEqual({ ok: true });
    expect(checkOneOf('de', ['bg', 'en'])).toEqual({
      ok: false,
      code: 'validation.invalidEnum',
      params: { options: 'bg, en' },
    });
    expect(checkOneOf(1, ['bg', 'en'])).toEqual({
      ok: false,
      code: 'validation.invalidEnum',
      params: { options: 'bg, en' },
    });
  });
});
