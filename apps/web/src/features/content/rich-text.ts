import { API_BASE } from '../../api/api-base';
/** A piece of inline text: plain, bold, or a link. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; target: string };

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits `Buy **now** at [the shop](/buy-vignette).` into text, bold and link pieces. */
export function parseRichText(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) out.push({ kind: 'text', text: source.slice(last, index) });
    if (match[1] !== undefined) out.push({ kind: 'bold', text: match[1] });
    else out.push({ kind: 'link', text: match[2] ?? '', target: match[3] ?? '' });
    last = index + match[0].length;
  }
  if (last < source.length) out.push({ kind: 'text', text: source.slice(last) });
  return out;
}

/** The text without markup, for structured data and descriptions. */
export function plainText(source: string): string {
  return parseRichText(source)
    .map((piece) => piece.text)
    .join('');
}

/** A site page (`/buy-vignette`), as opposed to the API (`/api/…`) or another site. */
export function isSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith(`${API_BASE}/`) && !target.startsWith('//');
}
