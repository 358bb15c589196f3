import { randomBytes, randomInt } from 'node:crypto';
import { toSofia } from '@toll/domain/sofia-time';
import { gatewayAmount, gatewayTimestamp, signResponse } from '../borica-protocol';
import type { SandboxAnswer } from './sandbox-codes';
import type { SandboxTransaction } from './sandbox-repo';

/**
 * The sandbox's answers, field by field as the manual shows them (P-OM-41-EN v5.0 Table 2, the
 * examples of Tables 14 and 19 and the JSON answers of §6.2 and §6.3), signed over the response
 * MAC fields with the sandbox gateway's key.
 */
export type AnswerDetails = {
  trtype: string;
  order: string;
  amount: string;
  currency: string;
  nonce: string;
  lang?: string;
  tranDate?: string;
  tranTrtype?: string;
  approval?: string;
  rrn?: string;
  intRef?: string;
  paresStatus?: string;
  authStepRes?: string;
  eci?: string;
  card?: string;
  cardBrand?: string;
};

/** TRAN_DATE: the transaction's date in the gateway's local (Sofia) time, YYYYMMDDHHMMSS. */
export function tranDate(at: Date): string {
  const t = toSofia(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.year}${two(t.month)}${two(t.day)}${two(t.hour)}${two(t.minute)}${two(t.second)}`;
}

export function answerFields(
  terminal: string,
  answer: SandboxAnswer,
  d: AnswerDetails,
  now: Date,
): Record<string, string> {
  const fields: Record<string, string> = {
    ACTION: answer.action,
    RC: answer.rc,
    STATUSMSG: answer.message,
    TERMINAL: terminal,
    TRTYPE: d.trtype,
    AMOUNT: d.amount,
    CURRENCY: d.currency,
    ORDER: d.order,
    TIMESTAMP: gatewayTimestamp(now),
    TRAN_DATE: d.tranDate ?? '',
    APPROVAL: d.approval ?? '',
    RRN: d.rrn ?? '',
    INT_REF: d.intRef ?? '',
    PARES_STATUS: d.paresStatus ?? '',
    AUTH_STEP_RES: d.authStepRes ?? '',
    CARDHOLDERINFO: '',
    ECI: d.eci ?? '',
    CARD: d.card ?? '',
    CARD_BRAND: d.cardBrand ?? '',
    NONCE: d.nonce,
  };
  if (d.tranTrtype !== undefined) fields.TRAN_TRTYPE = d.tranTrtype;
  if (d.lang !== undefined) fields.LANG = d.lang;
  return fields;
}

export function signAnswer(
  fields: Record<string, string>,
  gatewayPrivateKeyPem: string,
): Record<string, string> {
  const signed = signResponse(fields, gatewayPrivateKeyPem);
  return { ...fields, P_SIGN: signed.P_SIGN ?? '' };
}

/** A sale's details as stored; the references only when `withReferences`. */
export function saleDetails(row: SandboxTransaction, withReferences = true): AnswerDetails {
  const references = withReferences
    ? { approval: row.approval ?? '', rrn: row.rrn ?? '', intRef: row.intRef ?? '' }
    : {};
  return {
    trtype: '1',
    order: row.orderCode,
    amount: gatewayAmount(row.amountMinor),
    currency: row.currency,
    nonce: row.nonce,
    tranDate: tranDate(row.completedAt ?? row.createdAt),
    ...references,
    paresStatus: row.paresStatus ?? '',
    authStepRes: authStepRes(row.paresStatus),
    eci: row.eci ?? '',
    card: row.cardMasked ?? '',
    cardBrand: row.cardBrand ?? '',
  };
}

/** AUTH_STEP_RES (§10.6) for a challenge that passed or failed. */
function authStepRes(paresStatus: string | null): string {
  if (paresStatus === 'Y') return 'RREQ_Y';
  if (paresStatus === 'N') return 'RREQ_N';
  return '';
}

/** What the issuer and the gateway hand out for an authorised sale. */
export function newReferences(now: Date): { approval: string; rrn: string; intRef: string } {
  const digits = (n: number) => String(randomInt(10 ** n)).padStart(n, '0');
  const dayOfYear = Math.floor((now.getTime() - Date.UTC(now.getUTCFullYear(), 0, 0)) / 86_400_000);
  return {
    approval: `S${digits(5)}`,
    // RRN as the manual's examples build it: last digit of the year, day of the year, hour, serial.
    rrn: `${now.getUTCFullYear() % 10}${String(dayOfYear).padStart(3, '0')}${String(now.getUTCHours()).padStart(2, '0')}${digits(6)}`,
    intRef: randomBytes(8).toString('hex').toUpperCase(),
  };
}
