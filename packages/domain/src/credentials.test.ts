import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
  PASSWORD_MAX_LENGTH,
} from './credentials';

describe('username', () => {
  it('accepts letters, digits, dot, underscore and @ between characters', () => {
    for (const name of [
      'ivan',
      'ivan.petrov',
      'ivan_petrov1',
      'ivan.petrov@abv.bg',
      'a',
      'I.V_A@N',
    ]) {
      expect(checkUsername(name), name).toEqual({ ok: true });
    }
  });

  it('rejects leading, trailing and doubled separators and other characters', () => {
    for (const name of [
      '.ivan',
      'ivan.',
      '_ivan',
      'ivan_',
      '@ivan',
      'ivan@',
      'ivan..p',
      'ivan._p',
      'ivan_@abv.bg',
      'ivan petrov',
      'иван',
      'ivan-p',
      '',
    ]) {
      expect(checkUsername(name), name).toEqual({ ok: false, code: 'validation.invalidUsername' });
    }
  });
});

describe('password', () => {
  it('needs an upper- and lower-case Latin letter and a digit', () => {
    expect(checkPassword('Secret123')).toEqual({ ok: true });
    expect(checkPassword('secret123')).toEqual({ ok: false, code: 'validation.weakPassword' });
    expect(checkPassword('SECRET123')).toEqual({ ok: false, code: 'validation.weakPassword' });
    expect(checkPassword('SecretPass')).toEqual({ ok: false, code: 'validation.weakPassword' });
    expect(checkPassword('Парола123а')).toEqual({ ok: false, code: 'validation.weakPassword' });
  });

  it('has length bounds', () => {
    expect(checkPassword('Ab1defg')).toEqual({
      ok: false,
      code: 'validation.minLength',
      params: { min: 8 },
    });
    expect(checkPassword('Ab1defgh')).toEqual({ ok: true });
    expect(checkPassword(`Ab1${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`)).toEqual({ ok: true });
    expect(checkPassword(`Ab1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`)).toEqual({
      ok: false,
      code: 'validation.maxLength',
      params: { max: 128 },
    });
  });

  it('needs a matching confirmation', () => {
    expect(checkPasswordConfirmation('Secret123', 'Secret123')).toEqual({ ok: true });
    expect(checkPasswordConfirmation('Secret123', 'secret123')).toEqual({
      ok: false,
      code: 'validation.passwordMismatch',
    });
  });
});
