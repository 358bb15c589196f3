import { documentNumberPrefix } from '@toll/domain/document-numbers';
import { activatedSaleState, type SaleState } from '@toll/domain/sale-states';
import type { VignettePeriod, VignetteVehicleType } from '@toll/domain/vignette-products';
import { validityWindow, windowEnd } from '@toll/domain/vignette-validity';
import type { Tx } from '../../platform/db/database';
import type { DelictPayments } from '../delicts/delict-payments';
import {
  insertRoutePass,
  numberFromSequence,
  saleItemsOf,
  updateItem,
  vignettesOfSale,
  type SaleItemRow,
  type SaleRow,
} from './repo';
import { issueVignetteForItem } from './combined-write-repo';
import { bookSaleItems, type SaleToBook } from './sale-ledger';
import { applyCorrection } from './plate-corrections';

/**
 * Activation of a paid sale, inside the transaction that records the payment, so a sale is
 * activated exactly when its approval is recorded, and only once (the caller holds the sale's row
 * lock and checked its state). Each vignette is inserted under the exclusion constraint: a
 * vignette that would overlap one the vehicle already has — bought meanwhile by someone else, or
 * racing in another transaction right now — is refused by the database, and its item goes to
 * ACTIVATION_FAILED to be refunded. A delict is marked PAID by a conditional update: of two
 * payments racing for one delict exactly one pays it, the other's item is refused and refunded.
 */
export type ActivationResult = {
  state: SaleState;
  issued: SaleItemRow[];
  failed: SaleItemRow[];
  /**
   * Each issued item as it now stands in the database (ACTIVE, its window when it started at the
   * payment) and the document it got: what a sale's answer shows, without reading it back.
   */
  issuedViews: IssuedItem[];
};

/** An issued item after activation, with its vignette's or route pass's id and number. */
export type IssuedItem = {
  item: SaleItemRow;
  vignette: { id: string; number: string } | null;
  routePass: { id: string; number: string } | null;
};

type VignetteItem = SaleItemRow & { productId: string };

/** What a product id stands for (the catalogue knows). */
export type ProductLookup = (
  productId: string,
) => { vehicleType: VignetteVehicleType; period: VignettePeriod } | null;

/** What activation needs from the catalogue and from delicts. */
export type Issuers = {
  productOf: ProductLookup;
  settleDelict: DelictPayments['settle'];
};

type Outcome = {
  issued: boolean;
  window: { from: Date; to: Date } | null;
  failureCode?: string;
  /** The item was marked ACTIVE by the statement that issued it. */
  itemUpdated?: boolean;
  vignette?: { id: string; number: string };
  routePass?: { id: string; number: string };
};

async function payDelict(
  tx: Tx,
  item: SaleItemRow,
  paidAt: Date,
  issuers: Issuers,
): Promise<Outcome> {
  if (!item.delictId) return { issued: false, window: null, failureCode: 'delict.notFound' };
  const settled = await issuers.settleDelict(tx, item.delictId, item.id, paidAt);
  return settled.paid
    ? { issued: true, window: null }
    : { issued: false, window: null, failureCode: settled.code };
}

async function correctPlate(
  tx: Tx,
  sale: SaleRow,
  item: SaleItemRow,
  paidAt: Date,
): Promise<Outcome> {
  const corrected = await applyCorrection(tx, sale, item, paidAt);
  return corrected.applied
    ? { issued: true, window: null, vignette: corrected.vignette }
    : { issued: false, window: null, failureCode: corrected.code };
}

