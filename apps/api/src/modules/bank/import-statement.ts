import { createHash } from 'node:crypto';
import type { StatementPreviewLine, StatementUploadResult } from '@toll/contract/bank';
import type { Lang } from '@toll/domain/languages';
import { formatMoney } from '@toll/domain/money-format';
import {
  continuityFindings,
  type ContinuityFinding,
  type StatementPoint,
} from '@toll/domain/statement-continuity';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { BankBooking } from './booking';
import { buildDirectory, scoreLine, type MatchOutcome, type ScoredOutcome } from './matching';
import { dayBefore } from '@toll/domain/card-settlement';
import { bookSettlement, settlementOf } from './card-settlements';
import { isCamt054 } from './camt054';
import { importDetailFile } from './import-details';
import { parseStatementFile } from './parse-statement';
import { emptyUploadResult, statementRecord } from './records';
import * as repo from './repo';
import { payNamedInvoices, payPartner } from './settle';
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

/** A place in the file in the reader's language: "ред 12" / "line 12", or "XML path …". */
function placeText(where: string, lang: Lang): string {
  const t = translator(lang);
  const line = /^line (\d+)$/.exec(where);
  return line ? t('bank.file.atLine', { line: line[1] }) : t('bank.file.atPath', { path: where });
}

const moneyText = (minor: number, currency: string, lang: Lang) =>
  currency === 'EUR' || currency === 'BGN'
    ? formatMoney({ minor, currency }, lang)
    : `${(minor / 100).toFixed(2)} ${currency}`;
const dayText = (iso: string) => iso.split('-').reverse().join('.');

/** A refused file as a §8 error: where (line or XML path, in the caller's language) and why. */
function refusal(e: StatementFormatError, lang: Lang): AppError {
  const a = e.amounts;
  const detail = a
    ? `${moneyText(a.openingMinor, a.currency, lang)} + (${moneyText(a.movementsMinor, a.currency, lang)}) ≠ ${moneyText(a.closingMinor, a.currency, lang)}`
    : e.detail.slice(0, 200);
  return new AppError(400, {
    code: e.code,
    params: { where: placeText(e.where, lang), detail },
    field: 'content',
  });
}

/** A gap or overlap with the account's previous statement as a §8 error detail. */
function continuityDetail(
  f: ContinuityFinding,
  s: ParsedStatement,
  previousRef: string,
  lang: Lang,
) {
  const common = {
    statement: s.statementId,
    previous: previousRef,
    where: placeText(s.where, lang),
  };
  const params =
    f.kind === 'balance'
      ? {
          ...common,
          opening: moneyText(f.openingMinor, s.currency, lang),
          closing: moneyText(f.previousClosingMinor, s.currency, lang),
        }
      : f.kind === 'number'
        ? { ...common, number: f.current, previousNumber: f.previous }
        : f.kind === 'skippedDays'
          ? { ...common, from: dayText(f.from), to: dayText(f.to), days: f.days }
          : { ...common, opening: dayText(f.openingDate), closing: dayText(f.previousClosingDate) };
  return { code: `bank.continuity.${f.kind}`, params, field: 'continuityReason' };
}

type Actor = { userId: number | null; lang: Lang };

/** How an import matches: the score from which a line books itself; whether to list each line. */
export type ImportOptions = {
  autoBookScore: number;
  preview?: boolean;
  /** The acquirers' IBANs a card batch comes from (CARD_ACQUIRER_IBANS); empty: any payer. */
  acquirerIbans?: readonly string[];
};

/** One new line of a previewed import: what would book, what would wait, what would fail. */
export type PreviewLine = StatementPreviewLine;

function previewOf(line: ParsedLine, currency: string, m: ScoredOutcome, lang: Lang): PreviewLine {
  const o = m.outcome;
  const best = m.suggestions[0];
  return {
    where: placeText(line.where, lang),
    valueDate: line.valueDate,
    direction: line.direction,
    amountMinor: line.amountMinor,
    currency,
    counterpartyName: line.counterpartyName,
    remittance: line.remittance.slice(0, 140),
    outcome: o.kind === 'failed' ? 'FAIL' : o.kind === 'undistributed' ? 'WAIT' : 'BOOK',
    target:
      o.kind === 'distribute'
        ? o.contract.number
        : o.kind === 'invoice'
          ? o.invoice.number
          : o.kind === 'partner'
            ? `SP-${o.partner.id}`
            : null,
    score: m.score,
    evidence:
      o.kind === 'undistributed' || o.kind === 'failed' ? (best?.evidence ?? []) : m.evidence,
    suggestions: m.suggestions,
    reason: o.kind === 'failed' ? translator(lang)(o.code, o.params) : null,
  };
}

const PREVIEW_MAX = 2_000;

