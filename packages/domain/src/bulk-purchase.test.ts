import { describe, expect, it } from 'vitest';
import { MAX_BULK_ROWS, parseBulkCsv } from './bulk-purchase';

describe('the bulk purchase file', () => {
  it('reads rows with their lines, a header, either separator and Sofia start days', () => {
    const file = parseBulkCsv(
      'plate;country;product;start\r\nCA1234AB;bg;car-weekly;2026-12-01\n\nPB 7777 KK;BG;car-annual;\n',
    );
    expect(file.problems).toEqual([]);
    expect(file.rows).toEqual([
      {
        line: 2,
        lpn: 'CA1234AB',
        countryCode: 'BG',
        productId: 'car-weekly',
        activationDate: '2026-11-30T22:00:00.000Z',
      },
      {
        line: 4,
        lpn: 'PB 7777 KK',
        countryCode: 'BG',
        productId: 'car-annual',
        activationDate: null,
      },
    ]);
    const summer = parseBulkCsv('CA1234AB,BG,car-weekly,2026-07-01 08:30');
    expect(summer.rows[0]!.activationDate).toBe('2026-07-01T05:30:00.000Z');
  });

  it('reports every bad line and keeps it out of the rows', () => {
    const file = parseBulkCsv(
      'CA1234AB,BG\nX,BG,car-weekly\nCA1234AB,ZZZ,car-weekly\nCA1234AB,BG,car-weekly,2026-02-30\nCA9999AB,BG,car-weekly',
    );
    expect(file.problems.map((p) => [p.line, p.code])).toEqual([
      [1, 'bulk.missingColumn'],
      [2, 'validation.invalidPlate'],
      [3, 'validation.invalidCountry'],
      [4, 'bulk.badDate'],
    ]);
    expect(file.rows.map((r) => r.line)).toEqual([5]);
  });

  it('refuses an empty file and one of more than 500 rows', () => {
    expect(parseBulkCsv('plate,country,product\n\n').problems[0]!.code).toBe('bulk.empty');
    const big = Array.from(
      { length: MAX_BULK_ROWS + 1 },
      (_, i) => `CA${1000 + i}AB,BG,car-weekly`,
    );
    expect(parseBulkCsv(big.join('\n')).problems[0]).toEqual({
      line: 0,
      code: 'bulk.tooManyRows',
      params: { max: 500 },
    });
    expect(parseBulkCsv(big.slice(1).join('\n')).rows).toHaveLength(MAX_BULK_ROWS);
  });
});
