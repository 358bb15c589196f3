import { parsePlainDate } from '@toll/domain/plain-date';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import {
  plateCorrectionListQuerySchema,
  plateCorrectionListSchema,
  plateCorrectionPaymentRequestSchema,
  plateCorrectionQuoteSchema,
  plateCorrectionRequestSchema,
  type PlateCorrectionList,
  type PlateCorrectionQuote,
} from '@toll/contract/plate-corrections';
import { purchasePaymentResponseSchema } from '@toll/contract/sales';
import { captchaQuerySchema } from '@toll/contract/vignette-notices';
import { paymentCurrencyAt } from '@toll/domain/euro-switch';
import type { App } from '../../platform/app-types';
import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { listCorrections } from './plate-correction-repo';
import { quoteCorrection } from './plate-corrections';
import type { SalesModule } from './sales-module';

const tags = ['Plate corrections'];
const LIST_LIMIT = 1_000;

/**
 * The plate correction on the site (check, then pay by card through the purchase's one path) and
 * the office's list of corrections. The counter takes a correction as a counter sale item.
 */
export function registerPlateCorrectionRoutes(
  app: App,
  deps: { db: Db; clock: Clock; sales: SalesModule; captcha: Captcha; rateLimit: number },
) {
  app.post(
    '/vignette/plate-correction/check',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary:
          'Checks a plate correction of a bought vignette (number and purchase e-mail; up to 2 characters, once, before the start; captcha) and answers the fee',
        querystring: captchaQuerySchema,
        body: plateCorrectionRequestSchema,
        response: { 200: plateCorrectionQuoteSchema },
      },
    },
    async (request): Promise<PlateCorrectionQuote> => {
      await deps.captcha.verify(request.query.recaptchaCode);
      const now = deps.clock.now();
      const quote = await quoteCorrection(deps.db, request.body, now);
      const currency = paymentCurrencyAt(now);
      return {
        vignetteNumber: quote.vignetteNumber,
        countryCode: quote.countryCode,
        oldPlate: quote.oldPlate,
        newPlate: quote.newPlate,
        validity: {
          from: quote.validFrom.toISOString(),
          to: new Date(quote.validUntil.getTime() - 1000).toISOString(),
        },
        fee: {
          price: wirePrice(currency === 'EUR' ? quote.amountEur : quote.amountBgn, currency),
          currencyAmount: wireAmounts(quote.amountBgn, quote.amountEur),
        },
      };
    },
  );

  app.post(
    '/vignette/plate-correction',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: { max: deps.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          'Orders a plate correction: the fee as a sale priced by the server, answered with the signed card-gateway form (as /purchasePayment)',
        body: plateCorrectionPaymentRequestSchema,
        response: { 200: purchasePaymentResponseSchema },
      },
    },
    (request) => {
      const { consents, ...draft } = request.body;
      return deps.sales.service.purchase(
        {
          vignettes: [],
          routePasses: [],
          delicts: [],
          plateCorrections: [draft],
          email: draft.email,
          consents,
        },
        { lang: request.lang, userId: request.principal?.id ?? null },
      );
    },
  );

  app.get(
    '/plate-corrections',
    {
      config: { access: 'report', owner: 'agency' },
      schema: {
        tags,
        summary:
          'The plate corrections made in a period (Sofia days, inclusive): vignette, old and new plate, channel, who, fee',
        querystring: plateCorrectionListQuerySchema,
        response: { 200: plateCorrectionListSchema },
      },
    },
    async (request): Promise<PlateCorrectionList> => {
      const from = parsePlainDate(request.query.from);
      const to = parsePlainDate(request.query.to);
      if (!from || !to) throw new AppError(400, { code: 'validation.invalidDate', field: 'from' });
      const rows = await listCorrections(
        deps.db,
        { from: startOfSofiaDay(from), to: nextSofiaMidnight(to) },
        LIST_LIMIT,
      );
      return {
        items: rows.map((row) => {
          const currency = row.currency as 'BGN' | 'EUR';
          return {
            id: row.id,
            correctedAt: row.correctedAt.toISOString(),
            vignetteNumber: row.vignetteNumber,
            countryCode: row.countryCode,
            oldPlate: row.oldPlate,
            newPlate: row.newPlate,
            channel: row.channel as PlateCorrectionList['items'][number]['channel'],
            actor: row.actor,
            saleNumber: String(row.saleNumber),
            price: wirePrice(currency === 'EUR' ? row.amountEur : row.amountBgn, currency),
          };
        }),
      };
    },
  );
}
