import { describe, expect, it } from 'vitest';
import bgErrors from '../../i18n/locales/bg/errors.json' with { type: 'json' };
import enErrors from '../../i18n/locales/en/errors.json' with { type: 'json' };
import bgPayment from '../../i18n/locales/bg/payment.json' with { type: 'json' };
import enPayment from '../../i18n/locales/en/payment.json' with { type: 'json' };
import { ERROR_CODES, isErrorCode, SUCCESS_CODES } from './error-codes';
import { PAYMENT_CATEGORIES, paymentCodes } from './payment-codes';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('errors.json', () => {
  const bg = flatten(bgErrors as Tree);
  const en = flatten(enErrors as Tree);

  it('holds every error and success code in both languages, and nothing else', () => {
    const expected = [...ERROR_CODES, ...SUCCESS_CODES].sort();
    expect([...bg.keys()].sort()).toEqual(expected);
    expect([...en.keys()].sort()).toEqual(expected);
  });

  it('has no duplicate codes', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('uses the same placeholders in bg and en, and Cyrillic Bulgarian texts', () => {
    for (const [key, text] of bg) {
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
      expect(text, key).toMatch(/[а-яА-Я]/);
    }
  });

  it("uses the spec's own Bulgarian wording", () => {
    expect(bg.get('common.unknown')).toBe('Неустановена грешка');
    expect(en.get('common.unknown')).toBe('Unknown error');
    expect(bg.get('validation.required')).toBe('Полето е задължително');
    expect(bg.get('validation.invalidIban')).toBe('Невалиден IBAN');
    expect(bg.get('validation.invalidFormat')).toBe('Грешен формат');
    expect(bg.get('validation.dateInPast')).toBe('Не може да изберете дата в миналото');
    expect(bg.get('validation.minNumber')).toBe('Минималният брой е {{min}}');
    expect(bg.get('validation.numberRange')).toBe(
      'Трябва да въведете число между {{min}} и {{max}}',
    );
    expect(bg.get('validation.axleRange')).toBe('Броят осей трябва да е между {{min}} и {{max}}');
    expect(bg.get('common.containsInvalidData')).toBe('Съдържа невалидни данни');
    expect(bg.get('common.invalidData')).toBe('Невалидни данни');
  });

  it('has the parameters the validators pass', () => {
    expect(placeholders(bg.get('validation.minLength') ?? '')).toEqual(['min']);
    expect(placeholders(bg.get('validation.maxLength') ?? '')).toEqual(['max']);
    expect(placeholders(bg.get('validation.invalidEnum') ?? '')).toEqual(['options']);
    expect(placeholders(bg.get('validation.unknownField') ?? '')).toEqual(['name']);
  });

  it('isErrorCode accepts catalogue keys only', () => {
    expect(isErrorCode('validation.required')).toBe(true);
    expect(isErrorCode('success.changesSaved')).toBe(false);
    expect(isErrorCode('validation.nope')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('payment.json', () => {
  const bg = flatten(bgPayment as Tree);
  const en = flatten(enPayment as Tree);

  it('has identical key sets in bg and en', () => {
    expect([...bg.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has a text for every code of every table, every category, and nothing else', () => {
    const expected = [
      ...(['action', 'network', 'gateway'] as const).flatMap((kind) =>
        paymentCodes(kind).map((code) => `${kind}.${code}`),
      ),
      ...PAYMENT_CATEGORIES.map((category) => `category.${category}`),
      'unknownCode',
    ].sort();
    expect([...bg.keys()].sort()).toEqual(expected);
  });

  it('covers the code ranges of spec §8', () => {
    const keys = new Set(bg.keys());
    const has = (kind: string, codes: string[]) =>
      codes.every((code) => keys.has(`${kind}.${code}`));
    const range = (a: number, b: number, w: number) =>
      Array.from({ length: b - a + 1 }, (_, i) => String(a + i).padStart(w, '0'));
    expect(has('action', ['0', '1', '2', '3', '7', '21'])).toBe(true);
    const network = [
      ...range(0, 7, 3),
      ...range(100, 129, 3),
      '160',
      '180',
      '182',
      ...range(200, 210, 3),
      ...range(300, 309, 3),
      '400',
      '499',
      ...range(500, 504, 3),
      ...range(600, 606, 3),
      '680',
      '681',
      '700',
      '800',
      ...range(900, 923, 3),
      '950',
    ];
    expect(has('network', network)).toBe(true);
    expect(
      has('gateway', [
        '00',
        '01',
        '04',
        '05',
        '06',
        '12',
        '13',
        '14',
        '17',
        '54',
        '55',
        '59',
        '88',
        '89',
        '91',
        '96',
      ]),
    ).toBe(true);
    const documentedNegative = [...range(1, 37, 1), '40'].map((n) => `-${n}`);
    expect(has('gateway', documentedNegative)).toBe(true);
  });

  it('has Bulgarian texts and matching placeholders', () => {
    for (const [key, text] of bg) {
      expect(text, key).toMatch(/[а-яА-Я]/);
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });
});
