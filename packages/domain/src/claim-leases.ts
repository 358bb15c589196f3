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

/**
 * A job of the queue (pg-boss) is a claim too: a worker that starts it holds it for the job's lease
 * (`expire_in`); a job still active when its lease ends is taken to be dead and retried. 15
 * minutes by default (pg-boss's own), longer than any job of the platform runs.
 */
export const DEFAULT_JOB_LEASE_SECONDS = 900;

/**
 * How often the queue looks for jobs whose lease ended: a third of the lease, at most every two
 * minutes (pg-boss's default) and at least every second, so a dead worker's job is retried within
 * a third of a lease after its end.
 */
export function jobLeaseSweepSeconds(leaseSeconds: number): number {
  return Math.max(1, Math.min(120, Math.floor(leaseSeconds / 3)));
}

/**
 * How long one job may work before it hands the rest to a job of its own (a batch of a mass
 * mail): a third of the job's lease, so a live worker never outlasts its lease and sees its job
 * taken over and run twice beside it.
 */
export function jobWorkBudgetMs(leaseSeconds: number): number {
  return Math.max(1_000, Math.floor((leaseSeconds * 1000) / 3));
}
