import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transliterateBg } from './transliteration';

describe('transliterateBg (Transliteration Act 2009)', () => {
  it('writes places and companies as Bulgarian registries do', () => {
    expect(transliterateBg('София')).toBe('Sofia');
    expect(transliterateBg('Велико Търново')).toBe('Veliko Tarnovo');
    expect(transliterateBg('Стара Загора')).toBe('Stara Zagora');
    expect(transliterateBg('Благоевград')).toBe('Blagoevgrad');
    expect(transliterateBg('Шумен')).toBe('Shumen');
    expect(transliterateBg('Русе')).toBe('Ruse');
    expect(transliterateBg('Мизия')).toBe('Mizia');
    expect(transliterateBg('Горива Юг АД')).toBe('Goriva Yug AD');
    expect(transliterateBg('Черноморски горива ЕООД')).toBe('Chernomorski goriva EOOD');
    expect(transliterateBg('Щастие')).toBe('Shtastie');
    expect(transliterateBg('ЩИТ')).toBe('SHTIT');
    expect(transliterateBg('Ю')).toBe('Yu');
  });

  it('ends "ия" as "ia" only at the end of a word', () => {
    expect(transliterateBg('Ямбол, Пияр')).toBe('Yambol, Piyar');
    expect(transliterateBg('Мария-Луиза')).toBe('Maria-Luiza');
  });

  it('leaves no Cyrillic and keeps everything else', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = transliterateBg(s);
        expect(out).not.toMatch(/[а-ъьюяА-ЪЬЮЯ]/u);
        if (!/[а-яА-Я]/u.test(s)) expect(out).toBe(s);
      }),
    );
  });
});
