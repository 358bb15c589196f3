import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvExportStream, csvField, keysetChunks, type ExportColumn } from './list-export';

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('list exports', () => {
  it('writes each field as csv-stringify does and a CSV parser reads it back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('a,b', 'say "hi"', 'x\ny', 'r\r', '')), {
          minLength: 1,
          maxLength: 6,
        }),
        (cells) => {
          const line = `${cells.map(csvField).join(',')}\n`;
          expect(line).toBe(stringify([cells]));
          expect(parse(line, { relax_column_count: true })).toEqual([cells]);
        },
      ),
    );
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('1');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
  });

  it('streams every row of a keyset source, chunk after chunk, after one header row', async () => {
    const asked: (number | null)[] = [];
    const rows = keysetChunks<number>(async (after, limit) => {
      asked.push(after);
      const from = (after ?? 0) + 1;
      return Array.from(
        { length: Math.max(0, Math.min(limit, 2_345 - from + 1)) },
        (_, i) => from + i,
      );
    }, 1_000);
    const columns: ExportColumn<number>[] = [
      { header: 'n', value: (n) => n },
      { header: 'label, quoted', value: (n) => `"${n}"` },
    ];
    const lines = (await text(csvExportStream(rows, columns))).split('\n');
    expect(lines[0]).toBe('\uFEFFn,"label, quoted"');
    expect(lines).toHaveLength(2_345 + 2);
    expect(lines[2_345]).toBe('2345,"""2345"""');
    expect(asked).toEqual([null, 1_000, 2_000]);
  });

  it('a failing chunk fails the stream, even one asked for ahead of its turn', async () => {
    const rows = keysetChunks<number>(async (after, limit) => {
      if (after !== null) throw new Error('database gone');
      return Array.from({ length: limit }, (_, i) => i + 1);
    }, 10);
    await expect(text(csvExportStream(rows, [{ header: 'n', value: (n) => n }]))).rejects.toThrow(
      'database gone',
    );
  });
});
