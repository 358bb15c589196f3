import { XMLValidator } from 'fast-xml-parser';
import { amountOf, asNode, camtXml, dateOf, list, partyOf, pick, text, type Node } from './camt053';
import { StatementFormatError, ibanOf, toMinor } from './statement-types';

/** camt.054.001.02 … .13: bank-to-customer debit/credit notifications. */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.(\d{2})$/;

/** One payment of a batch entry (a TxDtls of the notification). */
export type ParsedDetail = {
  where: string;
  amountMinor: number;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  remittance: string;
};

/** A notified entry: the batch line of a statement it details (by the bank's entry reference). */
export type ParsedNotifiedEntry = {
  where: string;
  entryRef: string;
  amountMinor: number;
  direction: 'CREDIT' | 'DEBIT';
  bookingDate: string;
  details: ParsedDetail[];
};

export type ParsedNotification = {
  notificationId: string;
  accountIban: string;
  currency: string;
  entries: ParsedNotifiedEntry[];
};

/** Whether a text is an ISO 20022 camt.054 document (by its namespace). */
export const isCamt054 = (source: string) =>
  /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="urn:iso:std:iso:20022:tech:xsd:camt\.054\./.test(
    source,
  );

function detailAmount(tx: Node, where: string, currency: string): number {
  // the amount of a transaction: TxDtls/Amt (v03+), else TxDtls/AmtDtls/TxAmt/Amt
  const direct = pick(tx, 'Amt');
  const node = direct !== undefined ? tx : asNode(pick(tx, 'AmtDtls', 'TxAmt'));
  const at = direct !== undefined ? `${where}/Amt` : `${where}/AmtDtls/TxAmt/Amt`;
  const raw = text(pick(node, 'Amt'));
  const minor = raw === null ? null : toMinor(raw, '.');
  if (minor === null || minor <= 0)
    throw new StatementFormatError('bank.file.badAmount', at, raw ?? '');
  const ccy = pick(node, 'Amt', '@Ccy');
  if (typeof ccy === 'string' && ccy !== currency)
    throw new StatementFormatError('bank.file.currencyMismatch', at, `${ccy} ≠ ${currency}`);
  return minor;
}

/**
 * Reads an ISO 20022 camt.054 (BkToCstmrDbtCdtNtfctn, versions .02 and later): for each booked
 * entry with an account servicer reference, its payments (NtryDtls/TxDtls) with their payer, IBAN
 * and text. Refused whole, with the XML path, when malformed or when an entry's payments do not
 * add up to it.
 */
export function parseCamt054(source: string): ParsedNotification[] {
  const valid = XMLValidator.validate(source);
  if (valid !== true)
    throw new StatementFormatError('bank.file.syntax', `line ${valid.err.line}`, valid.err.msg.slice(0, 200)); // prettier-ignore
  const ns =
    /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="(urn:iso:std:iso:20022:tech:xsd:camt\.[^"]+)"/.exec(
      source,
    )?.[1];
  if (!ns || !NAMESPACE.test(ns) || Number(NAMESPACE.exec(ns)![1]) < 2)
    throw new StatementFormatError('bank.file.unsupportedVersion', 'Document/@xmlns', String(ns ?? '')); // prettier-ignore
  const root = asNode(asNode(camtXml.parse(source))?.Document);
  const notes = list(pick(root, 'BkToCstmrDbtCdtNtfctn', 'Ntfctn'));
  if (notes.length === 0)
    throw new StatementFormatError('bank.file.missingTag', 'Document/BkToCstmrDbtCdtNtfctn/Ntfctn'); // prettier-ignore
  return notes.map((note, ni) => {
    const where = `Document/BkToCstmrDbtCdtNtfctn/Ntfctn[${ni + 1}]`;
    const id = text(note.Id);
    if (!id) throw new StatementFormatError('bank.file.missingTag', `${where}/Id`);
    const iban = ibanOf(text(pick(note, 'Acct', 'Id', 'IBAN')));
    if (!iban) throw new StatementFormatError('bank.file.badIban', `${where}/Acct/Id/IBAN`);
    const currency =
      text(pick(note, 'Acct', 'Ccy')) ??
      (pick(list(note.Ntry)[0], 'Amt', '@Ccy') as string | undefined) ??
      '';
    if (!/^[A-Z]{3}$/.test(currency))
      throw new StatementFormatError('bank.file.currencyMismatch', `${where}/Acct/Ccy`, currency);
    const entries = list(note.Ntry).flatMap((ntry, ei): ParsedNotifiedEntry[] => {
      const at = `${where}/Ntry[${ei + 1}]`;
      const sts = text(pick(ntry, 'Sts', 'Cd')) ?? text(ntry.Sts);
      if (sts !== null && sts !== 'BOOK') return [];
      const signed = amountOf(ntry, at, currency);
      const bookingDate = dateOf(ntry.BookgDt);
      if (!bookingDate) throw new StatementFormatError('bank.file.badDate', `${at}/BookgDt`);
      const entryRef = text(ntry.AcctSvcrRef);
      if (!entryRef) throw new StatementFormatError('bank.file.missingTag', `${at}/AcctSvcrRef`);
      const credit = signed >= 0;
      const details = list(ntry.NtryDtls).flatMap((d, di) =>
        list(d.TxDtls).map((tx, ti): ParsedDetail => {
          const w = `${at}/NtryDtls[${di + 1}]/TxDtls[${ti + 1}]`;
          const { name, iban: payer, remittance } = partyOf(tx, credit);
          return {
            where: w,
            amountMinor: detailAmount(tx, w, currency),
            counterpartyName: name?.slice(0, 140) ?? null,
            counterpartyIban: payer,
            remittance: remittance.slice(0, 500),
          };
        }),
      );
      const sum = details.reduce((a, x) => a + x.amountMinor, 0);
      if (details.length > 0 && sum !== Math.abs(signed))
        throw new StatementFormatError(
          'bank.file.balanceMismatch',
          `${at}/NtryDtls`,
          `${sum} ≠ ${Math.abs(signed)}`,
          { openingMinor: 0, movementsMinor: sum, closingMinor: Math.abs(signed), currency },
        );
      return [
        {
          where: at,
          entryRef: entryRef.slice(0, 35),
          amountMinor: Math.abs(signed),
          direction: credit ? 'CREDIT' : 'DEBIT',
          bookingDate,
          details,
        },
      ];
    });
    return { notificationId: id.slice(0, 35), accountIban: iban, currency, entries };
  });
}
