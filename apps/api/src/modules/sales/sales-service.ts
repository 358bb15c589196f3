import { checkConsents, checkCartNotEmpty } from '@toll/domain/checkout-rules';
import { paymentCurrencyAt, primaryCurrencyAt } from '@toll/domain/euro-switch';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import type { Lang } from '@toll/domain/languages';
import { normalisePlate } from '@toll/domain/plates';
import type { DelictPaymentDraft } from '@toll/contract/delicts';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import type {
  ActiveVignettesCheckResponse,
  PurchasePaymentResponse,
  RoutePassDraft,
  VignetteDraft,
} from '@toll/contract/sales';
import { AppError, type ErrorDetail } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { Db } from '../../platform/db/database';
import type { CardGateway } from '../payments/gateway/card-gateway';
import type { CatalogService } from '../catalog/service';
import type { DelictPayments } from '../delicts/delict-payments';
import type { RoutePassService } from '../route-passes/service';
import type { Clock } from '../../platform/clock';
import type { Jobs } from '../../platform/jobs';
import { checkDrafts, type CheckedDraft, plateKey } from './draft-check';
import { consentField, saleLines } from './sale-lines';
import { firstCardAttempt } from './first-attempt';
import { activeWindows, listCountryCodes } from './repo';
import { insertOrder } from './combined-write-repo';
import { correctionLine, quoteCorrection, type PlateCorrectionDraft } from './plate-corrections';

/**
 * Buying: the server checks every draft, prices it by the tariff in force at this moment, creates
 * the sale with its items and a payment attempt, and hands the browser the signed gateway form.
 * The client's prices are never read.
 */
export type SalesDeps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  flags: FeatureFlags;
  gateway: CardGateway;
  catalog: CatalogService;
  routePasses: RoutePassService;
  delicts: DelictPayments;
};

