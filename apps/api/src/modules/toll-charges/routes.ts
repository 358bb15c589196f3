import { z } from 'zod';
import {
  contractBalanceSchema,
  contractIdParamSchema,
  tollAdjustmentResultSchema,
  tollAdjustmentSchema,
  tollBatchResultSchema,
  tollBatchSchema,
} from '@toll/contract/toll-charges';
import type { App } from '../../platform/app-types';
import { machineKeyOf } from '../../platform/auth/machine-keys';
import type { TollChargeService } from './service';

const tags = ['Toll charges'];

/** A CSV file of at most ~20 MB (sent as text in JSON). */
export const tollImportSchema = z.object({ content: z.string().min(1).max(20_000_000) });

/** The charging system's batch call (API key) and the office's file import. */
export function registerTollChargeRoutes(app: App, tolls: TollChargeService) {
  app.post(
    '/toll-charging/transactions',
    {
      // the charging system's API key is the check (like the partners' machine API)
      config: { access: 'public', owner: 'key' },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "The charging system's toll transactions, up to 10,000 a batch, idempotent by transactionId (API key); a batch with an exit before the live months or more than a day ahead is refused whole (422, the rows named)",
        body: tollBatchSchema,
        response: { 200: tollBatchResultSchema },
      },
    },
    (request) => tolls.ingestFromSystem(machineKeyOf(request), request.body.transactions),
  );

  app.post(
    '/toll-charges/import',
    {
      config: { access: 'toll-charges.import', owner: 'agency' },
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Imports a CSV file of toll transactions: all or nothing, errors by line number',
        body: tollImportSchema,
        response: { 200: tollBatchResultSchema },
      },
    },
    (request) => tolls.importFile(request.body.content),
  );

  app.post(
    '/toll-charges/adjustments',
    {
      config: { access: 'toll-adjustments', owner: 'agency' },
      schema: {
        tags,
        summary: 'A toll adjustment (debit or credit) on a contract, with its reason; audited',
        body: tollAdjustmentSchema,
        response: { 200: tollAdjustmentResultSchema },
      },
    },
    (request) => tolls.adjust(request.actor, request.body),
  );

  app.get(
    '/toll-charges/contracts/:id/balance',
    {
      config: { access: 'ledger.read', owner: 'agency' },
      schema: {
        tags,
        summary: "A contract's ledger balances and its latest toll transactions",
        params: contractIdParamSchema,
        response: { 200: contractBalanceSchema },
      },
    },
    (request) => tolls.balance(request.params.id),
  );
}
