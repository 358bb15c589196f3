/**
 * Leases on claims (DESIGN rule 15): a claim (an idempotency key, an order key, a job's batch)
 * records its owner and the moment its lease ends. While the lease is current the owner is taken
 * to be alive and working, and a retry is told to come back (`Retry-After`); once it has ended the
 * owner is taken to have stopped, and the next claimant takes the claim over. The owner's own
 * writes are fenced by its name, so an owner that was only slow cannot finish a claim taken over.
 */
export const DEFAULT_CLAIM_LEASE_MS = 30_000;

export type ClaimLease = { owner: string | null; leaseUntil: Date | null };

/** Whether the claim's lease still runs at `now` (a claim without a lease has none). */
export function leaseCurrent(lease: ClaimLease, now: Date): boolean {
  return lease.leaseUntil !== null && lease.leaseUntil.getTime() > now.getTime();
}

/** The end of a lease taken at `now`. */
export function leaseEnd(now: Date, leaseMs: number): Date {
  return new Date(now.getTime() + leaseMs);
}

/** Whole seconds until the lease ends, at least 1: the `Retry-After` of an answer "in progress". */
export function retryAfterSeconds(lease: ClaimLease, now: Date): number {
  if (lease.leaseUntil === null) return 1;
  return Math.max(1, Math.ceil((lease.leaseUntil.getTime() - now.getTime()) / 1000));
}
