import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { parsePlain, parseQuoted, parseSerialCsv } from './serial-csv';

type Records = { info: { lines: number }; record: Record<string, string> }[];

/** What a parse gives: each record with its line, or the refusal (code and parameters). */
function outcome(parse: () => Records) {
  try {
    return { records: parse().map(({ info, record }) => ({ line: info.lines, record })) };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.details };
    throw error;
  }
}

const cell = fc.stringMatching(/^[ \t]{0,2}[A-Za-z0-9-]{0,6}[ \t]{0,2}$/);
const lineBreak = fc.constantFrom('\n', '\r\n');

describe('the plain reading of a delivery file answers as csv-parse does', () => {
  it('for any quote-free file: same records and lines, or the same refusal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(',', ';'),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.oneof(fc.array(cell, { minLength: 1, maxLength: 4 }), fc.constant([])), {
          maxLength: 12,
        }),
        lineBreak,
        fc.boolean(),
        (delimiter, width, rows, eol, bom) => {
          const header = ['serialNumber', 'sim', 'warrantyEnd'].slice(0, width).join(delimiter);
          const text = `${bom ? '\uFEFF' : ''}${[header, ...rows.map((r) => r.join(delimiter))].join(eol)}${eol}`; // prettier-ignore
          expect(outcome(() => parsePlain(text, delimiter))).toEqual(
            outcome(() => parseQuoted(text, delimiter)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a quoted file through csv-parse', () => {
    const parsed = parseSerialCsv('serialNumber,sim\n"OBU-0001","35988, 1"\nOBU-0002,\n');
    expect(parsed).toEqual({
      serials: ['OBU-0001', 'OBU-0002'],
      sims: ['35988, 1', null],
      warrantyEnds: [null, null],
      lines: [2, 3],
    });
  });

  it('refuses a line of another length with its number', () => {
    expect(() => parseSerialCsv('serialNumber;sim\nOBU-0001;1\nOBU-0002;2;3\n')).toThrow(AppError);
    expect(outcome(() => parsePlain('serialNumber;sim\nOBU-0001;1\nOBU-0002;2;3\n', ';'))).toEqual({
      refused: [
        expect.objectContaining({
          code: 'device.csvInvalid',
          params: { line: 3, reason: 'CSV_RECORD_INCONSISTENT_COLUMNS' },
        }),
      ],
    });
  });
});
