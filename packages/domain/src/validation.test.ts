import { describe, expect, it } from 'vitest';
import { checkAll, fail, failures, firstFailure, OK } from './validation';

describe('check helpers', () => {
  const bad = fail('validation.required');
  const worse = fail('validation.minLength', { min: 3 });

  it('builds failures with and without parameters', () => {
    expect(bad).toEqual({ ok: false, code: 'validation.required' });
    expect('params' in bad).toBe(false);
    expect(worse).toEqual({ ok: false, code: 'validation.minLength', params: { min: 3 } });
    expect(OK).toEqual({ ok: true });
  });

  it('picks the first failure, or all of them', () => {
    expect(firstFailure(OK, worse, bad)).toBe(worse);
    expect(firstFailure(OK, OK)).toBe(OK);
    expect(failures(OK, worse, bad)).toEqual([worse, bad]);
  });

  it('stops at the first failing step', () => {
    let ran = 0;
    const result = checkAll(
      () => OK,
      () => bad,
      () => {
        ran += 1;
        return worse;
      },
    );
    expect(result).toBe(bad);
    expect(ran).toBe(0);
    expect(checkAll(() => OK)).toBe(OK);
  });
});
