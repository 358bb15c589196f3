import {
  assignBodySchema,
  assignPartnerBodySchema,
  partnerLookupListSchema,
  bankAccountListSchema,
  bankLineDetailSchema,
  bankLineIdParamSchema,
  bankLineListQuerySchema,
  bankLinePageSchema,
  confirmBodySchema,
  contractLookupListSchema,
  contractLookupQuerySchema,
  statementPageSchema,
  statementListQuerySchema,
  statementRecordSchema,
  statementUploadBodySchema,
  statementUploadResultSchema,
  statementUndoBodySchema,
  cardSettlementPageSchema,
  cardSettlementQuerySchema,
  statementUndoResultSchema,
} from '@toll/contract/bank';
import type { App } from '../../platform/app-types';
import type { BankService } from './service';

const tags = ['Bank'];
// Spec §6: the bank report is for the accountant, the admin and the concord admin.
const bank = { access: 'bank-report' as const, owner: 'agency' as const };

/** Statements, their lines and the payments they make (#19 item 3). */
export function registerBankRoutes(app: App, service: BankService) {
  app.get(
    '/bank/accounts',
    {
      config: bank,
      schema: {
        tags,
        summary: 'The platform bank accounts statements are read into',
        response: { 200: bankAccountListSchema },
      },
    },
    () => service.accounts(),
  );

  app.post(
    '/bank/statements',
    {
      config: bank,
      // A 10,000-line statement is a few megabytes of text.
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Upload a statement file (SWIFT MT940 or ISO 20022 camt.053) or a camt.054 detail file of batch lines as text: refused whole with the line or XML path when malformed; lines already recorded are counted as known; with dryRun, previewed (what would book, what would wait) and nothing kept',
        body: statementUploadBodySchema,
        response: { 201: statementUploadResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.upload(request.body, request)),
  );

  app.get(
    '/bank/statements',
    {
      config: bank,
      schema: {
        tags,
        summary: 'Uploaded statements, paged (f_bankAccountId, q over file name and statement id)',
        querystring: statementListQuerySchema,
        response: { 200: statementPageSchema },
      },
    },
    (request) => service.statements(request.query),
  );

  app.get(
    '/bank/statements/:id',
    {
      config: bank,
      schema: {
        tags,
        summary: 'One uploaded statement',
        params: bankLineIdParamSchema,
        response: { 200: statementRecordSchema },
      },
    },
    (request) => service.statement(request.params.id),
  );

  app.post(
    '/bank/statements/:id/undo',
    {
      config: bank,
      schema: {
        tags,
        summary:
          'Undo a whole import with a reason: its journals reversed, its payments annulled, its lines UNDONE (all or nothing)',
        params: bankLineIdParamSchema,
        body: statementUndoBodySchema,
        response: { 200: statementUndoResultSchema },
      },
    },
    (request) => service.undo(request.params.id, request.body, request),
  );

  app.get(
    '/bank/card-settlements',
    {
      config: bank,
      schema: {
        tags,
        summary:
          'Card settlements per approvals day against the clearing account: MATCHED, SHORT, EXTRA or MISSING with their age (f_exceptions=true: all but matched; f_status, f_from, f_to: the last 90 days by default)',
        querystring: cardSettlementQuerySchema,
        response: { 200: cardSettlementPageSchema },
      },
    },
    (request) => service.cardSettlements(request.query),
  );

  app.get(
    '/bank/transactions',
    {
      config: bank,
      schema: {
        tags,
        summary:
          'Bank transactions (statement lines) with their payments, paged (f_status PROCESSED|UNPROCESSED|FAILED, f_statementId, f_direction, f_undistributed=true, q)',
        querystring: bankLineListQuerySchema,
        response: { 200: bankLinePageSchema },
      },
    },
    (request) => service.lines(request.query, request),
  );

  app.get(
    '/bank/transactions/:id',
    {
      config: bank,
      schema: {
        tags,
        summary: 'One bank transaction with its payment and distributions',
        params: bankLineIdParamSchema,
        response: { 200: bankLineDetailSchema },
      },
    },
    (request) => service.line(request.params.id, request),
  );

  app.post(
    '/bank/transactions/:id/assign',
    {
      config: bank,
      schema: {
        tags,
        summary:
          'Assign the undistributed amount by hand, split across contracts (their balance or initial payment)',
        params: bankLineIdParamSchema,
        body: assignBodySchema,
        response: { 200: bankLineDetailSchema },
      },
    },
    (request) => service.assign(request.params.id, request.body, request),
  );

  app.post(
    '/bank/transactions/:id/retry',
    {
      config: bank,
      schema: {
        tags,
        summary: 'Match a failed bank transaction again (after confirmation)',
        params: bankLineIdParamSchema,
        body: confirmBodySchema,
        response: { 200: bankLineDetailSchema },
      },
    },
    (request) => service.retry(request.params.id, request),
  );

  app.post(
    '/bank/transactions/:id/mark-processed',
    {
      config: bank,
      schema: {
        tags,
        summary: 'Mark an unprocessed bank transaction as processed (after confirmation)',
        params: bankLineIdParamSchema,
        body: confirmBodySchema,
        response: { 200: bankLineDetailSchema },
      },
    },
    (request) => service.markProcessed(request.params.id, request),
  );

  app.get(
    '/bank/contract-lookup',
    {
      config: bank,
      schema: {
        tags,
        summary:
          'Contracts to assign a payment to, by number, customer id or client name (20 at most)',
        querystring: contractLookupQuerySchema,
        response: { 200: contractLookupListSchema },
      },
    },
    (request) => service.lookup(request.query.q),
  );

  app.get(
    '/bank/partner-lookup',
    {
      config: bank,
      schema: {
        tags,
        summary: 'Sale partners to book a payment to, by name, EIK or number SP-<id> (20 at most)',
        querystring: contractLookupQuerySchema,
        response: { 200: partnerLookupListSchema },
      },
    },
    (request) => service.partnerLookup(request.query.q),
  );

  app.post(
    '/bank/transactions/:id/assign-partner',
    {
      config: bank,
      schema: {
        tags,
        summary:
          "Book the undistributed amount (or part of it) as a sale partner's payment of its obligations",
        params: bankLineIdParamSchema,
        body: assignPartnerBodySchema,
        response: { 200: bankLineDetailSchema },
      },
    },
    (request) => service.assignPartner(request.params.id, request.body, request),
  );
}
