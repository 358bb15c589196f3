import { Parser, type Mt940Statement, type Mt940Transaction } from 'mt940js';
import {
  StatementFormatError,
  ibanOf,
  type ParsedLine,
  type ParsedStatement,
  type StatementFault,
  toMinor,
} from './statement-types';

/** Where each tag starts in the file (1-based line numbers), in file order. */
function tagLines(text: string): { tag: string; line: number; data: string }[] {
  const out: { tag: string; line: number; data: string }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const m = /^:([0-9]{2}[A-Z]?|NS):(.*)$/.exec(raw);
    if (m) out.push({ tag: m[1]!, line: i + 1, data: m[2]! });
  });
  return out;
}

/** Checks the tags mt940js would read loosely, so the caller learns the line of a bad value. */
function precheck(text: string): void {
  const tags = tagLines(text);
  if (tags.length === 0) throw new StatementFormatError('bank.file.unknownFormat', 'line 1');
  for (const t of tags) {
    const where = `line ${t.line}`;
    if (/^6[02][FM]$/.test(t.tag) || t.tag === '64' || t.tag === '65') {
      const m = /^([CD])(\d{6})([A-Z]{3})(\d{1,15},\d{0,2})$/.exec(t.data.trim());
      if (!m) throw new StatementFormatError('bank.file.syntax', where, `:${t.tag}:${t.data}`);
      if (!validYymmdd(m[2]!)) throw new StatementFormatError('bank.file.badDate', where, m[2]!);
    } else if (t.tag === '61') {
      const m = /^(\d{6})(\d{4})?(R?[CD])([A-Z])?(\d{1,15},\d{0,2})/.exec(t.data.trim());
      if (!m) {
        const amount = /^\d{6}(\d{4})?R?[CD][A-Z]?([^N]*)/.exec(t.data.trim());
        throw new StatementFormatError(
          amount ? 'bank.file.badAmount' : 'bank.file.syntax',
          where,
          `:61:${t.data}`,
        );
      }
      if (!validYymmdd(m[1]!)) throw new StatementFormatError('bank.file.badDate', where, m[1]!);
    }
  }
  for (const required of ['20', '25', '60', '62']) {
    if (!tags.some((t) => t.tag.startsWith(required)))
      throw new StatementFormatError(
        'bank.file.missingTag',
        `line ${tags.at(-1)!.line}`,
        `:${required}:`,
      );
  }
  if (!tags.some((t) => t.tag.startsWith('28')))
    throw new StatementFormatError('bank.file.missingTag', `line ${tags[0]!.line}`, ':28C:');
  balanceCheck(tags);
}

/**
 * Opening + lines = closing of each statement, in integer minor units (mt940js checks the same
 * in floating point and says so with float artefacts): refused at the closing balance's line,
 * with the three amounts for the reader.
 */
function balanceCheck(tags: { tag: string; line: number; data: string }[]): void {
  let opening: { minor: number; currency: string } | null = null;
  let sum = 0;
  const signed = (dc: string, amount: string) => {
    const minor = toMinor(amount, ',') ?? 0;
    // C credit, D debit, RC a reversed credit (money out), RD a reversed debit (money in)
    return dc === 'C' || dc === 'RD' ? minor : -minor;
  };
  for (const t of tags) {
    if (/^60[FM]$/.test(t.tag)) {
      const m = /^([CD])\d{6}([A-Z]{3})(\d{1,15},\d{0,2})$/.exec(t.data.trim())!;
      opening = { minor: signed(m[1]!, m[3]!), currency: m[2]! };
      sum = 0;
    } else if (t.tag === '61' && opening) {
      const m = /^\d{6}(?:\d{4})?(R?[CD])[A-Z]?(\d{1,15},\d{0,2})/.exec(t.data.trim())!;
      sum += signed(m[1]!, m[2]!);
    } else if (/^62[FM]$/.test(t.tag) && opening) {
      const m = /^([CD])\d{6}[A-Z]{3}(\d{1,15},\d{0,2})$/.exec(t.data.trim())!;
      const closing = signed(m[1]!, m[2]!);
      if (opening.minor + sum !== closing)
        throw new StatementFormatError(
          'bank.file.balanceMismatch',
          `line ${t.line}`,
          `${opening.minor} + ${sum} ≠ ${closing}`,
          {
            openingMinor: opening.minor,
            movementsMinor: sum,
            closingMinor: closing,
            currency: opening.currency,
          },
        );
      opening = null;
    }
  }
}

