import { requestHash } from '../../platform/request-hash';
import { and, eq, lte, sql } from 'drizzle-orm';
import { resellerRequests } from '../../db/schema/reseller';
import type { Executor } from '../../platform/db/database';

/**
 * The idempotency store of the reseller API, like Stripe's: the first request with a key claims
 * it (a PENDING row, the primary key deciding between racing requests); its answer is stored and
 * replayed for 24 hours to a retry with the same body; another body under the same key is refused.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

export type StoredAnswer = { status: number; body: unknown };
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'pending'; saleId: string | null };

/** A canonical JSON text (keys sorted) of the request, hashed (platform/request-hash.ts). */
export { requestHash };

export async function claimKey(
  db: Executor,
  input: { apiKeyId: number; key: string; hash: string; now: Date },
): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await db
      .insert(resellerRequests)
      .values({
        apiKeyId: input.apiKeyId,
        idempotencyKey: input.key,
        requestHash: input.hash,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: resellerRequests.idempotencyKey });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db
      .select()
      .from(resellerRequests)
      .where(
        and(
          eq(resellerRequests.apiKeyId, input.apiKeyId),
          eq(resellerRequests.idempotencyKey, input.key),
        ),
      );
    if (!row) continue; // removed in between: claim again
    if (row.expiresAt.getTime() <= input.now.getTime()) {
      await db
        .delete(resellerRequests)
        .where(
          and(
            eq(resellerRequests.apiKeyId, input.apiKeyId),
            eq(resellerRequests.idempotencyKey, input.key),
            lte(resellerRequests.expiresAt, input.now),
          ),
        );
      continue;
    }
    if (row.requestHash !== input.hash) return { kind: 'mismatch' };
    if (row.state === 'PENDING') return { kind: 'pending', saleId: row.saleId };
    return { kind: 'replay', answer: { status: row.statusCode!, body: row.response } };
  }
  return { kind: 'pending', saleId: null };
}

/** Links the sale to its key inside the sale's transaction (an answer lost in a crash is rebuilt from it). */
export async function linkSale(
  db: Executor,
  input: { apiKeyId: number; key: string; saleId: string },
) {
  await db
    .update(resellerRequests)
    .set({ saleId: input.saleId })
    .where(
      and(
        eq(resellerRequests.apiKeyId, input.apiKeyId),
        eq(resellerRequests.idempotencyKey, input.key),
      ),
    );
}

/** Stores the first answer under the key. */
export async function storeAnswer(
  db: Executor,
  input: { apiKeyId: number; key: string; answer: StoredAnswer; saleId: string | null },
) {
  await db
    .update(resellerRequests)
    .set({
      state: 'DONE',
      statusCode: input.answer.status,
      response: input.answer.body,
      saleId: input.saleId,
    })
    .where(
      and(
        eq(resellerRequests.apiKeyId, input.apiKeyId),
        eq(resellerRequests.idempotencyKey, input.key),
      ),
    );
}

/** Frees a key whose request failed for a reason a retry may not meet (a server error, a pause). */
export async function releaseKey(db: Executor, input: { apiKeyId: number; key: string }) {
  await db
    .delete(resellerRequests)
    .where(
      and(
        eq(resellerRequests.apiKeyId, input.apiKeyId),
        eq(resellerRequests.idempotencyKey, input.key),
        eq(resellerRequests.state, 'PENDING'),
      ),
    );
}

/** Removes answers older than 24 hours (run by the sweep; a claim also replaces an expired one). */
export async function purgeExpired(db: Executor, now: Date) {
  await db.delete(resellerRequests).where(sql`${resellerRequests.expiresAt} <= ${now}`);
}
