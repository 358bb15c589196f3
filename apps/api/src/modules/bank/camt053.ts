import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  StatementFormatError,
  ibanOf,
  toMinor,
  type ParsedLine,
  type ParsedStatement,
} from './statement-types';

export type Node = Record<string, unknown>;

/** camt.053.001.02 … .13: the versions whose statement, balance and entry shapes this reader knows. */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;

export const camtXml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    ['Stmt', 'Ntfctn', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'].includes(name),
});

export const asNode = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
export const text = (v: unknown): string | null => {
  if (typeof v === 'string') return v;
  const n = asNode(v);
  return n && typeof n['#text'] === 'string' ? n['#text'] : null;
};
export const pick = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((acc, key) => asNode(acc)?.[key], node);
export const list = (v: unknown): Node[] =>
  Array.isArray(v) ? v.filter((x): x is Node => !!asNode(x)) : [];

/** A date of `Dt` or `DtTm` (yyyy-mm-dd), or null. */
export function dateOf(node: unknown): string | null {
  const d = text(pick(node, 'Dt')) ?? text(pick(node, 'DtTm'));
  if (!d) return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(d);
  if (!m || Number.isNaN(Date.parse(m[1]!))) return null;
  return m[1]!;
}

export function amountOf(node: unknown, where: string, currency: string): number {
  const raw = text(pick(node, 'Amt'));
  const minor = raw === null ? null : toMinor(raw, '.');
  if (minor === null)
    throw new StatementFormatError('bank.file.badAmount', `${where}/Amt`, raw ?? '');
  const ccy = pick(node, 'Amt', '@Ccy');
  if (typeof ccy === 'string' && ccy !== currency)
    throw new StatementFormatError(
      'bank.file.currencyMismatch',
      `${where}/Amt`,
      `${ccy} ≠ ${currency}`,
    );
  const ind = text(pick(node, 'CdtDbtInd'));
  if (ind !== 'CRDT' && ind !== 'DBIT')
    throw new StatementFormatError('bank.file.syntax', `${where}/CdtDbtInd`, ind ?? '');
  return ind === 'DBIT' ? -minor : minor;
}

function balance(stmt: Node, codes: string[], where: string, currency: string) {
  const bals = list(stmt.Bal);
  const i = bals.findIndex((b) => codes.includes(text(pick(b, 'Tp', 'CdOrPrtry', 'Cd')) ?? ''));
  if (i < 0)
    throw new StatementFormatError('bank.file.missingTag', `${where}/Bal`, codes.join('|'));
  const at = `${where}/Bal[${i + 1}]`;
  return { minor: amountOf(bals[i], at, currency), date: dateOf(pick(bals[i], 'Dt')) };
}