function validYymmdd(s: string): boolean {
  const month = Number(s.slice(2, 4));
  const day = Number(s.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const isoDay = (d: Date | undefined | null): string | null =>
  d && !Number.isNaN(d.getTime())
    ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    : null;

/** Minor units of a mt940js amount (a float with at most two decimals). */
const minorOf = (amount: number): number => Math.round(Math.abs(amount) * 100);

/** The counterparty and the remittance text of field 86 (SEPA "/NAME/…/IBAN/…/REMI/…" or "?20…?32"). */
function details86(
  t: Mt940Transaction,
): Pick<ParsedLine, 'counterpartyName' | 'counterpartyIban' | 'remittance'> {
  const s = t.structuredDetails ?? {};
  const joinQ = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => s[String(from + i)] ?? '').join('');
  const name = s.NAME ?? (joinQ(32, 33) || null);
  const iban = ibanOf(s.IBAN ?? s['31'] ?? null);
  const remittance = s.REMI ?? s.EREF ?? (joinQ(20, 29) || t.details.replace(/\n/g, ' '));
  return {
    counterpartyName: name ? name.trim().slice(0, 140) : null,
    counterpartyIban: iban,
    remittance: remittance.trim().slice(0, 500),
  };
}

/** Maps a mt940js message to a fault and the line it is about. */
function faultOf(message: string, text: string): StatementFormatError {
  const tags = tagLines(text);
  const lineOf = (tag: string) => tags.find((t) => t.tag.startsWith(tag))?.line ?? 1;
  let code: StatementFault = 'bank.file.syntax';
  let line = 1;
  if (/Sum of lines/.test(message)) {
    code = 'bank.file.balanceMismatch';
    line = lineOf('62');
  } else if (/Currency markers/.test(message)) {
    code = 'bank.file.currencyMismatch';
    line = lineOf('62');
  } else if (/Mandatory tag (\w+)/.test(message)) {
    code = 'bank.file.missingTag';
    line = tags[0]?.line ?? 1;
  } else if (/Cannot parse tag (\w+): (.*)$/.test(message)) {
    const [, , data] = /Cannot parse tag (\w+): (.*)$/.exec(message)!;
    line = tags.find((t) => data && t.data.startsWith(data.split(',')[0]!))?.line ?? 1;
  } else if (/Unknown tag/.test(message)) {
    const id = /Unknown tag (\S+)/.exec(message)?.[1] ?? '';
    line = tags.find((t) => t.tag === id)?.line ?? 1;
  }
  return new StatementFormatError(code, `line ${line}`, message.slice(0, 200));
}

/**
 * Reads a SWIFT MT940 file with mt940js (one or more statements). The file is refused whole, with
 * the line and the reason, when a tag is malformed or missing, or opening + lines ≠ closing.
 */
export function parseMt940(text: string): ParsedStatement[] {
  if (!text.trim()) throw new StatementFormatError('bank.file.empty', 'line 1');
  precheck(text);
  let raw: Mt940Statement[];
  try {
    raw = new Parser().parse(text);
  } catch (error) {
    throw faultOf(error instanceof Error ? error.message : String(error), text);
  }
  if (raw.length === 0) throw new StatementFormatError('bank.file.unknownFormat', 'line 1');
  const tags = tagLines(text);
  const lines61 = tags.filter((t) => t.tag === '61').map((t) => t.line);
  const closing62 = tags.filter((t) => t.tag.startsWith('62')).map((t) => t.line);
  const opening60 = tags.filter((t) => t.tag.startsWith('60')).map((t) => t.line);
  const accounts25 = tags.filter((t) => t.tag === '25').map((t) => t.line);
  let lineIndex = 0;
  return raw.map((s, si) => {
    const iban =
      ibanOf(s.accountIdentification.split('/').at(-1)) ?? ibanOf(s.accountIdentification);
    if (!iban)
      throw new StatementFormatError(
        'bank.file.badIban',
        `line ${accounts25[si] ?? 1}`,
        s.accountIdentification,
      );
    const sign = (n: number) => (n < 0 ? -1 : 1);
    const opening = sign(s.openingBalance) * minorOf(s.openingBalance);
    const closing = sign(s.closingBalance) * minorOf(s.closingBalance);
    const lines: ParsedLine[] = s.transactions.map((t) => {
      const where = `line ${lines61[lineIndex++] ?? 1}`;
      const valueDate = isoDay(t.date);
      const bookingDate = isoDay(t.entryDate) ?? valueDate;
      if (!valueDate || !bookingDate) throw new StatementFormatError('bank.file.badDate', where);
      return {
        where,
        entryRef: null,
        bankReference:
          (t.bankReference || (t.reference !== 'NONREF' ? t.reference : '') || null)?.slice(
            0,
            35,
          ) ?? null,
        valueDate,
        bookingDate,
        amountMinor: minorOf(t.amount),
        direction: t.amount < 0 ? 'DEBIT' : 'CREDIT',
        ...details86(t),
      };
    });
    const sum = lines.reduce(
      (acc, l) => acc + (l.direction === 'CREDIT' ? l.amountMinor : -l.amountMinor),
      0,
    );
    if (opening + sum !== closing)
      throw new StatementFormatError(
        'bank.file.balanceMismatch',
        `line ${closing62[si] ?? 1}`,
        `${opening} + ${sum} ≠ ${closing}`,
        { openingMinor: opening, movementsMinor: sum, closingMinor: closing, currency: s.currency },
      );
    return {
      format: 'MT940',
      where: `line ${opening60[si] ?? 1}`,
      statementId: s.transactionReference.trim().slice(0, 35),
      sequence: [s.number.statement, s.number.sequence].filter(Boolean).join('/') || null,
      accountIban: iban,
      currency: s.currency,
      openingBalanceMinor: opening,
      closingBalanceMinor: closing,
      openingDate: isoDay(s.openingBalanceDate),
      closingDate: isoDay(s.closingBalanceDate),
      lines,
    };
  });
}
