import { primaryCurrencyAt } from '@toll/domain/euro-switch';
import { parseBulkCsv } from '@toll/domain/bulk-purchase';
import type { Lang } from '@toll/domain/languages';
import {
  bulkCheckRequestSchema,
  bulkCheckResponseSchema,
  bulkPurchaseRequestSchema,
  bulkPurchaseResponseSchema,
  type BulkCheckResponse,
  type BulkPurchaseRequest,
  type BulkPurchaseResponse,
} from '@toll/contract/bulk-purchase';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import type { VignetteDraft } from '@toll/contract/sales';
import type { App } from '../../platform/app-types';
import type { Principal } from '../../platform/auth/access-control';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { SalesModule } from '../sales/sales-module';
import type { createCounterSales } from './counter-sales';

/**
 * The vignette purchase by CSV file (issue #18 item 5): every line is read (domain
 * bulk-purchase) and every row checked by the sales module's rules at once (overlap with existing
 * vignettes and with earlier rows, 30 days ahead, tariffs now); the purchase re-checks the file and
 * buys all of it in one payment — by card at the gateway, or in cash at the cashier's POS — or, if
 * any line is wrong, nothing.
 */
export function createBulkPurchase(deps: {
  clock: Clock;
  sales: SalesModule;
  counter: ReturnType<typeof createCounterSales>;
}) {
  async function verdicts(csv: string, lang: Lang) {
    const file = parseBulkCsv(csv);
    const drafts: VignetteDraft[] = file.rows.map((row) => ({
      productId: row.productId,
      countryCode: row.countryCode,
      lpn: row.lpn,
      activationDate: row.activationDate,
    }));
    const checked = drafts.length > 0 ? await deps.sales.service.checkNow(drafts) : [];
    const t = translator(lang);
    const message = (code: string, params?: Record<string, string | number>) => ({
      code,
      message: t(code, params),
    });
    const now = deps.clock.now();
    const currency = primaryCurrencyAt(now);
    let bgn = 0;
    let eur = 0;
    const rows: BulkCheckResponse['rows'] = file.rows.map((row, index) => {
      const item = checked[index]!;
      const tariff = item.tariff;
      if (tariff && item.failures.length === 0) {
        bgn += tariff.amountBgn;
        eur += tariff.amountEur;
      }
      return {
        ...row,
        lpn: item.plate,
        validity: item.window
          ? { from: item.window.from.toISOString(), to: item.window.to.toISOString() }
          : null,
        price: tariff
          ? wirePrice(currency === 'EUR' ? tariff.amountEur : tariff.amountBgn, currency)
          : null,
        // a clash with an earlier row names that row's line
        errors: item.failures.map((f) =>
          f.code === 'vignette.overlapsCartItem' && f.params
            ? message('vignette.overlapsCartItem', {
                item: file.rows[Number(f.params.item) - 1]?.line ?? f.params.item!,
              })
            : message(f.code, f.params),
        ),
      };
    });
    for (const problem of file.problems.filter((p) => p.line > 0))
      rows.push({
        line: problem.line,
        lpn: '',
        countryCode: '',
        productId: '',
        activationDate: null,
        validity: null,
        price: null,
        errors: [message(problem.code, problem.params)],
      });
    rows.sort((a, b) => a.line - b.line);
    const merged = rows.reduce<BulkCheckResponse['rows']>((list, row) => {
      const last = list.at(-1);
      if (last && last.line === row.line) last.errors.push(...row.errors);
      else list.push(row);
      return list;
    }, []);
    const fileErrors = file.problems
      .filter((p) => p.line === 0)
      .map((p) => message(p.code, p.params));
    const response: BulkCheckResponse = {
      ok: fileErrors.length === 0 && merged.every((row) => row.errors.length === 0),
      fileErrors,
      rows: merged,
      count: file.rows.length,
      total: {
        price: wirePrice(currency === 'EUR' ? eur : bgn, currency),
        currencyAmount: wireAmounts(bgn, eur),
      },
    };
    return { response, drafts };
  }

  async function purchase(
    principal: Principal,
    body: BulkPurchaseRequest,
    lang: Lang,
  ): Promise<BulkPurchaseResponse> {
    if (body.paymentMethod === 'CASH' && body.posId === undefined)
      throw new AppError(400, { code: 'bulk.posRequired', field: 'posId' });
    const { response, drafts } = await verdicts(body.csv, lang);
    if (!response.ok)
      throw new AppError(409, [
        { code: 'bulk.invalidRows' },
        ...response.fileErrors.map((e) => ({ code: e.code, field: 'csv' })),
        ...response.rows.flatMap((row) =>
          row.errors.map((e) => ({ code: e.code, field: `line.${row.line}` })),
        ),
      ]);
    if (body.paymentMethod === 'CASH') {
      // the sale as GET /sale shows it (the counter's own fields left out of this answer)
      const {
        gatewayForm: _form,
        replayed: _replayed,
        ...sale
      } = await deps.counter.sell(
        principal,
        {
          posId: body.posId!,
          vignettes: drafts,
          routePasses: [],
          plateCorrections: [],
          delicts: [],
          email: body.email,
          paymentMethod: 'CASH',
        },
        lang,
      );
      return { paymentMethod: 'CASH', sale };
    }
    const card = await deps.sales.service.purchase(
      {
        vignettes: drafts,
        routePasses: [],
        delicts: [],
        email: body.email,
        consents: body.consents,
      },
      { lang, userId: principal.id },
    );
    return { paymentMethod: 'CARD', card };
  }

  return {
    check: async (csv: string, lang: Lang) => (await verdicts(csv, lang)).response,
    purchase,
  };
}

export function registerBulkPurchaseRoutes(app: App, bulk: ReturnType<typeof createBulkPurchase>) {
  const tags = ['Points of sale'];
  app.post(
    '/bulk-purchases/check',
    {
      config: { access: 'buy-vignette', owner: 'pos' },
      schema: {
        tags,
        summary:
          'Checks a vignette purchase file (CSV: plate, country, product, start): a verdict per line',
        body: bulkCheckRequestSchema,
        response: { 200: bulkCheckResponseSchema },
      },
    },
    (request) => bulk.check(request.body.csv, request.lang),
  );
  app.post(
    '/bulk-purchases',
    {
      config: { access: 'buy-vignette', owner: { by: 'pos', ids: { posId: 'pos' } } },
      schema: {
        tags,
        summary:
          'Buys every vignette of a checked file in one payment (card at the gateway, or cash at the POS); a bad line buys nothing',
        body: bulkPurchaseRequestSchema,
        response: { 200: bulkPurchaseResponseSchema },
      },
    },
    (request) => bulk.purchase(request.principal!, request.body, request.lang),
  );
}
