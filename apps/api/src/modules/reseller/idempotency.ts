import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { leaseCurrent, leaseEnd, type ClaimLease } from '@toll/domain/claim-leases';
import { requestHash } from '../../platform/request-hash';
import { resellerRequests } from '../../db/schema/reseller';
import type { Executor } from '../../platform/db/database';

/**
 * The idempotency store of the reseller API, like Stripe's: the first request with a key claims
 * it (a PENDING row, the primary key deciding between racing requests); its answer is stored and
 * replayed for 24 hours to a retry with the same body; another body under the same key is refused.
 * A claim has a lease (DESIGN rule 15, migration 0047): its owner (this process and request) holds
 * it until `lease_until`; a retry after that takes it over, unless the sale committed (it is linked
 * to the key in its own transaction) — then the sale is the answer. Every write of an owner is
 * fenced by its name: an owner whose claim was taken over cannot store an answer or a sale.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

export type StoredAnswer = { status: number; body: unknown };
export type Claim =
  | { kind: 'claimed'; takenOver: boolean }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'sold'; saleId: string }
  | { kind: 'pending'; lease: ClaimLease };

type Key = { apiKeyId: number; key: string };
type Owned = Key & { owner: string };

/** A canonical JSON text (keys sorted) of the request, hashed (platform/request-hash.ts). */
export { requestHash };

const PROCESS = `${hostname()}:${process.pid}`;
/** A claim owner's name: the process (for people reading the row) and a name of its own. */
export const newClaimOwner = () => `${PROCESS}:${randomUUID()}`;

const byKey = (input: Key) =>
  and(
    eq(resellerRequests.apiKeyId, input.apiKeyId),
    eq(resellerRequests.idempotencyKey, input.key),
  );
const ownedPending = (input: Owned) =>
  and(byKey(input), eq(resellerRequests.owner, input.owner), eq(resellerRequests.state, 'PENDING'));

export async function claimKey(
  db: Executor,
  input: Owned & { hash: string; now: Date; leaseMs: number },
): Promise<Claim> {
  const leaseUntil = leaseEnd(input.now, input.leaseMs);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insert(resellerRequests)
      .values({
        apiKeyId: input.apiKeyId,
        idempotencyKey: input.key,
        requestHash: input.hash,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + IDEMPOTENCY_TTL_MS),
        owner: input.owner,
        leaseUntil,
      })
      .onConflictDoNothing()
      .returning({ key: resellerRequests.idempotencyKey });
    if (inserted.length > 0) return { kind: 'claimed', takenOver: false };
    const [row] = await db.select().from(resellerRequests).where(byKey(input));
    if (!row) continue; // removed in between: claim again
    if (row.expiresAt.getTime() <= input.now.getTime()) {
      await db
        .delete(resellerRequests)
        .where(and(byKey(input), lte(resellerRequests.expiresAt, input.now)));
      continue;
    }
    if (row.requestHash !== input.hash) return { kind: 'mismatch' };
    if (row.state !== 'PENDING')
      return { kind: 'replay', answer: { status: row.statusCode!, body: row.response } };
    if (row.saleId !== null) return { kind: 'sold', saleId: row.saleId };
    if (leaseCurrent(row, input.now)) return { kind: 'pending', lease: row };
    // the owner stopped (its lease ran out, its sale never committed): take the claim over; a
    // sale committing meanwhile holds the row until its COMMIT, and then the row is not PENDING
    const taken = await db
      .update(resellerRequests)
      .set({ owner: input.owner, leaseUntil })
      .where(
        and(
          byKey(input),
          eq(resellerRequests.state, 'PENDING'),
          isNull(resellerRequests.saleId),
          or(isNull(resellerRequests.leaseUntil), lte(resellerRequests.leaseUntil, input.now)),
        ),
      )
      .returning({ key: resellerRequests.idempotencyKey });
    if (taken.length > 0) return { kind: 'claimed', takenOver: true };
  }
  return { kind: 'pending', lease: { owner: null, leaseUntil: null } };
}

/**
 * Links the sale to its key inside the sale's transaction (an answer lost in a crash is rebuilt
 * from it); false when the request no longer owns the key (the sale must then roll back).
 */
export async function linkSale(db: Executor, input: Owned & { saleId: string }) {
  const rows = await db
    .update(resellerRequests)
    .set({ saleId: input.saleId })
    .where(ownedPending(input))
    .returning({ key: resellerRequests.idempotencyKey });
  return rows.length > 0;
}

/** Stores the first answer under the key; false when the request no longer owns it. */
export async function storeAnswer(
  db: Executor,
  input: Owned & { answer: StoredAnswer; saleId: string | null },
) {
  const rows = await db
    .update(resellerRequests)
    .set({
      state: 'DONE',
      statusCode: input.answer.status,
      response: input.answer.body,
      saleId: input.saleId,
      owner: null,
      leaseUntil: null,
    })
    .where(ownedPending(input))
    .returning({ key: resellerRequests.idempotencyKey });
  return rows.length > 0;
}

/** Stores the answer rebuilt from a committed sale linked to a key whose owner stopped. */
export async function storeSold(
  db: Executor,
  input: Key & { answer: StoredAnswer; saleId: string },
) {
  await db
    .update(resellerRequests)
    .set({
      state: 'DONE',
      statusCode: input.answer.status,
      response: input.answer.body,
      owner: null,
      leaseUntil: null,
    })
    .where(
      and(
        byKey(input),
        eq(resellerRequests.state, 'PENDING'),
        eq(resellerRequests.saleId, input.saleId),
      ),
    );
}

/** Frees a key whose request failed for a reason a retry may not meet (a server error, a pause). */
export async function releaseKey(db: Executor, input: Owned) {
  await db.delete(resellerRequests).where(ownedPending(input));
}

/** Removes answers older than 24 hours (run by the sweep; a claim also replaces an expired one). */
export async function purgeExpired(db: Executor, now: Date) {
  await db.delete(resellerRequests).where(sql`${resellerRequests.expiresAt} <= ${now}`);
}
