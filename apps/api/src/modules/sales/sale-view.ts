import type { Lang } from '@toll/domain/languages';
import { intlLocale } from '@toll/domain/number-format';
import { paymentCodeCategory, paymentMessageKey } from '@toll/domain/payment-codes';
import { mayPayAgain } from '@toll/domain/payment-outcome';
import { isSalePending, type ItemState, type SaleState } from '@toll/domain/sale-states';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import type { Sale, SaleItem } from '@toll/contract/sales';
import { translator } from '../../platform/i18n';
import type { Executor } from '../../platform/db/database';
import type { IssuedItem, ProductLookup } from './activation';
import {
  findSale,
  latestAttempt,
  reversalsOfSale,
  saleItemsWithDocuments,
  type AttemptRow,
  type ReversalRow,
  type SaleItemRow,
  type SaleRow,
} from './repo';

/** GET /sale and the user's sales: a sale as the buyer sees it, in the caller's language. */
function gatewayMessage(attempt: AttemptRow, lang: Lang): string | null {
  if (attempt.action === null && attempt.rc === null) return null;
  const t = translator(lang, 'payment');
  const category = attempt.state === 'APPROVED' ? 'approved' : null;
  const rc = attempt.rc?.trim() ?? '';
  const key = rc
    ? paymentMessageKey('gateway', rc)
    : paymentMessageKey('action', attempt.action ?? '');
  const detail = t(key, { code: rc || attempt.action });
  const kind = category ?? (rc ? paymentCodeCategory('gateway', rc) : null);
  return kind ? `${t(`category.${kind}`)} (${detail})` : detail;
}

/** The names of a route pass's points as its quote gave them; map points by their coordinates. */
function routePointNames(stored: unknown, lang: Lang): string[] {
  const points = (stored as { quote?: { points?: unknown } } | null)?.quote?.points;
  if (!Array.isArray(points)) return [];
  const number = new Intl.NumberFormat(intlLocale(lang), {
    maximumFractionDigits: 4,
  });
  const t = translator(lang, 'route-pass');
  return points.map((point: { name?: unknown; lat?: unknown; lng?: unknown }) =>
    typeof point.name === 'string' && point.name !== ''
      ? point.name
      : t('waypoints.mapPoint', {
          latitude: number.format(Number(point.lat)),
          longitude: number.format(Number(point.lng)),
        }),
  );
}

function itemView(
  item: SaleItemRow,
  sale: SaleRow,
  lang: Lang,
  productOf: ProductLookup,
  documents: {
    vignettes: Map<string, { id: string; number: string }>;
    passes: Map<string, { id: string; number: string }>;
    delicts: Map<string, { documentNumber: string; delictType: string }>;
  },
  refunded: boolean,
): SaleItem {
  const catalog = translator(lang, 'catalog');
  const product = item.productId ? productOf(item.productId) : null;
  const delict = documents.delicts.get(item.id);
  const delicts = translator(lang, 'delicts');
  const description = product
    ? `${catalog(`period.${product.period}`)} · ${catalog(`vehicleType.${product.vehicleType}`)}`
    : delict
      ? delicts('saleItem', {
          type: delicts(`delictType.${delict.delictType}`),
          number: delict.documentNumber,
        })
      : item.kind === 'PLATE_CORRECTION'
        ? catalog('plateCorrectionItem', { number: documents.vignettes.get(item.id)?.number ?? '' })
        : translator(lang, 'route-pass')('saleItem');
  const vignette = documents.vignettes.get(item.id);
  const pass = documents.passes.get(item.id);
  const currency = sale.currency as 'BGN' | 'EUR';
  return {
    id: item.id,
    kind: item.kind as SaleItem['kind'],
    status: item.state as ItemState,
    productId: item.productId,
    vehicleType: product?.vehicleType ?? null,
    period: product?.period ?? null,
    description,
    countryCode: item.countryCode,
    lpn: item.plate,
    validity: { from: item.validFrom.toISOString(), to: item.validTo.toISOString() },
    price: wirePrice(currency === 'EUR' ? item.amountEur : item.amountBgn, currency),
    currencyAmount: wireAmounts(item.amountBgn, item.amountEur),
    vignetteId: vignette?.id ?? null,
    vignetteNumber: vignette?.number ?? null,
    routePassId: pass?.id ?? null,
    routePassNumber: pass?.number ?? null,
    routePoints: item.kind === 'ROUTE_PASS' ? routePointNames(item.routePass, lang) : null,
    delictDocumentNumber: delict?.documentNumber ?? null,
    failure: item.failureCode ? translator(lang)(item.failureCode) : null,
    refunded: refunded && item.state === 'ACTIVATION_FAILED',
  };
}

