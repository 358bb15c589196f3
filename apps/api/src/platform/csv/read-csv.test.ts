import { describe, expect, it } from 'vitest';
import { readCsv, recordsByHeader } from './read-csv';

describe('readCsv', () => {
  it('reads a header and records with the line each ends on, quoted separators and breaks kept', () => {
    const file = readCsv(
      '\uFEFFid;name;note\r\n1;"Shell; Sofia";plain\n\n2;Lukoil;"two\nlines"\n3; Eko ;""\n',
    );
    expect(file).toEqual({
      ok: true,
      header: ['id', 'name', 'note'],
      records: [
        { line: 2, cells: ['1', 'Shell; Sofia', 'plain'] },
        { line: 5, cells: ['2', 'Lukoil', 'two\nlines'] },
        { line: 6, cells: ['3', 'Eko', ''] },
      ],
    });
  });

  it('takes commas when the header has no semicolon, and short lines as they are', () => {
    const file = readCsv('a,b,c\n1,2\n');
    expect(file).toEqual({
      ok: true,
      header: ['a', 'b', 'c'],
      records: [{ line: 2, cells: ['1', '2'] }],
    });
    if (!file.ok) throw new Error('unreadable');
    expect(recordsByHeader(file, (h) => h.toUpperCase())).toEqual([
      { line: 2, record: { A: '1', B: '2', C: '' } },
    ]);
  });

  it('answers the line of the record it cannot read (an unclosed quote)', () => {
    expect(readCsv('a,b\n1,2\n3,"open\n4,5\n')).toEqual({ ok: false, malformedAt: 4 });
  });
});
