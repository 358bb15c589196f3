import type { FastifyRequest } from 'fastify';
import type {
  AssignBody,
  AssignPartnerBody,
  BankLineDetail,
  BankLineListQuery,
  BankLineRecord,
  CardSettlementQuery,
  ContractLookupItem,
  PartnerLookupItem,
  StatementListQuery,
  StatementRecord,
  StatementUndoBody,
  StatementUndoResult,
  StatementUploadBody,
  StatementUploadResult,
} from '@toll/contract/bank';
import type { ListPage } from '@toll/contract/list-query';
import { splitFits } from '@toll/domain/bank-references';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { constraintViolation } from '../../platform/db/constraint-error';
import { AppError } from '../../platform/http/app-error';
import { DEFAULT_AUTO_BOOK_SCORE } from '@toll/domain/bank-match';
import { reverseJournal } from '../ledger/posting';
import { noBooking, type BankBooking, type BookedShare } from './booking';
import { listSettlementDays } from './card-settlements';
import { importStatementFile } from './import-statement';
import { buildDirectory, scoreLine } from './matching';
import { distributionRecord, lineRecord, paymentRecord, statementRecord } from './records';
import * as repo from './repo';
import { payNamedInvoices, payPartner } from './settle';

/** The audit_log entities of this module (GET /history/{entity}/{id}). */
export const BANK_STATEMENT_ENTITY = 'bank-statement';
export const BANK_LINE_ENTITY = 'bank-transaction';

/** Thrown inside a previewed import's transaction to roll it back, carrying what it found. */
class DryRunDone extends Error {
  constructor(readonly result: StatementUploadResult) {
    super('dry run');
  }
}