/** The other party, its IBAN and the remittance text of a transaction's details (TxDtls). */
export function partyOf(tx: Node | undefined, credit: boolean) {
  // v02–v07 name the party directly (Dbtr/Nm); v08 and later wrap it (Dbtr/Pty/Nm).
  const party = pick(tx, 'RltdPties', credit ? 'Dbtr' : 'Cdtr');
  const name = text(pick(party, 'Pty', 'Nm')) ?? text(pick(party, 'Nm'));
  const iban = ibanOf(text(pick(tx, 'RltdPties', credit ? 'DbtrAcct' : 'CdtrAcct', 'Id', 'IBAN')));
  const ustrdRaw = pick(tx, 'RmtInf', 'Ustrd');
  const ustrd = (Array.isArray(ustrdRaw) ? ustrdRaw : []).map((u) => text(u) ?? '').join(' ');
  const structured = text(pick(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref'));
  const endToEnd = text(pick(tx, 'Refs', 'EndToEndId'));
  const remittance = [ustrd, structured, endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : '']
    .filter(Boolean)
    .join(' ')
    .trim();
  return { name, iban, remittance };
}

function entry(ntry: Node, where: string, currency: string): ParsedLine {
  const signed = amountOf(ntry, where, currency);
  const valueDate = dateOf(ntry.ValDt);
  const bookingDate = dateOf(ntry.BookgDt);
  if (!bookingDate) throw new StatementFormatError('bank.file.badDate', `${where}/BookgDt`);
  const tx = list(pick(list(ntry.NtryDtls)[0], 'TxDtls'))[0];
  const credit = signed >= 0;
  const { name, iban, remittance } = partyOf(tx, credit);
  const entryRef = text(ntry.AcctSvcrRef) ?? text(pick(tx, 'Refs', 'AcctSvcrRef'));
  return {
    where,
    entryRef: entryRef?.slice(0, 35) ?? null,
    bankReference: (entryRef ?? text(ntry.NtryRef))?.slice(0, 35) ?? null,
    valueDate: valueDate ?? bookingDate,
    bookingDate,
    amountMinor: Math.abs(signed),
    direction: credit ? 'CREDIT' : 'DEBIT',
    counterpartyName: name?.slice(0, 140) ?? null,
    counterpartyIban: iban,
    remittance: remittance.slice(0, 500),
  };
}

/**
 * Reads an ISO 20022 camt.053 (bank-to-customer statement, versions .02 and later) with
 * fast-xml-parser. Refused whole, with the XML path and the reason, when the file is not well
 * formed, the namespace is another message, a value is missing or bad, or opening + entries ≠ closing.
 */
export function parseCamt053(source: string): ParsedStatement[] {
  if (!source.trim()) throw new StatementFormatError('bank.file.empty', 'Document');
  const valid = XMLValidator.validate(source);
  if (valid !== true)
    throw new StatementFormatError(
      'bank.file.syntax',
      `line ${valid.err.line}`,
      valid.err.msg.slice(0, 200),
    );
  const doc = asNode(camtXml.parse(source)) ?? {};
  const root = asNode(doc.Document);
  if (!root) throw new StatementFormatError('bank.file.unknownFormat', 'Document');
  // fast-xml-parser drops xmlns attributes with removeNSPrefix: read the Document's namespace here.
  const ns =
    /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="(urn:iso:std:iso:20022:tech:xsd:camt\.[^"]+)"/.exec(
      source,
    )?.[1];
  if (typeof ns !== 'string' || !NAMESPACE.test(ns) || Number(NAMESPACE.exec(ns)![1]) < 2)
    throw new StatementFormatError(
      'bank.file.unsupportedVersion',
      'Document/@xmlns',
      String(ns ?? ''),
    );
  const stmts = list(pick(root, 'BkToCstmrStmt', 'Stmt'));
  if (stmts.length === 0)
    throw new StatementFormatError('bank.file.missingTag', 'Document/BkToCstmrStmt/Stmt');
  return stmts.map((stmt, si) => {
    const where = `Document/BkToCstmrStmt/Stmt[${si + 1}]`;
    const id = text(stmt.Id);
    if (!id) throw new StatementFormatError('bank.file.missingTag', `${where}/Id`);
    const iban = ibanOf(text(pick(stmt, 'Acct', 'Id', 'IBAN')));
    if (!iban) throw new StatementFormatError('bank.file.badIban', `${where}/Acct/Id/IBAN`);
    const currency =
      text(pick(stmt, 'Acct', 'Ccy')) ??
      (pick(list(stmt.Bal)[0], 'Amt', '@Ccy') as string | undefined) ??
      '';
    if (!/^[A-Z]{3}$/.test(currency))
      throw new StatementFormatError('bank.file.currencyMismatch', `${where}/Acct/Ccy`, currency);
    const opening = balance(stmt, ['OPBD', 'PRCD'], where, currency);
    const closing = balance(stmt, ['CLBD'], where, currency);
    // Only booked entries move the balance; pending and informational ones are left out.
    const lines = list(stmt.Ntry)
      .map((n, i) => ({ n, at: `${where}/Ntry[${i + 1}]` }))
      .filter(({ n }) => {
        const sts = text(pick(n, 'Sts', 'Cd')) ?? text(n.Sts);
        return sts === null || sts === 'BOOK';
      })
      .map(({ n, at }) => entry(n, at, currency));
    const sum = lines.reduce(
      (a, l) => a + (l.direction === 'CREDIT' ? l.amountMinor : -l.amountMinor),
      0,
    );
    if (opening.minor + sum !== closing.minor)
      throw new StatementFormatError(
        'bank.file.balanceMismatch',
        `${where}/Bal`,
        `${opening.minor} + ${sum} ≠ ${closing.minor}`,
        {
          openingMinor: opening.minor,
          movementsMinor: sum,
          closingMinor: closing.minor,
          currency,
        },
      );
    const seq = text(stmt.ElctrncSeqNb) ?? text(stmt.LglSeqNb);
    return {
      format: 'CAMT053',
      where: `${where}/Bal`,
      statementId: id.slice(0, 35),
      sequence: seq?.slice(0, 35) ?? null,
      accountIban: iban,
      currency,
      openingBalanceMinor: opening.minor,
      closingBalanceMinor: closing.minor,
      openingDate: opening.date,
      closingDate: closing.date,
      lines,
    };
  });
}
