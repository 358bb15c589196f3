import { createHash } from 'node:crypto';
import type { StatementUploadResult } from '@toll/contract/bank';
import type { Lang } from '@toll/domain/languages';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { BankBooking } from './booking';
import { buildDirectory, matchLine, type MatchOutcome } from './matching';
import { parseStatementFile } from './parse-statement';
import { statementRecord } from './records';
import * as repo from './repo';
import { payNamedInvoice, payPartner } from './settle';
import { StatementFormatError, type ParsedLine, type ParsedStatement } from './statement-types';

/**
 * The business key of a statement line: the bank's unique entry reference when the file has one
 * (camt.053 AcctSvcrRef), else bank reference + account + value date + signed amount. A line seen
 * in an earlier or overlapping statement has the same key and is not recorded again.
 */
export function lineKey(iban: string, l: ParsedLine): string {
  if (l.entryRef) return `${iban}|E|${l.entryRef}`;
  const signed = `${l.direction === 'DEBIT' ? '-' : ''}${l.amountMinor}`;
  return `${iban}|R|${l.bankReference ?? ''}|${l.valueDate}|${signed}`;
}

/** A refused file as a §8 error: where (line or XML path, in the caller's language) and why. */
function refusal(e: StatementFormatError, lang: Lang): AppError {
  const t = translator(lang);
  const line = /^line (\d+)$/.exec(e.where);
  const where = line
    ? t('bank.file.atLine', { line: line[1] })
    : t('bank.file.atPath', { path: e.where });
  return new AppError(400, {
    code: e.code,
    params: { where, detail: e.detail.slice(0, 200) },
    field: 'content',
  });
}

type Actor = { userId: number | null; lang: Lang };

function outcomeFields(o: MatchOutcome) {
  return o.kind === 'failed'
    ? { status: 'FAILED', errorCode: o.code, errorText: JSON.stringify(o.params) }
    : {
        status: o.kind === 'undistributed' ? 'UNPROCESSED' : 'PROCESSED',
        errorCode: null,
        errorText: null,
      };
}

/**
 * Reads a statement file and records it in the caller's transaction: refused whole when malformed
 * or for an unknown account (nothing recorded); a statement already uploaded adds nothing; of an
 * overlapping one only the lines not seen before are recorded, matched and booked.
 */
