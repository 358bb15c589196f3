import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_CLAIM_LEASE_MS,
  retryAfterSeconds,
  type ClaimLease,
} from '@toll/domain/claim-leases';
import type { Lang } from '@toll/domain/languages';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import type { ResellerOrder, ResellerQuote } from '@toll/contract/reseller';
import type { Sale } from '@toll/contract/sales';
import { sales } from '../../db/schema/sales';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError, type ErrorDetail } from '../../platform/http/app-error';
import type { ApiKeyPrincipal } from '../partners/api-keys';
import type { SalesModule } from '../sales/sales-module';
import {
  claimKey,
  linkSale,
  newClaimOwner,
  releaseKey,
  requestHash,
  storeAnswer,
  storeSold,
} from './idempotency';
import { chargePartner } from './partner-charges';

/**
 * The reseller sales API (issue #18 item 7): quote, create and look up a partner's sales. Every
 * check and price is the sales module's (the same as the site and the counter); a sale is paid on
 * the partner's account (partner-charges.ts) and made at most once per Idempotency-Key.
 */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;

export type ResellerAnswer = { status: 201; body: Sale; replayed: boolean };

/** 409 "in progress", with the seconds until the holder's lease ends as `Retry-After`. */
const inProgress = (lease: ClaimLease, now: Date) =>
  new AppError(
    409,
    { code: 'reseller.requestInProgress', field: 'Idempotency-Key' },
    { 'retry-after': String(retryAfterSeconds(lease, now)) },
  );

export function createResellerService(deps: {
  db: Db;
  clock: Clock;
  sales: SalesModule;
  /** How long a request holds its key before a retry may take it over (config CLAIM_LEASE_MS). */
  leaseMs?: number;
}) {
  const leaseMs = deps.leaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const drafts = (order: ResellerOrder) => ({
    vignettes: order.vignettes,
    routePasses: order.routePasses,
    delicts: [],
  });

  async function quote(order: ResellerOrder, lang: Lang): Promise<ResellerQuote> {
    const prepared = await deps.sales.service.prepare(drafts(order), { lang, userId: null });
    const { currency } = prepared;
    const minor = (bgn: number, eur: number) => (currency === 'EUR' ? eur : bgn);
    return {
      currency,
      items: prepared.items.map((item) => ({
        kind: item.kind as 'VIGNETTE' | 'ROUTE_PASS',
        productId: item.productId ?? null,
        countryCode: item.countryCode,
        lpn: item.plate,
        validity: { from: item.validFrom.toISOString(), to: item.validTo.toISOString() },
        startsAtSale: item.startsAtPayment,
        price: wirePrice(minor(item.amountBgn, item.amountEur), currency),
        currencyAmount: wireAmounts(item.amountBgn, item.amountEur),
      })),
      total: {
        price: wirePrice(prepared.totalMinor, currency),
        currencyAmount: wireAmounts(prepared.totalBgn, prepared.totalEur),
      },
    };
  }

  /**
   * The sale itself, booked to the partner, its answer stored under the claimed key in the same
   * transaction (`stored`: false when it could not be, and create stores it after). A request that
   * no longer owns its key (its lease ran out and a retry took the key over) makes no sale.
   */
  const sell = async (
    principal: ApiKeyPrincipal,
    order: ResellerOrder,
    lang: Lang,
    claim: { apiKeyId: number; key: string; owner: string },
  ) => {
    let stored = false;
    const sale = await deps.sales.sellSettled(
      { vignettes: order.vignettes, routePasses: order.routePasses, email: order.email },
      {
        lang,
        channel: 'partner',
        paymentMethod: 'ACCOUNT',
        partnerId: principal.partnerId,
        apiKeyId: principal.keyId,
        book: async (tx, sale, answer) => {
          await chargePartner(tx, sale);
          // the answer is stored with the key in the sale's own transaction; without one at hand
          // the sale is linked to the key (an answer lost in a crash is rebuilt from it)
          const held = answer
            ? await storeAnswer(tx, {
                ...claim,
                answer: { status: 201, body: answer },
                saleId: sale.id,
              })
            : await linkSale(tx, { ...claim, saleId: sale.id });
          if (!held) throw inProgress({ owner: null, leaseUntil: null }, deps.clock.now());
          stored = answer !== null;
        },
      },
    );
    return { sale, stored };
  };

  /** Replays a stored answer: a sale, or the refusal the first request got. */
  function replay(answer: { status: number; body: unknown }): ResellerAnswer {
    if (answer.status >= 400)
      throw new AppError(answer.status, (answer.body as { errors: ErrorDetail[] }).errors);
    return { status: 201, body: answer.body as Sale, replayed: true };
  }

  /** The answer from a sale that committed while its request's answer was lost (a crash). */
  async function soldAnswer(
    claim: { apiKeyId: number; key: string },
    saleId: string,
    lang: Lang,
  ): Promise<ResellerAnswer> {
    const sale = await deps.sales.view(saleId, lang);
    if (!sale) throw new AppError(404, { code: 'reseller.saleNotFound', field: 'id' });
    await storeSold(deps.db, { ...claim, saleId, answer: { status: 201, body: sale } });
    return { status: 201, body: sale, replayed: true };
  }

  async function create(
    principal: ApiKeyPrincipal,
    idempotencyKey: string,
    order: ResellerOrder,
    lang: Lang,
  ): Promise<ResellerAnswer> {
    const claim = {
      apiKeyId: principal.keyId,
      key: idempotencyKey,
      hash: requestHash(order),
      owner: newClaimOwner(),
    };
    const deadline = Date.now() + Math.min(WAIT_FOR_FIRST_MS, leaseMs);
    for (;;) {
      const now = deps.clock.now();
      const result = await claimKey(deps.db, { ...claim, now, leaseMs });
      if (result.kind === 'mismatch')
        throw new AppError(422, {
          code: 'reseller.idempotencyKeyReused',
          field: 'Idempotency-Key',
        });
      if (result.kind === 'replay') return replay(result.answer);
      if (result.kind === 'sold') return soldAnswer(claim, result.saleId, lang);
      if (result.kind === 'claimed') break;
      // the first request with this key holds its lease: wait for its answer, then replay it
      if (Date.now() >= deadline) throw inProgress(result.lease, now);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    let sold: { sale: Sale; stored: boolean };
    try {
      sold = await sell(principal, order, lang, claim);
    } catch (error) {
      // a refusal by the rules is the answer to this key (as Stripe keeps it); a pause of sales,
      // a rate limit or a server error frees the key for a retry (both only while this request
      // still owns the key)
      if (error instanceof AppError && error.status < 500 && error.status !== 429) {
        await storeAnswer(deps.db, {
          ...claim,
          answer: { status: error.status, body: { errors: error.details } },
          saleId: null,
        });
      } else await releaseKey(deps.db, claim);
      throw error;
    }
    const { sale, stored } = sold;
    if (!stored)
      await storeAnswer(deps.db, {
        ...claim,
        answer: { status: 201, body: sale },
        saleId: sale.transId,
      });
    return { status: 201, body: sale, replayed: false };
  }

  async function lookup(principal: ApiKeyPrincipal, id: string, lang: Lang): Promise<Sale> {
    const [row] = await deps.db
      .select({ id: sales.id })
      .from(sales)
      .where(and(eq(sales.id, id), eq(sales.partnerId, principal.partnerId)));
    const sale = row ? await deps.sales.view(row.id, lang) : null;
    if (!sale) throw new AppError(404, { code: 'reseller.saleNotFound', field: 'id' });
    return sale;
  }

  return { quote, create, lookup };
}

export type ResellerService = ReturnType<typeof createResellerService>;