export async function loadSaleView(
  db: Executor,
  id: string,
  lang: Lang,
  productOf: ProductLookup,
): Promise<Sale | null> {
  // one round of reads, in parallel: the sale, its items with their documents, the payment
  const [sale, rows, attempt, reversals] = await Promise.all([
    findSale(db, id),
    saleItemsWithDocuments(db, id),
    latestAttempt(db, id),
    reversalsOfSale(db, id),
  ]);
  if (!sale) return null;
  return buildSaleView({ sale, rows, attempt, reversals }, lang, productOf);
}

/** A sale's items with their documents, as `saleItemsWithDocuments` reads them. */
export type SaleItemWithDocuments = Awaited<ReturnType<typeof saleItemsWithDocuments>>[number];

/**
 * The sale's view from its rows: those `loadSaleView` reads, or those the transaction that made a
 * paid-on-the-spot sale already holds (its answer without reading it back).
 */
export function buildSaleView(
  stored: {
    sale: SaleRow;
    rows: readonly SaleItemWithDocuments[];
    attempt: AttemptRow | null | undefined;
    reversals: readonly ReversalRow[];
  },
  lang: Lang,
  productOf: ProductLookup,
): Sale {
  const { sale, rows, attempt, reversals } = stored;
  const items = rows.map((row) => row.item);
  const documents = {
    vignettes: new Map(
      rows.flatMap((r) =>
        r.vignetteId ? [[r.item.id, { id: r.vignetteId, number: r.vignetteNumber! }] as const] : [],
      ),
    ),
    passes: new Map(
      rows.flatMap((r) =>
        r.routePassId
          ? [[r.item.id, { id: r.routePassId, number: r.routePassNumber! }] as const]
          : [],
      ),
    ),
    delicts: new Map(
      rows.flatMap((r) =>
        r.delictDocumentNumber
          ? [
              [
                r.item.id,
                { documentNumber: r.delictDocumentNumber, delictType: r.delictType! },
              ] as const,
            ]
          : [],
      ),
    ),
  };
  const refund = reversals.find((r) => r.reason === 'ACTIVATION_FAILED') ?? null;
  const currency = sale.currency as 'BGN' | 'EUR';
  const state = sale.state as SaleState;
  const category =
    attempt?.state === 'APPROVED'
      ? 'approved'
      : attempt?.rc
        ? paymentCodeCategory('gateway', attempt.rc)
        : null;
  const refundedBgn = items
    .filter((item) => item.state === 'ACTIVATION_FAILED')
    .reduce((sum, item) => sum + item.amountBgn, 0);
  const refundedEur = items
    .filter((item) => item.state === 'ACTIVATION_FAILED')
    .reduce((sum, item) => sum + item.amountEur, 0);
  return {
    transId: sale.id,
    orderNumber: String(sale.number),
    status: state,
    pending: isSalePending(state),
    createdAt: sale.createdAt.toISOString(),
    email: sale.email,
    lang: sale.lang as Lang,
    total: {
      price: wirePrice(sale.totalMinor, currency),
      currencyAmount: wireAmounts(sale.totalBgn, sale.totalEur),
    },
    payment: attempt
      ? {
          category,
          action: attempt.action,
          rc: attempt.rc,
          message: gatewayMessage(attempt, lang),
          mayPayAgain: state === 'PAYMENT_FAILED' && category !== null && mayPayAgain(category),
          approval: attempt.approval,
          rrn: attempt.rrn,
          paidAt: attempt.state === 'APPROVED' ? (attempt.resolvedAt?.toISOString() ?? null) : null,
        }
      : null,
    items: items.map((item) =>
      itemView(item, sale, lang, productOf, documents, refund?.state === 'DONE'),
    ),
    refund: refund
      ? {
          status: refund.state as 'PENDING' | 'DONE' | 'FAILED',
          price: wirePrice(refund.amountMinor, refund.currency as 'BGN' | 'EUR'),
          currencyAmount: wireAmounts(refundedBgn, refundedEur),
        }
      : null,
  };
}

/**
 * A settled sale's view from what its transaction wrote; null when an item's document is not at
 * hand (a delict, or an item issued before), so that the caller reads it back.
 */
export function settledView(
  sale: SaleRow,
  issued: readonly IssuedItem[],
  lang: Lang,
  productOf: ProductLookup,
): Sale | null {
  if (issued.some((i) => i.vignette === null && i.routePass === null)) return null;
  const rows = issued.map((i) => ({
    item: i.item,
    vignetteId: i.vignette?.id ?? null,
    vignetteNumber: i.vignette?.number ?? null,
    routePassId: i.routePass?.id ?? null,
    routePassNumber: i.routePass?.number ?? null,
    delictDocumentNumber: null,
    delictType: null,
  }));
  return buildSaleView({ sale, rows, attempt: null, reversals: [] }, lang, productOf);
}