/** A statement recorded although it did not follow on: what was found, in the reader's language. */
export type AcceptedGap = {
  statementId: number;
  findings: ContinuityFinding[];
  messages: string[];
};

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
  file: { fileName: string; content: string; continuityReason?: string | undefined },
  actor: Actor,
  booking: BankBooking,
  now: Date,
  options: ImportOptions,
): Promise<StatementUploadResult & { accepted: AcceptedGap[] }> {
  const preview: PreviewLine[] = [];
  if (isCamt054(file.content))
    return {
      ...(await importDetailFile(tx, file, actor, booking, now, options, (e) =>
        refusal(e, actor.lang),
      )),
      accepted: [],
    };
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
  // a file imported before (the same bytes) is recognised by its content hash: nothing new
  const earlier = await repo.statementsByHash(tx, fileHash);
  if (earlier.length > 0)
    return {
      ...emptyUploadResult(options.preview === true),
      statements: earlier.map((row) => ({
        ...statementRecord({ ...row, accountIban: row.accountIban }),
        alreadyUploaded: true,
      })),
      knownLines: earlier.reduce((n, row) => n + row.lineCount, 0),
      fileAlreadyImported: true,
      accepted: [],
    };

  // continuity, before anything is recorded: each statement against the account's previous one
  // (the one before it in this file, else the last recorded); a gap or overlap holds the whole
  // file unless the accountant accepts it with a reason
  const findingsOf = new Map<ParsedStatement, ContinuityFinding[]>();
  const held: ReturnType<typeof continuityDetail>[] = [];
  const lastInFile = new Map<number, { point: StatementPoint; ref: string }>();
  for (const s of parsed) {
    const account = accounts.get(s.accountIban)!;
    const last = await repo.lastStatement(tx, account.id);
    const previous =
      lastInFile.get(account.id) ??
      (last
        ? {
            point: { ...last, sequence: last.sequence || null },
            ref: last.statementRef,
          }
        : null);
    const point: StatementPoint = { ...s };
    lastInFile.set(account.id, { point, ref: s.statementId });
    if (!previous) continue;
    const findings = continuityFindings(previous.point, point);
    if (findings.length === 0) continue;
    findingsOf.set(s, findings);
    held.push(...findings.map((f) => continuityDetail(f, s, previous.ref, actor.lang)));
  }
  const reason = file.continuityReason?.trim();
  if (held.length > 0 && !reason) throw new AppError(409, held);
  const accepted: AcceptedGap[] = [];

  const data = await repo.loadDirectoryData(
    tx,
    parsed.flatMap((s) => s.lines.map((l) => l.remittance)),
  );
  const dir = buildDirectory(data.rows, data.initialPaid, data);
  const result = emptyUploadResult(options.preview === true, preview);

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
      continuity: findingsOf.has(s) ? { findings: findingsOf.get(s)!, reason: reason! } : null,
    });
    if (findingsOf.has(s)) {
      const t = translator(actor.lang);
      const messages = held
        .filter((d) => d.params.statement === s.statementId)
        .map((d) => t(d.code, d.params));
      accepted.push({ statementId: statement.id, findings: findingsOf.get(s)!, messages });
      result.continuityAccepted.push({ statementId: statement.id, messages });
    }
    // the acquirer's card batches settle the clearing account, they are nobody's payment
    const settlements = fresh.map(({ line }) => settlementOf(line, options.acquirerIbans ?? []));
    const scored = fresh.map(({ line }, i): ScoredOutcome =>
      line.direction === 'CREDIT' && !settlements[i]
        ? scoreLine({ ...line, currency: s.currency }, dir, options.autoBookScore)
        : { outcome: { kind: 'undistributed' }, score: null, evidence: [], suggestions: [] },
    );
    const outcomes = scored.map((m) => m.outcome);
    const previewed: (PreviewLine | null)[] = fresh.map(({ line }, i) =>
      options.preview && preview.length + i < PREVIEW_MAX && !settlements[i]
        ? previewOf(line, s.currency, scored[i]!, actor.lang)
        : null,
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
        matchScore: scored[i]!.score,
        matchEvidence:
          line.direction === 'CREDIT' && !settlements[i]
            ? { evidence: scored[i]!.evidence, suggestions: scored[i]!.suggestions }
            : null,
        processedAt: ['distribute', 'invoice', 'partner'].includes(outcomes[i]!.kind) ? now : null,
        createdAt: now,
      })),
    );
    const idOf = new Map(ids.map((r) => [r.lineKey, r.id]));
    const credits = fresh
      .map((f, i) => ({ ...f, outcome: outcomes[i]!, lineId: idOf.get(f.key)! }))
      .filter((f, i) => f.line.direction === 'CREDIT' && !settlements[i]);
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
        await payNamedInvoices(tx, booking, {
          ...common,
          undistributedMinor: line.amountMinor,
          invoices: outcome.invoices,
        });
    }
    for (const [i, { line, key }] of fresh.entries()) {
      const stated = settlements[i];
      if (!stated) continue;
      const lineId = idOf.get(key)!;
      const status = await bookSettlement(tx, {
        lineId,
        statementId: statement.id,
        bankAccountId: account.id,
        valueDate: line.valueDate,
        netMinor: line.amountMinor,
        currency: s.currency,
        stated,
        at: now,
      });
      if (status === 'MATCHED') {
        await repo.updateLine(tx, lineId, { status: 'PROCESSED', processedAt: now });
        result.matched++;
      } else result.undistributed++;
      if (options.preview && preview.length + i < PREVIEW_MAX)
        previewed[i] = {
          ...previewOf(line, s.currency, scored[i]!, actor.lang),
          outcome: status === 'MATCHED' ? 'BOOK' : 'WAIT',
          target: `${translator(actor.lang)('bank.cardSettlement')} ${stated.day ?? dayBefore(line.valueDate)}`,
          reason: status === 'MATCHED' ? null : translator(actor.lang)(`bank.settlement.${status}`),
        };
    }
    preview.push(...previewed.filter((p): p is PreviewLine => p !== null));
    result.newLines += fresh.length;
    result.knownLines += s.lines.length - fresh.length;
    outcomes.forEach((o, i) => {
      if (settlements[i]) return;
      if (o.kind === 'distribute' || o.kind === 'invoice' || o.kind === 'partner') result.matched++;
      else if (o.kind === 'failed') result.failed++;
      else result.undistributed++;
    });
    result.statements.push({
      ...statementRecord({ ...statement, accountIban: account.iban }),
      alreadyUploaded: false,
    });
  }
  return { ...result, accepted };
}
