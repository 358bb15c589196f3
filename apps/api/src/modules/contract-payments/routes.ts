import {
  cardPaymentIdParamSchema,
  cardPaymentSchema,
  cardPaymentStartSchema,
  cardPaymentStartedSchema,
  cardRefundBodySchema,
  cardRefundParamSchema,
  cardRefundSchema,
  selfCareAccountParamSchema,
  selfCarePaymentsSchema,
} from '@toll/contract/contract-payments';
import type { Lang } from '@toll/domain/languages';
import type { App } from '../../platform/app-types';
import type { OtherGatewayResults } from '../sales/routes';
import type { CardPayments } from './card-payments';
import type { CardRefunds } from './card-refunds';

const tags = ['Self-care payments'];

/**
 * The self-care portal's payments (a signed-in user with a customer id; the contract must be the
 * customer's own, the id comes from the session): a contract's balances and card payments, a
 * top-up or the initial payment by card, and a status check of a payment whose result the browser
 * did not bring back.
 */
export function registerContractPaymentRoutes(app: App, payments: CardPayments) {
  app.get(
    '/self-care/accounts/:id/payments',
    {
      config: {
        access: 'account/contract-management',
        owner: { by: 'client', ids: { id: 'contract' } },
      },
      schema: {
        tags,
        summary:
          "The customer's own contract: its balances, initial payment and card payments (newest first)",
        params: selfCareAccountParamSchema,
        response: { 200: selfCarePaymentsSchema },
      },
    },
    (request) => payments.overview(request.principal!.customerId!, request.params.id),
  );

  app.post(
    '/self-care/accounts/:id/card-payments',
    {
      config: {
        access: 'account/contract-management',
        owner: { by: 'client', ids: { id: 'contract' } },
      },
      schema: {
        tags,
        summary:
          'Starts a card payment (a prepaid top-up, or the initial payment of a signed contract): the gateway form',
        params: selfCareAccountParamSchema,
        body: cardPaymentStartSchema,
        response: { 201: cardPaymentStartedSchema },
      },
    },
    async (request, reply) => {
      const started = await payments.start(
        request.principal!.customerId!,
        request.principal!.id,
        request.params.id,
        request.body,
        request.lang,
      );
      return reply.code(201).send(started);
    },
  );

  app.post(
    '/self-care/card-payments/:id/check',
    {
      config: {
        access: 'account/contract-management',
        owner: { by: 'client', ids: { id: 'card-payment' } },
      },
      schema: {
        tags,
        summary: "Asks the card gateway about one of the customer's payments still waiting",
        params: cardPaymentIdParamSchema,
        response: { 200: cardPaymentSchema },
      },
    },
    (request) => payments.check(request.principal!.customerId!, request.params.id),
  );
}

/**
 * The office refunds a contract's completed card top-up in full (finance staff, after the confirm
 * dialog, with a reason): the gateway's reversal and the reversing journal, once.
 */
export function registerCardRefundRoutes(app: App, refunds: CardRefunds) {
  app.post(
    '/accounts/:id/card-payments/:cardPaymentId/refund',
    {
      config: { access: 'contract-payments.refund', owner: 'agency' },
      schema: {
        tags: ['Contract money'],
        summary:
          "Refunds a contract's completed card top-up in full through the card gateway (once, within 30 days, while the balance covers it)",
        params: cardRefundParamSchema,
        body: cardRefundBodySchema,
        response: { 200: cardRefundSchema },
      },
    },
    (request) =>
      refunds.refund(request.params.id, request.params.cardPaymentId, request.body, request.actor),
  );
}

/** The gateway's return for a self-care card payment: back to the customer's contracts page. */
export function cardPaymentResults(payments: CardPayments): OtherGatewayResults {
  return async (response, lang: Lang) => {
    const applied = await payments.apply('result', response);
    if (!applied) return null;
    const language = applied.lang === 'en' || applied.lang === 'bg' ? applied.lang : lang;
    return `/${language}/account/contract-management?cardPayment=${applied.id}`;
  };
}
