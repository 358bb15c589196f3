import formbody from '@fastify/formbody';
import { z } from 'zod';
import { isLang, type Lang } from '@toll/domain/languages';
import { resultPageFor, type SaleState } from '@toll/domain/sale-states';
import {
  boughtRoutePassSchema,
  activationRefundSchema,
  activationRetrySchema,
  failedActivationListSchema,
  failedItemParamsSchema,
  routePassParamsSchema,
  activeVignettesCheckRequestSchema,
  activeVignettesCheckResponseSchema,
  purchasePaymentRequestSchema,
  purchasePaymentResponseSchema,
  saleQuerySchema,
  saleSchema,
  userSalesQuerySchema,
  userSalesSchema,
} from '@toll/contract/sales';
import type { App } from '../../platform/app-types';
import { notFound } from '../../platform/http/app-error';
import type { SalesModule } from './sales-module';

const tags = ['Sales'];

/** The gateway posts every response field as text; anything else is not a gateway message. */
const gatewayPostSchema = z.record(z.string(), z.string().max(1024));

function resultLang(fields: Record<string, string>, fallback: Lang): Lang {
  const lang = fields.LANG?.toLowerCase();
  return lang && isLang(lang) ? lang : fallback;
}

/** Where the browser goes after the gateway: the site's result page, or the counter's cart. */
export function resultAddress(
  applied: { channel: string; state: SaleState; saleId: string },
  lang: Lang,
): string {
  const query = `trans_id=${applied.saleId}`;
  if (applied.channel === 'office') return `/office/${lang}/shopping-cart?${query}`;
  if (applied.channel === 'tablet') return `/tablet/shopping-cart?${query}`;
  return `/${lang}/${resultPageFor(applied.state)}?${query}`;
}

/**
 * Another owner of gateway ORDERs (the self-care card payments): given a verified-or-not result,
 * the address to send the browser to when the ORDER is its own, else null.
 */
export type OtherGatewayResults = (
  response: ReturnType<SalesModule['gateway']['readResult']>,
  lang: Lang,
) => Promise<string | null>;

export function registerSalesRoutes(
  app: App,
  sales: SalesModule,
  purchaseRateLimit: number,
  otherResults?: OtherGatewayResults,
) {
  app.post(
    '/active-vignettes-check',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary:
          'Checks vignette drafts: overlaps, start limits, the price now (a verdict per item)',
        body: activeVignettesCheckRequestSchema,
        response: { 200: activeVignettesCheckResponseSchema },
      },
    },
    (request) => sales.service.check(request.body.items, request.lang),
  );

  app.post(
    '/purchasePayment',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: { max: purchaseRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Creates the sale priced by the server and returns the signed card-gateway form',
        body: purchasePaymentRequestSchema,
        response: { 200: purchasePaymentResponseSchema },
      },
    },
    (request) =>
      sales.service.purchase(request.body, {
        lang: request.lang,
        userId: request.principal?.id ?? null,
      }),
  );

  app.get(
    '/sale',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'A sale by its transaction id: payment outcome, activation state, vignettes',
        querystring: saleQuerySchema,
        response: { 200: saleSchema },
      },
    },
    async (request) => {
      const sale = await sales.view(request.query.trans_id, request.lang);
      if (!sale) throw notFound('sale.notFound');
      return sale;
    },
  );

  app.get(
    '/user/sales',
    {
      config: { access: 'account/orderHistory', owner: 'self' },
      schema: {
        tags,
        summary: "The signed-in user's sales, newest first (fe_active=true: still valid ones)",
        querystring: userSalesQuerySchema,
        response: { 200: userSalesSchema },
      },
    },
    (request) =>
      sales.userSales(request.principal!.id, request.lang, {
        activeOnly: request.query.fe_active === 'true',
        page: request.query.page,
        size: request.query.size,
      }),
  );

  app.get(
    '/route-passes/:id',
    {
      config: { access: 'site.saved-route-pass', owner: { by: 'self', ids: { id: 'route-pass' } } },
      schema: {
        tags,
        summary: 'A route pass the signed-in user bought (buy-route-pass/{id})',
        params: routePassParamsSchema,
        response: { 200: boughtRoutePassSchema },
      },
    },
    async (request) => {
      const pass = await sales.routePass(request.params.id, request.principal!.id);
      if (!pass) throw notFound('sale.routePassNotFound');
      return pass;
    },
  );

  app.get(
    '/sales/failed-activations',
    {
      config: { access: 'failed-activations', owner: 'agency' },
      schema: {
        tags,
        summary: 'Items paid but not activated (refunded through the gateway), newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: failedActivationListSchema },
      },
    },
    async (request) => {
      const rows = await sales.failedActivations(request.query.limit);
      return rows.map((row) => ({
        itemId: row.item.id,
        saleId: row.item.saleId,
        saleNumber: String(row.saleNumber),
        email: row.email,
        countryCode: row.item.countryCode,
        lpn: row.item.plate,
        productId: row.item.productId,
        validFrom: row.item.validFrom.toISOString(),
        amountBgn: row.item.amountBgn / 100,
        amountEur: row.item.amountEur / 100,
        reason: row.item.failureCode,
        failedAt: row.settledAt?.toISOString() ?? null,
        refund: row.refundState as 'PENDING' | 'DONE' | 'FAILED' | null,
      }));
    },
  );

  app.post(
    '/sales/failed-activations/:itemId/retry',
    {
      config: { access: 'failed-activations', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Activate a failed item again (while its refund has not started or was refused); audited',
        params: failedItemParamsSchema,
        response: { 200: activationRetrySchema },
      },
    },
    (request) => sales.failedActivationActions.retry(request.params.itemId, request.actor),
  );

  app.post(
    '/sales/failed-activations/:itemId/refund',
    {
      config: { access: 'failed-activations', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Refund the failed items of the sale at the gateway (again, after a refused refund); audited',
        params: failedItemParamsSchema,
        response: { 200: activationRefundSchema },
      },
    },
    (request) => sales.failedActivationActions.refund(request.params.itemId, request.actor),
  );

  // The gateway's return (BACKREF): the browser posts the signed result here.
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.post(
      '/payments/borica/return',
      {
        config: { access: 'public', owner: 'public' },
        schema: {
          tags,
          summary:
            'Card-gateway result posted back by the browser (BACKREF); redirects to the result page',
          body: gatewayPostSchema,
        },
      },
      async (request, reply) => {
        const fields = request.body as Record<string, string>;
        const response = sales.gateway.readResult(fields);
        const elsewhere = otherResults
          ? await otherResults(response, resultLang(fields, request.lang))
          : null;
        if (elsewhere) return reply.redirect(elsewhere, 303);
        const applied = await sales.results.apply('result', response);
        if (applied.kind === 'rejected') {
          const lang = resultLang(fields, request.lang);
          return reply.redirect(`/${lang}/failed-transaction?reason=${applied.kind}`, 303);
        }
        // The result page in the buyer's language (the sale's, chosen when it was made); a
        // counter's card payment goes back to the counter's cart, which shows the outcome.
        const lang = isLang(applied.lang) ? applied.lang : request.lang;
        return reply.redirect(resultAddress(applied, lang), 303);
      },
    );
  });
}
