import { fail, OK, type Check } from './validation';

/**
 * Username (spec §5): Latin letters, digits, dot, underscore and @. A separator (. _ @) may not
 * start or end the name, and two separators may not follow each other.
 */
export function checkUsername(value: string): Check {
  const name = value.trim();
  const valid =
    /^[A-Za-z0-9._@]+$/.test(name) && !/^[._@]|[._@]$/.test(name) && !/[._@]{2}/.test(name);
  return valid ? OK : fail('validation.invalidUsername');
}

/** Password length bounds: the spec gives none; 8 is the usual floor, 128 caps hashing work. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Password (spec §5): an upper-case and a lower-case Latin letter and a digit, 8-128 characters. */
export function checkPassword(value: string): Check {
  if (value.length < PASSWORD_MIN_LENGTH)
    return fail('validation.minLength', { min: PASSWORD_MIN_LENGTH });
  if (value.length > PASSWORD_MAX_LENGTH)
    return fail('validation.maxLength', { max: PASSWORD_MAX_LENGTH });
  const strong = /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
  return strong ? OK : fail('validation.weakPassword');
}

export function checkPasswordConfirmation(password: string, confirmation: string): Check {
  return password === confirmation ? OK : fail('validation.passwordMismatch');
}
