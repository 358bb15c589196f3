import { parseCamt053 } from './camt053';
import { parseMt940 } from './mt940';
import { StatementFormatError, type ParsedStatement } from './statement-types';

/** Reads a statement file by its content: XML is camt.053, tagged text (":20:") is MT940. */
export function parseStatementFile(content: string): ParsedStatement[] {
  const body = content.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new StatementFormatError('bank.file.empty', 'line 1');
  const start = body.trimStart();
  if (start.startsWith('<')) return parseCamt053(body);
  if (/^(\{1:|:20:)/.test(start) || /^:20:/m.test(body)) return parseMt940(body);
  throw new StatementFormatError('bank.file.unknownFormat', 'line 1');
}
