import type { StatementUploadResult } from '@toll/contract/bank';
import type { Lang } from '@toll/domain/languages';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { BankBooking, BookedShare } from './booking';
import { parseCamt054 } from './camt054';
import type { ImportOptions, PreviewLine } from './import-statement';
import { buildDirectory, scoreLine } from './matching';
import { emptyUploadResult } from './records';
import * as repo from './repo';
import { StatementFormatError } from './statement-types';

type Actor = { userId: number | null; lang: Lang };

/**
 * A camt.054 detail file: the payments a statement's batch line (the same bank entry reference)
 * is made of. Each payment is matched and scored as a statement line is; those that book are
 * shares of the batch's payment (suspense → the customers, one journal `bank-detail:<line>`), the
 * rest wait in its undistributed amount with the detail kept for the clerk. All or nothing: an
 * entry no statement line has, or a batch line already distributed, refuses the whole file.
 */
export async function importDetailFile(
  tx: Executor,
  file: { fileName: string; content: string },
  actor: Actor,
  booking: BankBooking,
  now: Date,
  options: ImportOptions,
  refusal: (e: StatementFormatError) => AppError,
): Promise<StatementUploadResult> {
  let parsed;
  try {
    parsed = parseCamt054(file.content);
  } catch (error) {
    if (error instanceof StatementFormatError) throw refusal(error);
    throw error;
  }
  const accounts = new Map(
    (await repo.bankAccountsByIban(tx, [...new Set(parsed.map((n) => n.accountIban))])).map((a) => [
      a.iban,
      a,
    ]),
  );
  const data = await repo.loadDirectoryData(
    tx,
    parsed.flatMap((n) => n.entries.flatMap((e) => e.details.map((d) => d.remittance))),
  );
  const dir = buildDirectory(data.rows, data.initialPaid, data);
  const result = emptyUploadResult(options.preview === true);
  for (const note of parsed) {
    const account = accounts.get(note.accountIban);
    if (!account)
      throw new AppError(400, { code: 'bank.unknownAccount', params: { iban: note.accountIban }, field: 'content' }); // prettier-ignore
    for (const entry of note.entries) {
      if (entry.direction !== 'CREDIT' || entry.details.length === 0) continue;
      const line = await repo.batchLine(tx, `${account.iban}|E|${entry.entryRef}`);
      if (!line?.payment)
        throw new AppError(400, { code: 'bank.detail.unknownEntry', params: { where: entry.where, ref: entry.entryRef }, field: 'content' }); // prettier-ignore
      if (await repo.hasDetails(tx, line.id)) {
        result.knownLines += entry.details.length;
        continue;
      }
      if (line.payment.distributedMinor > 0 || line.payment.annulled)
        throw new AppError(409, { code: 'bank.detail.alreadyDistributed', params: { ref: entry.entryRef }, field: 'content' }); // prettier-ignore
      const currency = note.currency;
      const scored = entry.details.map((d) =>
        scoreLine({ ...d, currency, valueDate: line.valueDate }, dir, options.autoBookScore),
      );
      const shares: BookedShare[] = [];
      scored.forEach((m, i) => {
        const o = m.outcome;
        if (o.kind === 'distribute')
          shares.push({
            accountId: o.contract.id,
            accountType: o.contract.accountType,
            target: o.target,
            amountMinor: entry.details[i]!.amountMinor,
          });
      });
      await repo.insertDetails(
        tx,
        entry.details.map((d, i) => {
          const o = scored[i]!.outcome;
          return {
            bankTransactionId: line.id,
            seq: i + 1,
            amountMinor: d.amountMinor,
            counterpartyName: d.counterpartyName,
            counterpartyIban: d.counterpartyIban,
            remittance: d.remittance,
            accountId: o.kind === 'distribute' ? o.contract.id : null,
            matchScore: scored[i]!.score,
            fileName: file.fileName,
            createdAt: now,
          };
        }),
      );
      if (shares.length > 0) {
        await repo.insertDistributions(
          tx,
          shares.map((s) => ({
            paymentId: line.payment!.id,
            target: s.target,
            accountId: s.accountId,
            amountMinor: s.amountMinor,
            method: 'AUTO',
            createdBy: actor.userId,
            createdAt: now,
          })),
        );
        await booking.assignment(tx, {
          businessKey: `bank-detail:${line.id}`,
          occurredAt: now,
          currency,
          lineId: line.id,
          shares,
        });
      }
      const booked = shares.reduce((a, s) => a + s.amountMinor, 0);
      if (booked === line.payment.amountMinor)
        await repo.updateLine(tx, line.id, { status: 'PROCESSED', errorCode: null, errorText: null, processedAt: now }); // prettier-ignore
      result.newLines += entry.details.length;
      result.matched += shares.length;
      result.undistributed += entry.details.length - shares.length;
      if (options.preview)
        result.preview.push(
          ...entry.details.map((d, i): PreviewLine => ({
            where: d.where,
            valueDate: line.valueDate,
            direction: 'CREDIT',
            amountMinor: d.amountMinor,
            currency,
            counterpartyName: d.counterpartyName,
            remittance: d.remittance.slice(0, 140),
            outcome: scored[i]!.outcome.kind === 'distribute' ? 'BOOK' : 'WAIT',
            target: (() => {
              const o = scored[i]!.outcome;
              return o.kind === 'distribute' ? o.contract.number : null;
            })(),
            score: scored[i]!.score,
            evidence: scored[i]!.outcome.kind === 'distribute' ? scored[i]!.evidence : (scored[i]!.suggestions[0]?.evidence ?? []), // prettier-ignore
            suggestions: scored[i]!.suggestions,
            reason: null,
          })),
        );
    }
  }
  return result;
}
