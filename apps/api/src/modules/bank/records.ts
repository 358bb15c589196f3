import type {
  BankLineRecord,
  DistributionRecord,
  MatchEvidenceRecord,
  MatchSuggestion,
  PaymentRecord,
  StatementRecord,
  StatementUploadResult,
} from '@toll/contract/bank';
import type { BankLineStatus, DistributionTarget, PaymentKind } from '@toll/domain/bank-references';
import type { Lang } from '@toll/domain/languages';
import { translator } from '../../platform/i18n';
import type { LineWithPayment, PaymentRow, StatementRow, distributionsOf } from './repo';

// The CHECK constraints of migration 0025 hold the text columns to these unions.

export function statementRecord(row: StatementRow): StatementRecord {
  return {
    id: row.id,
    bankAccountId: row.bankAccountId,
    accountIban: row.accountIban,
    format: row.format as StatementRecord['format'],
    statementRef: row.statementRef,
    sequence: row.sequence,
    fileName: row.fileName,
    currency: row.currency,
    openingBalanceMinor: row.openingBalanceMinor,
    closingBalanceMinor: row.closingBalanceMinor,
    openingDate: row.openingDate,
    closingDate: row.closingDate,
    lineCount: row.lineCount,
    newLines: row.newLines,
    knownLines: row.knownLines,
    uploadedAt: row.uploadedAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoReason: row.undoReason ?? null,
  };
}

export function paymentRecord(p: PaymentRow): PaymentRecord {
  return {
    id: p.id,
    number: p.number,
    kind: p.kind as PaymentKind,
    paymentDate: p.paymentDate,
    valueDate: p.valueDate,
    amountMinor: p.amountMinor,
    currency: p.currency,
    distributedMinor: p.distributedMinor,
    undistributedMinor: p.annulled ? 0 : p.amountMinor - p.distributedMinor,
    annulled: p.annulled,
    reference: p.reference,
    message: p.message,
    fileName: p.fileName,
    ibanOld: p.ibanOld,
    ibanNew: p.ibanNew,
  };
}

/** The failure text of a line in the caller's language (its code and the parameters stored with it). */
export function failureText(code: string | null, params: string | null, lang: Lang): string | null {
  if (!code) return null;
  let values: Record<string, string> = {};
  try {
    values = params ? (JSON.parse(params) as Record<string, string>) : {};
  } catch {
    values = {};
  }
  return translator(lang)(code, values);
}

export function lineRecord(row: LineWithPayment, lang: Lang): BankLineRecord {
  const l = row.line;
  return {
    id: l.id,
    statementId: l.statementId,
    fileName: row.fileName,
    bankReference: l.bankReference,
    entryRef: l.entryRef,
    valueDate: l.valueDate,
    bookingDate: l.bookingDate,
    amountMinor: l.amountMinor,
    currency: l.currency,
    direction: l.direction as BankLineRecord['direction'],
    counterpartyName: l.counterpartyName,
    counterpartyIban: l.counterpartyIban,
    remittance: l.remittance,
    status: l.status as BankLineStatus,
    errorCode: l.errorCode,
    errorText: failureText(l.errorCode, l.errorText, lang),
    attempts: l.attempts,
    payment: row.payment ? paymentRecord(row.payment) : null,
    matchScore: l.matchScore ?? null,
    evidence: (l.matchEvidence?.evidence ?? []) as MatchEvidenceRecord[],
    suggestions: (l.matchEvidence?.suggestions ?? []) as MatchSuggestion[],
  };
}

export function distributionRecord(
  r: Awaited<ReturnType<typeof distributionsOf>>[number],
): DistributionRecord {
  return {
    id: r.d.id,
    target: r.d.target as DistributionTarget,
    accountId: r.d.accountId,
    accountNumber: r.accountNumber,
    partnerId: r.d.partnerId,
    partnerName: r.partnerName,
    customerId: r.customerId,
    invoiceNumber: r.d.invoiceNumber,
    amountMinor: r.d.amountMinor,
    method: r.d.method as DistributionRecord['method'],
    createdAt: r.d.createdAt.toISOString(),
  };
}

/** An upload's answer before anything is counted (a dry run's preview lines filled in as it goes). */
export function emptyUploadResult(
  dryRun: boolean,
  preview: StatementUploadResult['preview'] = [],
): StatementUploadResult {
  return {
    statements: [],
    newLines: 0,
    knownLines: 0,
    matched: 0,
    undistributed: 0,
    failed: 0,
    fileAlreadyImported: false,
    continuityAccepted: [],
    dryRun,
    preview,
  };
}