export async function importStatementFile(
  tx: Executor,
  file: { fileName: string; content: string },
  actor: Actor,
  booking: BankBooking,
  now: Date,
): Promise<StatementUploadResult> {
  let parsed: ParsedStatement[];
  try {
    parsed = parseStatementFile(file.content);
  } catch (error) {
    if (error instanceof StatementFormatError) throw refusal(error, actor.lang);
    throw error;
  }
  const fileHash = createHash('sha256').update(file.content).digest('hex');
  const accounts = new Map(
    (await repo.bankAccountsByIban(tx, [...new Set(parsed.map((s) => s.accountIban))])).map((a) => [
      a.iban,
      a,
    ]),
  );
  for (const s of parsed) {
    const account = accounts.get(s.accountIban);
    if (!account)
      throw new AppError(400, {
        code: 'bank.unknownAccount',
        params: { iban: s.accountIban },
        field: 'content',
      });
    if (account.currency !== s.currency)
      throw refusal(
        new StatementFormatError(
          'bank.file.currencyMismatch',
          s.statementId,
          `${s.currency} ≠ ${account.currency}`,
        ),
        actor.lang,
      );
  }
  const data = await repo.loadDirectoryData(
    tx,
    parsed.flatMap((s) => s.lines.map((l) => l.remittance)),
  );
  const dir = buildDirectory(data.rows, data.initialPaid, data);
  const result: StatementUploadResult = {
    statements: [],
    newLines: 0,
    knownLines: 0,
    matched: 0,
    undistributed: 0,
    failed: 0,
  };

  for (const s of parsed) {
    const account = accounts.get(s.accountIban)!;
    const once = {
      bankAccountId: account.id,
      statementRef: s.statementId,
      sequence: s.sequence ?? '',
      fileHash,
    };
    const seen = await repo.findStatementOnce(tx, once);
    if (seen) {
      result.knownLines += s.lines.length;
      result.statements.push({
        ...statementRecord({ ...seen, accountIban: account.iban }),
        alreadyUploaded: true,
      });
      continue;
    }
    const keys = s.lines.map((l) => lineKey(account.iban, l));
    const known = await repo.knownLineKeys(tx, keys);
    const fresh: { line: ParsedLine; key: string }[] = [];
    const inFile = new Set<string>();
    s.lines.forEach((line, i) => {
      const key = keys[i]!;
      if (known.has(key) || inFile.has(key)) return;
      inFile.add(key);
      fresh.push({ line, key });
    });
    const statement = await repo.insertStatement(tx, {
      ...once,
      format: s.format,
      fileName: file.fileName,
      currency: s.currency,
      openingBalanceMinor: s.openingBalanceMinor,
      closingBalanceMinor: s.closingBalanceMinor,
      openingDate: s.openingDate,
      closingDate: s.closingDate,
      lineCount: s.lines.length,
      newLines: fresh.length,
      knownLines: s.lines.length - fresh.length,
      uploadedBy: actor.userId,
      uploadedAt: now,
    });
    const outcomes = fresh.map(({ line }) =>
      line.direction === 'CREDIT'
        ? matchLine({ ...line, currency: s.currency }, dir)
        : ({ kind: 'undistributed' } as const),
    );
    const ids = await repo.insertLines(
      tx,
      fresh.map(({ line, key }, i) => ({
        bankAccountId: account.id,
        statementId: statement.id,
        lineKey: key,
        entryRef: line.entryRef,
        bankReference: line.bankReference,
        valueDate: line.valueDate,
        bookingDate: line.bookingDate,
        amountMinor: line.amountMinor,
        currency: s.currency,
        direction: line.direction,
        counterpartyName: line.counterpartyName,
        counterpartyIban: line.counterpartyIban,
        remittance: line.remittance,
        ...outcomeFields(outcomes[i]!),
        processedAt: ['distribute', 'invoice', 'partner'].includes(outcomes[i]!.kind) ? now : null,
        createdAt: now,
      })),
    );
    const idOf = new Map(ids.map((r) => [r.lineKey, r.id]));
    const credits = fresh
      .map((f, i) => ({ ...f, outcome: outcomes[i]!, lineId: idOf.get(f.key)! }))
      .filter((f) => f.line.direction === 'CREDIT');
    const paid = await repo.insertPayments(
      tx,
      credits.map(({ line, lineId }) => ({
        kind: 'BANK',
        bankTransactionId: lineId,
        paymentDate: line.bookingDate,
        valueDate: line.valueDate,
        amountMinor: line.amountMinor,
        currency: s.currency,
        reference: line.bankReference,
        message: line.remittance,
        fileName: file.fileName,
      })),
    );
    const paymentOf = new Map(paid.map((p) => [p.bankTransactionId, p.id]));
    const shares = credits.flatMap(({ outcome, lineId, line }) =>
      outcome.kind === 'distribute'
        ? [
            {
              paymentId: paymentOf.get(lineId)!,
              target: outcome.target,
              accountId: outcome.contract.id,
              amountMinor: line.amountMinor,
              method: 'AUTO',
              createdBy: actor.userId,
              createdAt: now,
            },
          ]
        : [],
    );
    await repo.insertDistributions(tx, shares);
    await booking.receipts(tx, {
      businessKey: `bank-statement:${statement.id}`,
      occurredAt: new Date(
        `${s.closingDate ?? credits[0]?.line.valueDate ?? now.toISOString().slice(0, 10)}T12:00:00Z`,
      ),
      bankAccountId: account.id,
      currency: s.currency,
      statementId: statement.id,
      // a partner's payment is its own journal (bank → the partner's obligation), below
      lines: credits
        .filter(({ outcome }) => outcome.kind !== 'partner')
        .map(({ line, lineId, outcome }) => ({
          lineId,
          amountMinor: line.amountMinor,
          shares:
            outcome.kind === 'distribute'
              ? [
                  {
                    accountId: outcome.contract.id,
                    accountType: outcome.contract.accountType,
                    target: outcome.target,
                    amountMinor: line.amountMinor,
                  },
                ]
              : [],
        })),
    });
    for (const { line, lineId, outcome } of credits) {
      const common = {
        paymentId: paymentOf.get(lineId)!,
        lineId,
        currency: s.currency,
        userId: actor.userId,
        at: now,
      };
      if (outcome.kind === 'partner')
        await payPartner(tx, {
          ...common,
          partnerId: outcome.partner.id,
          amountMinor: line.amountMinor,
          bankAccountId: account.id,
          method: 'AUTO',
        });
      else if (outcome.kind === 'invoice')
        await payNamedInvoice(tx, booking, {
          ...common,
          undistributedMinor: line.amountMinor,
          invoice: outcome.invoice,
          contract: outcome.contract,
        });
    }
    result.newLines += fresh.length;
    result.knownLines += s.lines.length - fresh.length;
    for (const o of outcomes) {
      if (o.kind === 'distribute' || o.kind === 'invoice' || o.kind === 'partner') result.matched++;
      else if (o.kind === 'failed') result.failed++;
      else result.undistributed++;
    }
    result.statements.push({
      ...statementRecord({ ...statement, accountIban: account.iban }),
      alreadyUploaded: false,
    });
  }
  return result;
}
