/**
 * Bulgarian Cyrillic to Latin by the Transliteration Act (ДВ бр. 19/2009), the system Bulgarian
 * registries use for names and places in Latin script ("Велико Търново" → "Veliko Tarnovo").
 * The one contextual rule: "ия" at the end of a word is "ia" ("България" → "Bulgaria").
 * Characters outside Bulgarian Cyrillic are kept as they are.
 */
/** The Act's table, lower case (place search uses it too). */
export const BULGARIAN_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const isUpper = (ch: string | undefined) =>
  ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();

export function transliterateBg(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const lower = ch.toLowerCase();
    let latin = BULGARIAN_LATIN[lower];
    if (latin === undefined) {
      out += ch;
      continue;
    }
    // "ия" closing a word
    if (lower === 'я' && chars[i - 1]?.toLowerCase() === 'и' && !isLetter(chars[i + 1]))
      latin = 'a';
    if (isUpper(ch)) {
      // A capital inside an all-capitals word stays all capitals (ООД → OOD, ЩИТ → SHTIT).
      const wordUpper = isUpper(chars[i + 1]) || (!isLetter(chars[i + 1]) && isUpper(chars[i - 1]));
      latin = wordUpper ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
    }
    out += latin;
  }
  return out;
}
