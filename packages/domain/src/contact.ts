import { fail, OK, type Check } from './validation';

/**
 * Contact data checks (spec §5). E-mail: a practical RFC 5322 subset — dot-atom local part
 * (at most 64 characters), a domain of dot-separated labels ending in a letter TLD or an IDN
 * (xn--) TLD, 254 characters in all.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN =
  /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && DOMAIN.test(domain);
}

export function checkEmail(value: string): Check {
  return isValidEmail(value) ? OK : fail('validation.invalidEmail');
}

/** Splits a comma-separated e-mail list; blank items (a trailing comma) are dropped. */
export function parseEmailList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Every item of a comma-separated list must be an e-mail; the first bad one is named. */
export function checkEmailList(value: string): Check {
  const items = parseEmailList(value);
  if (items.length === 0) return fail('validation.required');
  const bad = items.find((item) => !isValidEmail(item));
  return bad === undefined ? OK : fail('validation.invalidEmailInList', { email: bad });
}

/** Phone: digits with an optional leading plus, longer than 4 characters ('Грешен формат'). */
export function checkPhone(value: string): Check {
  const phone = value.trim();
  return /^\+?\d+$/.test(phone) && phone.length > 4 ? OK : fail('validation.invalidFormat');
}

/** Phone parts (area code, local number) may contain only digits. */
export function checkPhoneDigits(value: string): Check {
  return /^\d+$/.test(value.trim()) ? OK : fail('validation.phoneDigitsOnly');
}

export function checkDigitsOnly(value: string): Check {
  return /^\d+$/.test(value.trim()) ? OK : fail('validation.invalidFormat');
}

export function checkDigitsAndDots(value: string): Check {
  return /^[\d.]+$/.test(value.trim()) ? OK : fail('validation.invalidFormat');
}
