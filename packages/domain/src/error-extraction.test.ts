import { describe, expect, it } from 'vitest';
import { extractErrorMessage, extractErrorText, UNKNOWN_ERROR_TEXT } from './error-extraction';

describe('error extraction (spec §8)', () => {
  it('takes the first entry of errors, as text or { message }', () => {
    expect(extractErrorMessage({ errors: ['Първа', 'Втора'], message: 'Общо' })).toBe('Първа');
    expect(
      extractErrorMessage({
        errors: [{ code: 'validation.required', message: 'Полето е задължително' }],
        message: 'x',
      }),
    ).toBe('Полето е задължително');
  });

  it('falls back to a non-numeric message', () => {
    expect(extractErrorMessage({ errors: [], message: 'Невалидни данни' })).toBe('Невалидни данни');
    expect(extractErrorMessage({ errors: [''], message: 'Невалидни данни' })).toBe(
      'Невалидни данни',
    );
    expect(extractErrorMessage({ errors: [{ code: 'x' }], message: 'Невалидни данни' })).toBe(
      'Невалидни данни',
    );
    expect(extractErrorMessage({ errors: [{ message: ' ' }], message: 'Невалидни' })).toBe(
      'Невалидни',
    );
    expect(extractErrorMessage({ message: 'Error 500' })).toBe('Error 500');
  });

  it("ends with 'Неустановена грешка' for numeric, empty or missing messages", () => {
    expect(UNKNOWN_ERROR_TEXT).toBe('Неустановена грешка');
    expect(extractErrorMessage({ message: '500' })).toBe('Неустановена грешка');
    expect(extractErrorMessage({ message: ' 404 ' })).toBe('Неустановена грешка');
    expect(extractErrorMessage({ message: '' })).toBe('Неустановена грешка');
    expect(extractErrorMessage({ errors: 'not a list' })).toBe('Неустановена грешка');
    expect(extractErrorMessage({ errors: [null, 'second'] })).toBe('Неустановена грешка');
    expect(extractErrorMessage({ errors: [404], message: 'Не е намерено' })).toBe('Не е намерено');
    expect(extractErrorMessage(null)).toBe('Неустановена грешка');
    expect(extractErrorMessage('boom')).toBe('Неустановена грешка');
    expect(extractErrorMessage({ message: 500 })).toBe('Неустановена грешка');
  });

  it('lets the caller choose the fallback text', () => {
    expect(extractErrorMessage({}, 'Unknown error')).toBe('Unknown error');
    expect(extractErrorText({})).toBeNull();
  });
});