export function createBankService(deps: {
  db: Db;
  clock: Clock;
  booking?: BankBooking;
  /** The match score from which a line books itself (BANK_AUTO_BOOK_SCORE). */
  autoBookScore?: number;
  /** The acquirers' IBANs card settlement batches come from (CARD_ACQUIRER_IBANS). */
  acquirerIbans?: readonly string[];
}) {
  const { db, clock } = deps;
  const booking = deps.booking ?? noBooking;
  const autoBookScore = deps.autoBookScore ?? DEFAULT_AUTO_BOOK_SCORE;

  async function mustFindLine(tx: Executor, id: number, lock = false) {
    const row = await repo.findLine(tx, id, lock);
    if (!row) throw new AppError(404, { code: 'bank.lineNotFound' });
    return row;
  }

  async function detail(
    tx: Executor,
    id: number,
    request: FastifyRequest,
  ): Promise<BankLineDetail> {
    const row = await mustFindLine(tx, id);
    const distributions = row.payment ? await repo.distributionsOf(tx, row.payment.id) : [];
    const details = await repo.detailsOf(tx, id);
    return {
      ...lineRecord(row, request.lang),
      distributions: distributions.map(distributionRecord),
      details: details.map(({ d, accountNumber }) => ({
        seq: d.seq,
        amountMinor: d.amountMinor,
        counterpartyName: d.counterpartyName,
        counterpartyIban: d.counterpartyIban,
        remittance: d.remittance,
        accountNumber,
        matchScore: d.matchScore,
        fileName: d.fileName,
      })),
    };
  }

  const userOf = (request: FastifyRequest) => request.principal?.id ?? null;

  /** Audits a recorded import (accepted gaps, each statement) and answers without the gaps. */
  async function recordUpload(
    tx: Executor,
    result: Awaited<ReturnType<typeof importStatementFile>>,
    body: StatementUploadBody,
    request: FastifyRequest,
  ): Promise<StatementUploadResult> {
    for (const gap of result.accepted)
      await audit(tx, request, {
        action: 'bank.statementContinuityAccepted',
        entity: BANK_STATEMENT_ENTITY,
        entityId: gap.statementId,
        after: { reason: body.continuityReason, findings: gap.findings },
      });
    for (const s of result.statements.filter((x) => !x.alreadyUploaded))
      await audit(tx, request, {
        action: 'bank.statementUploaded',
        entity: BANK_STATEMENT_ENTITY,
        entityId: s.id,
        after: {
          fileName: s.fileName,
          statementRef: s.statementRef,
          newLines: s.newLines,
          knownLines: s.knownLines,
        },
      });
    const { accepted: _accepted, ...answer } = result;
    return answer;
  }

  return {
    async accounts() {
      return (await repo.listBankAccounts(db)).map(({ id, iban, currency, name }) => ({
        id,
        iban,
        currency,
        name,
      }));
    },

    /**
     * Reads a statement file into the ledger, or previews it (`dryRun`): the same import in a
     * transaction rolled back at its end, so the preview is exactly what the upload would do.
     */
    async upload(
      body: StatementUploadBody,
      request: FastifyRequest,
    ): Promise<StatementUploadResult> {
      const { dryRun, ...file } = body;
      try {
        return await db.transaction(async (tx) => {
          const result = await importStatementFile(
            tx,
            file,
            { userId: userOf(request), lang: request.lang },
            booking,
            clock.now(),
            { autoBookScore, preview: dryRun === true, acquirerIbans: deps.acquirerIbans ?? [] },
          );
          if (dryRun) {
            const { accepted: _accepted, ...answer } = result;
            throw new DryRunDone(answer);
          }
          return await recordUpload(tx, result, body, request);
        });
      } catch (error) {
        if (error instanceof DryRunDone) return error.result;
        throw error;
      }
    },

    /**
     * Undoes a whole import (audited, with a reason): every journal it booked that still stands is
     * reversed (its receipt, and its lines' assignments, retries and partner payments), its
     * payments annulled, its lines UNDONE, the IBANs its assignments taught forgotten; the same
     * file can then be read again. Refused when an invoice was paid from it (undo the invoice's
     * payment first), or when a customer has already spent the money (ledger floor): all or nothing.
     */
    async undo(
      id: number,
      body: StatementUndoBody,
      request: FastifyRequest,
    ): Promise<StatementUndoResult> {
      return db.transaction(async (tx) => {
        const statement = await repo.lockStatement(tx, id);
        if (!statement) throw new AppError(404, { code: 'bank.statementNotFound' });
        if (statement.undoneAt) throw new AppError(409, { code: 'bank.undo.alreadyUndone' });
        const rows = await repo.statementLinePayments(tx, id);
        const lineIds = rows.map((r) => r.lineId);
        const paymentIds = rows.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId]));
        const invoices = await repo.invoicesPaidBy(tx, paymentIds);
        if (invoices.length > 0)
          throw new AppError(409, {
            code: 'bank.undo.invoicePaid',
            params: { invoices: invoices.slice(0, 5).join(', ') },
          });
        const now = clock.now();
        const journals = await repo.standingJournalsOf(tx, id, lineIds);
        for (const journalId of journals)
          await reverseJournal(tx, journalId, {
            businessKey: `bank-undo:${id}:${journalId}`,
            occurredAt: now,
            reason: body.reason,
            createdBy: userOf(request),
          });
        const forgottenIbans = await repo.forgetIbansFrom(tx, lineIds);
        await repo.markUndone(tx, {
          statementId: id,
          lineIds,
          paymentIds,
          reason: body.reason,
          by: userOf(request),
          at: now,
        });
        const after = await repo.findStatement(tx, id);
        const result: StatementUndoResult = {
          statement: statementRecord(after!),
          reversedJournals: journals.length,
          undoneLines: lineIds.length,
          annulledPayments: paymentIds.length,
          forgottenIbans,
        };
        await audit(tx, request, {
          action: 'bank.statementUndone',
          entity: BANK_STATEMENT_ENTITY,
          entityId: id,
          before: { fileName: statement.fileName, statementRef: statement.statementRef },
          after: { reason: body.reason, ...result, statement: undefined },
        });
        return result;
      });
    },

    /** Card settlements per approvals day: matched, short, extra or missing, with their age. */
    cardSettlements: (query: CardSettlementQuery) => listSettlementDays(db, query, clock.now()),

    async statements(query: StatementListQuery): Promise<ListPage<StatementRecord>> {
      const { rows, total } = await repo.listStatements(db, query);
      return {
        items: rows.map(statementRecord),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async statement(id: number): Promise<StatementRecord> {
      const row = await repo.findStatement(db, id);
      if (!row) throw new AppError(404, { code: 'bank.statementNotFound' });
      return statementRecord(row);
    },

    async lines(
      query: BankLineListQuery,
      request: FastifyRequest,
    ): Promise<ListPage<BankLineRecord>> {
      const { rows, total } = await repo.listLines(db, query);
      return {
        items: rows.map((r) => lineRecord(r, request.lang)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    line: (id: number, request: FastifyRequest) => detail(db, id, request),

    lookup: async (q: string): Promise<ContractLookupItem[]> =>
      (await repo.lookupContracts(db, q)).map(({ initialPaid, ...r }) => ({
        ...r,
        initialPaymentPaid: initialPaid,
      })),

    /** A clerk splits the undistributed amount of a payment across contracts (audited). */
    async assign(id: number, body: AssignBody, request: FastifyRequest): Promise<BankLineDetail> {
      try {
        return await db.transaction(async (tx) => {
          const row = await mustFindLine(tx, id, true);
          const payment = row.payment;
          if (!payment || row.line.direction !== 'CREDIT' || payment.annulled)
            throw new AppError(409, { code: 'bank.notAssignable' });
          const undistributed = payment.amountMinor - payment.distributedMinor;
          if (
            !splitFits(
              undistributed,
              body.shares.map((s) => s.amountMinor),
            )
          )
            throw new AppError(400, {
              code: 'bank.splitTooLarge',
              params: { amountMinor: undistributed, currency: payment.currency.trim() },
              field: 'shares',
            });
          const { rows } = await repo.loadContracts(tx);
          const ids = new Map(rows.map((c) => [c.id, c]));
          const booked: BookedShare[] = [];
          for (const share of body.shares) {
            const c = ids.get(share.accountId);
            if (!c) throw new AppError(404, { code: 'contract.notFound' });
            if (c.status === 'CLOSED')
              throw new AppError(409, {
                code: 'bank.match.contractClosed',
                params: { contract: c.number },
              });
            if (share.target === 'INITIAL_PAYMENT') {
              if (!c.signed) throw new AppError(409, { code: 'contract.notSigned' });
              if (share.amountMinor !== c.initialPaymentMinor)
                throw new AppError(400, {
                  code: 'bank.initialPaymentAmount',
                  params: { amountMinor: c.initialPaymentMinor, currency: payment.currency.trim() },
                  field: 'shares',
                });
            }
            booked.push({
              accountId: c.id,
              accountType: c.accountType,
              target: share.target,
              amountMinor: share.amountMinor,
            });
          }
          await repo.insertDistributions(
            tx,
            body.shares.map((s) => ({
              paymentId: payment.id,
              target: s.target,
              accountId: s.accountId,
              amountMinor: s.amountMinor,
              method: 'MANUAL',
              createdBy: userOf(request),
              createdAt: clock.now(),
            })),
          );
          // Spec §3 "IBAN old and new": the payer paid from another IBAN than the client's on file.
          const client = ids.get(body.shares[0]!.accountId)!;
          const payer = row.line.counterpartyIban;
          if (payer && client.clientIban && payer !== client.clientIban)
            await repo.updatePayment(tx, payment.id, {
              ibanOld: client.clientIban,
              ibanNew: payer,
            });
          // the payer's IBAN is learned for the contracts it paid: its next payment matches itself
          if (payer)
            await repo.learnIbans(
              tx,
              [...new Set(body.shares.map((s) => s.accountId))].map((accountId) => ({
                iban: payer,
                accountId,
                learnedFrom: id,
                learnedBy: userOf(request),
                learnedAt: clock.now(),
              })),
            );
          const total = body.shares.reduce((a, s) => a + s.amountMinor, 0);
          const full = total === undistributed;
          await repo.updateLine(tx, id, {
            status: full ? 'PROCESSED' : 'UNPROCESSED',
            errorCode: null,
            errorText: null,
            processedAt: full ? clock.now() : null,
            processedBy: full ? userOf(request) : null,
          });
          const n = (await repo.distributionsOf(tx, payment.id)).length;
          await booking.assignment(tx, {
            businessKey: `bank-assign:${id}:${n}`,
            occurredAt: clock.now(),
            currency: payment.currency,
            lineId: id,
            shares: booked,
          });
          const after = await detail(tx, id, request);
          await audit(tx, request, {
            action: 'bank.assigned',
            entity: BANK_LINE_ENTITY,
            entityId: id,
            before: { status: row.line.status, payment: paymentRecord(payment) },
            after: { status: after.status, shares: body.shares },
          });
          return after;
        });
      } catch (error) {
        throw assignmentError(error, {
          constraint: 'payment_distributions_initial_once',
          code: 'contract.initialPaymentAlreadyPaid',
        });
      }
    },

    /** Sale partners a clerk can book a payment to (name, EIK or SP-<id>). */
    partnerLookup: (q: string): Promise<PartnerLookupItem[]> => repo.lookupSalePartners(db, q),

    /**
     * A clerk books (part of) an undistributed payment as a sale partner's payment of its
     * obligations (spec §2 sales-partners-obligations): a PARTNER share and the journal from
     * suspense to the partner's obligation (audited). One partner share per payment.
     */
    async assignPartner(
      id: number,
      body: AssignPartnerBody,
      request: FastifyRequest,
    ): Promise<BankLineDetail> {
      try {
        return await db.transaction(async (tx) => {
          const row = await mustFindLine(tx, id, true);
          const payment = row.payment;
          if (!payment || row.line.direction !== 'CREDIT' || payment.annulled)
            throw new AppError(409, { code: 'bank.notAssignable' });
          const undistributed = payment.amountMinor - payment.distributedMinor;
          const amount = body.amountMinor ?? undistributed;
          if (!splitFits(undistributed, [amount]))
            throw new AppError(400, {
              code: 'bank.splitTooLarge',
              params: { amountMinor: undistributed, currency: payment.currency.trim() },
              field: 'amountMinor',
            });
          const partner = (await repo.salePartners(tx)).find((p) => p.id === body.partnerId);
          if (!partner)
            throw new AppError(404, { code: 'bank.partnerNotFound', field: 'partnerId' });
          await payPartner(tx, {
            paymentId: payment.id,
            lineId: id,
            partnerId: partner.id,
            amountMinor: amount,
            currency: payment.currency,
            bankAccountId: null,
            method: 'MANUAL',
            userId: userOf(request),
            at: clock.now(),
          });
          const full = amount === undistributed;
          await repo.updateLine(tx, id, {
            status: full ? 'PROCESSED' : 'UNPROCESSED',
            errorCode: null,
            errorText: null,
            processedAt: full ? clock.now() : null,
            processedBy: full ? userOf(request) : null,
          });
          const after = await detail(tx, id, request);
          await audit(tx, request, {
            action: 'bank.assignedToPartner',
            entity: BANK_LINE_ENTITY,
            entityId: id,
            before: { status: row.line.status, payment: paymentRecord(payment) },
            after: { status: after.status, partnerId: partner.id, amountMinor: amount },
          });
          return after;
        });
      } catch (error) {
        throw assignmentError(error, {
          constraint: 'payment_distributions_partner_once',
          code: 'bank.partnerAlreadyPaid',
        });
      }
    },

    /** Matches a failed line again (after the confirm dialog); it may stay failed. Audited. */
    async retry(id: number, request: FastifyRequest): Promise<BankLineDetail> {
      return db.transaction(async (tx) => {
        const row = await mustFindLine(tx, id, true);
        if (row.line.status !== 'FAILED' || !row.payment)
          throw new AppError(409, { code: 'bank.notFailed' });
        const payment = row.payment;
        const data = await repo.loadDirectoryData(tx, [row.line.remittance]);
        const dir = buildDirectory(data.rows, data.initialPaid, data);
        const undistributed = payment.amountMinor - payment.distributedMinor;
        const m = scoreLine(
          { ...row.line, amountMinor: undistributed, currency: payment.currency.trim() },
          dir,
          autoBookScore,
        );
        const o = m.outcome;
        const settled = { paymentId: payment.id, lineId: id, currency: payment.currency, userId: userOf(request), at: clock.now() }; // prettier-ignore
        if (o.kind === 'partner')
          await payPartner(tx, {
            ...settled,
            partnerId: o.partner.id,
            amountMinor: undistributed,
            bankAccountId: null,
            method: 'AUTO',
          });
        if (o.kind === 'invoice')
          await payNamedInvoices(tx, booking, {
            ...settled,
            undistributedMinor: undistributed,
            invoices: o.invoices,
          });
        if (o.kind === 'distribute') {
          await repo.insertDistributions(tx, [{
            paymentId: payment.id, target: o.target, accountId: o.contract.id, amountMinor: undistributed,
            method: 'AUTO', createdBy: userOf(request), createdAt: clock.now(),
          }]); // prettier-ignore
          await booking.assignment(tx, {
            businessKey: `bank-retry:${id}:${row.line.attempts + 1}`,
            occurredAt: clock.now(),
            currency: payment.currency,
            lineId: id,
            shares: [
              {
                accountId: o.contract.id,
                accountType: o.contract.accountType,
                target: o.target,
                amountMinor: undistributed,
              },
            ],
          });
        }
        await repo.updateLine(tx, id, {
          attempts: row.line.attempts + 1,
          matchScore: m.score,
          matchEvidence: { evidence: m.evidence, suggestions: m.suggestions },
          ...(o.kind === 'failed'
            ? { status: 'FAILED', errorCode: o.code, errorText: JSON.stringify(o.params) }
            : {
                status: o.kind === 'undistributed' ? 'UNPROCESSED' : 'PROCESSED',
                errorCode: null,
                errorText: null,
              }),
          processedAt: o.kind === 'undistributed' || o.kind === 'failed' ? null : clock.now(),
          processedBy: o.kind === 'undistributed' || o.kind === 'failed' ? null : userOf(request),
        });
        const after = await detail(tx, id, request);
        await audit(tx, request, {
          action: 'bank.retried',
          entity: BANK_LINE_ENTITY,
          entityId: id,
          before: { status: row.line.status, errorCode: row.line.errorCode },
          after: { status: after.status, errorCode: after.errorCode },
        });
        return after;
      });
    },

    /** Marks an unprocessed line processed (after the confirm dialog); audited. */
    async markProcessed(id: number, request: FastifyRequest): Promise<BankLineDetail> {
      return db.transaction(async (tx) => {
        const row = await mustFindLine(tx, id, true);
        if (row.line.status !== 'UNPROCESSED')
          throw new AppError(409, { code: 'bank.notUnprocessed' });
        await repo.updateLine(tx, id, {
          status: 'PROCESSED',
          processedAt: clock.now(),
          processedBy: userOf(request),
        });
        const after = await detail(tx, id, request);
        await audit(tx, request, {
          action: 'bank.markedProcessed',
          entity: BANK_LINE_ENTITY,
          entityId: id,
          before: { status: row.line.status },
          after: { status: after.status },
        });
        return after;
      });
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;

/**
 * A line's assignment refused by the database, in the catalogue's words: booked once already (the
 * once-only constraint given, a racing clerk), or more distributed than the payment holds.
 */
function assignmentError(error: unknown, once: { constraint: string; code: string }): unknown {
  const v = constraintViolation(error);
  if (v?.constraint === once.constraint) return new AppError(409, { code: once.code });
  if (v?.constraint === 'payments_distributed')
    return new AppError(409, { code: 'bank.splitTooLarge', params: { amount: '0.00' } });
  return error;
}
