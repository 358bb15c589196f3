import {
  contractMoneyParamSchema,
  contractObligationsSchema,
  contractPaymentsSchema,
  internalTransferBodySchema,
  internalTransferListSchema,
  internalTransferSchema,
  partnerServiceFeesQuerySchema,
  partnerServiceFeesSchema,
} from '@toll/contract/contract-money';
import type { App } from '../../platform/app-types';
import type { InternalTransfers } from './internal-transfers';
import type { ContractMoney } from './service';

const tags = ['Contract money'];

/**
 * The contract screen's payments and obligations tabs (those who read the ledger: accountant or
 * admin, tolling mode) and the partner screen's monthly service fees (service-fee readers).
 */
export function registerContractMoneyRoutes(app: App, money: ContractMoney) {
  app.get(
    '/accounts/:id/payments',
    {
      config: { access: 'ledger.read', owner: 'agency' },
      schema: {
        tags,
        summary:
          'The payments distributed to a contract (bank, card, system), and its card payments not yet paid',
        params: contractMoneyParamSchema,
        response: { 200: contractPaymentsSchema },
      },
    },
    (request) => money.payments(request.params.id),
  );

  app.get(
    '/accounts/:id/obligations',
    {
      config: { access: 'ledger.read', owner: 'agency' },
      schema: {
        tags,
        summary:
          "A contract's obligations: toll periods and invoices with due dates, and what of each is still open",
        params: contractMoneyParamSchema,
        response: { 200: contractObligationsSchema },
      },
    },
    (request) => money.obligations(request.params.id),
  );

  app.get(
    '/partners/:id/service-fees',
    {
      config: { access: 'service-fees', owner: 'agency' },
      schema: {
        tags,
        summary:
          "A partner's contracts' service fees per month of a year: generated, paid, invoiced",
        params: contractMoneyParamSchema,
        querystring: partnerServiceFeesQuerySchema,
        response: { 200: partnerServiceFeesSchema },
      },
    },
    (request) => money.partnerFees(request.params.id, request.query.year),
  );
}

/** Internal payments of a contract (finance staff): move money between balances or contracts. */
export function registerInternalTransferRoutes(app: App, transfers: InternalTransfers) {
  app.post(
    '/accounts/:id/internal-transfers',
    {
      config: { access: 'internal-transfers', owner: 'agency' },
      schema: {
        tags,
        summary:
          "Moves money from one of the contract's balances to another of its own or of another contract (an internal payment, with a reason)",
        params: contractMoneyParamSchema,
        body: internalTransferBodySchema,
        response: { 200: internalTransferSchema, 201: internalTransferSchema },
      },
    },
    async (request, reply) => {
      const made = await transfers.create(request.params.id, request.body, request.actor);
      return reply.code(made.created ? 201 : 200).send(made);
    },
  );

  app.get(
    '/accounts/:id/internal-transfers',
    {
      config: { access: 'internal-transfers', owner: 'agency' },
      schema: {
        tags,
        summary: 'The internal payments from and to a contract (newest first)',
        params: contractMoneyParamSchema,
        response: { 200: internalTransferListSchema },
      },
    },
    (request) => transfers.list(request.params.id),
  );
}