async function issueVignette(
  tx: Tx,
  sale: SaleRow,
  item: VignetteItem,
  paidAt: Date,
  productOf: ProductLookup,
) {
  const product = productOf(item.productId);
  if (!product) return { issued: false, window: null };
  const { period, vehicleType } = product;
  const window = item.startsAtPayment
    ? validityWindow(period, paidAt)
    : { from: item.validFrom, to: item.validTo };
  // The vignette and its item's new state in one statement (one round trip, not two).
  const issued = await issueVignetteForItem(
    tx,
    {
      number: numberFromSequence(documentNumberPrefix(paidAt)),
      saleItemId: item.id,
      productId: item.productId,
      vehicleType,
      period,
      countryCode: item.countryCode,
      plate: item.plate,
      validFrom: window.from,
      validUntil: windowEnd(window),
      amountBgn: item.amountBgn,
      amountEur: item.amountEur,
      currency: sale.currency,
      email: sale.email,
      lang: sale.lang,
      issuedAt: paidAt,
    },
    activeItem(item, window),
  );
  if (issued) return { issued: true, window, itemUpdated: true, vignette: issued };
  // Refused: an overlapping vignette, or this very item issued already (its unique index).
  const [existing] = await vignettesOfSale(tx, [item.id]);
  return { issued: existing !== undefined, window: null };
}

/** An issued item: ACTIVE, and its window when it starts at the payment. */
function activeItem(item: SaleItemRow, window: { from: Date; to: Date } | null) {
  return {
    state: 'ACTIVE',
    failureCode: null,
    ...(item.startsAtPayment && window ? { validFrom: window.from, validTo: window.to } : {}),
  };
}

async function issueRoutePass(
  tx: Tx,
  sale: SaleRow,
  item: SaleItemRow,
  paidAt: Date,
): Promise<Outcome> {
  const pass = await insertRoutePass(tx, {
    number: numberFromSequence(documentNumberPrefix(paidAt)),
    saleItemId: item.id,
    userId: sale.userId,
    countryCode: item.countryCode,
    plate: item.plate,
    validFrom: item.validFrom,
    validUntil: new Date(item.validTo.getTime() + 1000),
    route: item.routePass ?? {},
    amountBgn: item.amountBgn,
    amountEur: item.amountEur,
    currency: sale.currency,
    issuedAt: paidAt,
  });
  return { issued: true, window: null, routePass: { id: pass.id, number: pass.number } };
}

export async function activateSale(
  tx: Tx,
  sale: SaleToBook,
  paidAt: Date,
  issuers: Issuers,
  /** The sale's items when the caller has just inserted them (not read again). */
  inserted?: readonly SaleItemRow[],
  /**
   * false: the caller books the issued items itself (`bookSaleItems`) as its transaction's last
   * write, so the ledger's busiest rows (revenue, the partner's obligation) stay locked only from
   * that statement to COMMIT.
   */
  book = true,
): Promise<ActivationResult> {
  const items = (inserted ?? (await saleItemsOf(tx, sale.id))).filter(
    (item) => item.state === 'PENDING',
  );
  const issued: SaleItemRow[] = [];
  const failed: SaleItemRow[] = [];
  const issuedViews: IssuedItem[] = [];
  for (const item of items) {
    const outcome: Outcome =
      item.kind === 'DELICT'
        ? await payDelict(tx, item, paidAt, issuers)
        : item.kind === 'PLATE_CORRECTION'
          ? await correctPlate(tx, sale, item, paidAt)
          : item.kind === 'VIGNETTE' && item.productId
            ? await issueVignette(tx, sale, item as VignetteItem, paidAt, issuers.productOf)
            : await issueRoutePass(tx, sale, item, paidAt);
    if (outcome.issued) {
      const active = activeItem(item, outcome.window);
      if (!outcome.itemUpdated) await updateItem(tx, item.id, active);
      issued.push(item);
      issuedViews.push({
        item: { ...item, ...active },
        vignette: outcome.vignette ?? null,
        routePass: outcome.routePass ?? null,
      });
    } else {
      await updateItem(tx, item.id, {
        state: 'ACTIVATION_FAILED',
        failureCode: outcome.failureCode ?? 'vignette.alreadyExists',
      });
      failed.push(item);
    }
  }
  // the issued items in the ledger, in this same transaction (idempotent by item id)
  if (book) await bookSaleItems(tx, sale, issued, paidAt);
  return {
    state: activatedSaleState(issued.length, failed.length),
    issued,
    failed,
    issuedViews,
  };
}
