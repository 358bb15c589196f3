import {
  ledgerAccountIdParamSchema,
  ledgerEntriesPageSchema,
  ledgerEntriesQuerySchema,
  journalExportQuerySchema,
  ledgerHealthSchema,
  trialBalanceExportQuerySchema,
  trialBalanceQuerySchema,
  trialBalanceSchema,
} from '@toll/contract/ledger';
import type { App } from '../../platform/app-types';
import type { LedgerService } from './service';

const tags = ['Ledger'];

/** The ledger's reports: trial balance (JSON, CSV, XLSX), an account's entries, the audit's health. */
export function registerLedgerRoutes(app: App, ledger: LedgerService) {
  app.get(
    '/ledger/trial-balance',
    {
      config: { access: 'trial-balance', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Trial balance for Sofia days from…to: per account opening, debits, credits, closing; totals per currency (sum to zero)',
        querystring: trialBalanceQuerySchema,
        response: { 200: trialBalanceSchema },
      },
    },
    (request) => ledger.trialBalance(request.query),
  );

  app.get(
    '/ledger/trial-balance/export',
    {
      config: { access: 'trial-balance', owner: 'agency' },
      schema: {
        tags,
        summary: 'The trial balance as CSV or XLSX, streamed',
        querystring: trialBalanceExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    (request, reply) => ledger.export(request.query, request.lang, reply),
  );

  app.get(
    '/ledger/journal/export',
    {
      config: { access: 'trial-balance', owner: 'agency' },
      schema: {
        tags,
        summary:
          "The period's journal for an accounting package: every entry with its date, journal, type, document, account code, counterparty, debit or credit and currency (CSV or XLSX, streamed)",
        querystring: journalExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    (request, reply) => ledger.journalExport(request.query, request.lang, reply),
  );

  app.get(
    '/ledger/health',
    {
      config: { access: 'trial-balance', owner: 'agency' },
      schema: {
        tags,
        summary:
          "The ledger auditor's last run: each check's findings, the aged clearing and suspense money",
        response: { 200: ledgerHealthSchema },
      },
    },
    () => ledger.health(),
  );

  app.get(
    '/ledger/accounts/:id/entries',
    {
      config: { access: 'ledger.read', owner: 'agency' },
      schema: {
        tags,
        summary:
          "A ledger account's entries, newest first, paged (drill-down from the trial balance)",
        params: ledgerAccountIdParamSchema,
        querystring: ledgerEntriesQuerySchema,
        response: { 200: ledgerEntriesPageSchema },
      },
    },
    (request) => ledger.entries(request.params.id, request.query),
  );
}