export function createSalesService(deps: SalesDeps) {
  let countryCodes: Promise<Set<string>> | null = null;
  const knownCountries = () => {
    countryCodes ??= listCountryCodes(deps.db).then((codes) => new Set(codes));
    return countryCodes;
  };

  async function checkVignettes(drafts: readonly VignetteDraft[], now: Date) {
    const tariffs = new Map(
      await Promise.all(
        drafts.map(
          async (d) => [d.productId, await deps.catalog.tariffFor(d.productId, now)] as const,
        ),
      ),
    );
    const countries = await knownCountries();
    const vehicles = drafts.map((d) => ({
      countryCode: d.countryCode.toUpperCase(),
      plate: normalisePlate(d.lpn),
    }));
    const windows = new Map<string, { from: Date; to: Date }[]>();
    for (const row of await activeWindows(deps.db, vehicles, now)) {
      const key = plateKey(row.countryCode, row.plate);
      const to = new Date(row.validUntil.getTime() - 1000);
      windows.set(key, [...(windows.get(key) ?? []), { from: row.validFrom, to }]);
    }
    return checkDrafts({
      drafts,
      now,
      tariffFor: (id) => tariffs.get(id) ?? null,
      knownCountry: (code) => countries.has(code),
      existing: (country, plate) => windows.get(plateKey(country, plate)) ?? [],
    });
  }

  /** SALES pauses every sale (delicts included); VIGNETTE and ROUTE_PASS their products. */
  function requireSales(kind: 'vignette' | 'routePass' | 'delict') {
    if (!deps.flags.SALES) throw new AppError(503, { code: 'common.salesPaused' });
    if (kind === 'vignette' && !deps.flags.VIGNETTE)
      throw new AppError(503, { code: 'common.featureDisabled' });
    if (kind === 'routePass' && !deps.flags.ROUTE_PASS)
      throw new AppError(503, { code: 'common.featureDisabled' });
  }

  /** POST /active-vignettes-check: a verdict per draft, in the caller's language. */
  async function check(
    drafts: readonly VignetteDraft[],
    lang: Lang,
  ): Promise<ActiveVignettesCheckResponse> {
    requireSales('vignette');
    const now = deps.clock.now();
    const checked = await checkVignettes(drafts, now);
    const t = translator(lang);
    const catalog = translator(lang, 'catalog');
    const primary = primaryCurrencyAt(now);
    const items = checked.map((item) => {
      const tariff = item.tariff;
      return {
        index: item.index,
        ok: item.failures.length === 0,
        productId: item.draft.productId,
        vehicleType: tariff?.vehicleType ?? null,
        period: tariff?.period ?? null,
        periodText: tariff ? catalog(`period.${tariff.period}`) : null,
        countryCode: item.countryCode,
        lpn: item.plate,
        validity: item.window
          ? { from: item.window.from.toISOString(), to: item.window.to.toISOString() }
          : null,
        price: tariff
          ? wirePrice(primary === 'EUR' ? tariff.amountEur : tariff.amountBgn, primary)
          : null,
        currencyAmount: tariff ? wireAmounts(tariff.amountBgn, tariff.amountEur) : null,
        errors: item.failures.map((f) => ({ code: f.code, message: t(f.code, f.params) })),
      };
    });
    const sum = (pick: (item: CheckedDraft) => number) =>
      checked.reduce((total, item) => total + (item.tariff ? pick(item) : 0), 0);
    const bgn = sum((i) => i.tariff!.amountBgn);
    const eur = sum((i) => i.tariff!.amountEur);
    return {
      ok: items.every((item) => item.ok),
      items,
      total: {
        price: wirePrice(primary === 'EUR' ? eur : bgn, primary),
        currencyAmount: wireAmounts(bgn, eur),
      },
    };
  }

  async function quoteRoutePasses(
    drafts: readonly RoutePassDraft[],
    lang: Lang,
    now: Date,
    registered: boolean,
  ) {
    const countries = await knownCountries();
    return Promise.all(
      drafts.map(async (draft, index) => {
        if (!countries.has(draft.countryCode))
          throw new AppError(400, {
            code: 'validation.invalidCountry',
            field: `routePasses.${index}.countryCode`,
          });
        const quote = await deps.routePasses
          .calculate(draft.request, lang, registered)
          .catch((error: unknown) => {
            if (error instanceof AppError)
              throw new AppError(
                error.status,
                error.details.map((d) => ({
                  ...d,
                  field: `routePasses.${index}${d.field ? `.request.${d.field}` : ''}`,
                })),
              );
            throw error;
          });
        const from = new Date(quote.validity.from);
        if (from.getTime() < now.getTime() - 60_000)
          throw new AppError(400, {
            code: 'validation.dateInPast',
            field: `routePasses.${index}.request.startTime`,
          });
        return { draft, quote };
      }),
    );
  }

  type PurchaseInput = {
    vignettes: VignetteDraft[];
    routePasses: RoutePassDraft[];
    delicts: DelictPaymentDraft[];
    /** Plate corrections of bought vignettes (a paid service, issue #38). */
    plateCorrections?: PlateCorrectionDraft[];
    email: string;
    consents: { terms: boolean; noRefund: boolean; wrongPlate?: boolean };
  };

  /**
   * Every check of a purchase, and the server's prices: the same for the site, the counter and
   * every other channel. Consents are the buyer's on the site (the counter leaves them out).
   */
  async function prepare(
    input: Omit<PurchaseInput, 'consents' | 'email'> & { consents?: PurchaseInput['consents'] },
    context: { lang: Lang; userId: number | null },
  ) {
    if (input.vignettes.length > 0) requireSales('vignette');
    if (input.routePasses.length > 0) requireSales('routePass');
    if (input.delicts.length > 0) requireSales('delict');
    const corrections = input.plateCorrections ?? [];
    if (corrections.length > 0) requireSales('vignette');
    const empty = checkCartNotEmpty(
      input.vignettes.length + input.routePasses.length + input.delicts.length + corrections.length,
    );
    if (!empty.ok) throw new AppError(400, { code: empty.code });
    if (input.consents) {
      // Spec §5: a fee paid for a wrongly typed plate is not refunded, and the buyer accepts it.
      const consents = checkConsents(input.consents, input.delicts.length > 0);
      if (!consents.ok)
        throw new AppError(400, { code: consents.code, field: consentField(consents.code) });
    }
    const now = deps.clock.now();
    const checked = await checkVignettes(input.vignettes, now);
    const refused: ErrorDetail[] = checked.flatMap((item) =>
      item.failures.map((f) => ({ ...f, field: `vignettes.${item.index}` })),
    );
    if (refused.length > 0) throw new AppError(409, refused);
    const passes = await quoteRoutePasses(
      input.routePasses,
      context.lang,
      now,
      context.userId !== null,
    );
    const delictLines = await deps.delicts.quote(input.delicts, now);
    const quotes = [];
    for (const [index, draft] of corrections.entries())
      quotes.push(await quoteCorrection(deps.db, draft, now, index));
    const currency = paymentCurrencyAt(now);
    const lines = saleLines(checked, passes, delictLines);
    const items = [
      ...lines,
      ...quotes.map((quote, index) => correctionLine(quote, lines.length + index)),
    ];
    const totalBgn = items.reduce((sum, item) => sum + item.amountBgn, 0);
    const totalEur = items.reduce((sum, item) => sum + item.amountEur, 0);
    const totalMinor = currency === 'EUR' ? totalEur : totalBgn;
    return { now, currency, items, totalBgn, totalEur, totalMinor };
  }

  /** POST /purchasePayment: the sale, its first payment attempt, and the gateway form. */
  async function purchase(
    input: PurchaseInput,
    context: { lang: Lang; userId: number | null },
  ): Promise<PurchasePaymentResponse> {
    const { now, currency, items, totalBgn, totalEur, totalMinor } = await prepare(input, context);
    // One statement makes the order (sale, items, attempt): atomic on its own, and the attempt
    // carries the time of its status check, which a minutely sweep queues (payment-jobs.ts).
    const order = await insertOrder(deps.db, {
      sale: {
        userId: context.userId,
        email: input.email,
        lang: context.lang,
        currency,
        totalMinor,
        totalBgn,
        totalEur,
        createdAt: now,
        updatedAt: now,
      },
      items,
      attempt: firstCardAttempt(deps.gateway, totalMinor, currency, now),
    });
    // The bank's page names what is paid: a delict is no road toll (issue 32).
    const onlyDelicts = input.delicts.length > 0 && items.every((item) => item.kind === 'DELICT');
    const onlyCorrections = items.every((item) => item.kind === 'PLATE_CORRECTION');
    const description = translator(context.lang, 'catalog')(
      onlyDelicts
        ? 'saleDescriptionDelict'
        : onlyCorrections
          ? 'saleDescriptionCorrection'
          : 'saleDescription',
      { number: order.saleNumber },
    );
    return {
      transId: order.saleId,
      orderNumber: String(order.saleNumber),
      total: {
        price: wirePrice(totalMinor, currency),
        currencyAmount: wireAmounts(totalBgn, totalEur),
      },
      payment: deps.gateway.saleForm({
        orderCode: order.orderCode,
        nonce: order.nonce,
        amountMinor: totalMinor,
        currency,
        description: description.slice(0, 50),
        email: input.email,
        lang: context.lang,
        timestamp: now,
      }),
    };
  }

  /** The verdicts of POST /active-vignettes-check, untranslated (the bulk purchase's rows). */
  function checkNow(drafts: readonly VignetteDraft[]) {
    requireSales('vignette');
    return checkVignettes(drafts, deps.clock.now());
  }

  return { check, checkNow, prepare, purchase };
}

export type SalesService = ReturnType<typeof createSalesService>;
