import { inflateSync } from 'node:zlib';

/** The decoded streams of a PDF (pdfkit compresses each with FlateDecode). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const pattern = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  return out;
}

/** Glyph id → text, from a ToUnicode CMap with `<start> <end> [<hex> …]` ranges (pdfkit's form). */
function readCmap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of source.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] ?? '0', 16);
    const targets = [...(range[3] ?? '').matchAll(/<([0-9a-f ]+)>/gi)];
    targets.forEach((target, i) => {
      const units = (target[1] ?? '').split(' ').map((h) => parseInt(h, 16));
      map.set(start + i, String.fromCharCode(...units));
    });
  }
  return map;
}

/**
 * The text of a pdfkit PDF, good enough for tests: every text line decoded with every embedded
 * font's ToUnicode map (the wrong map yields noise that no assertion looks for).
 */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const cmaps = all.filter((s) => s.includes('beginbfrange')).map(readCmap);
  const lines = all
    .filter((s) => s.includes(' TJ'))
    .flatMap((s) => [...s.matchAll(/\[([^\]]*)\] TJ/g)].map((m) => m[1] ?? ''));
  const decoded = cmaps.flatMap((cmap) =>
    lines.map((line) =>
      [...line.matchAll(/<([0-9a-f]+)>/gi)]
        .flatMap((hex) => (hex[1] ?? '').match(/.{4}/g) ?? [])
        .map((gid) => cmap.get(parseInt(gid, 16)) ?? '')
        .join(''),
    ),
  );
  return decoded.join('\n');
}
