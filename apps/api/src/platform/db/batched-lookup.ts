/**
 * Coalesces concurrent look-ups into one statement: "group commit" for reads.
 *
 * A look-up waits for the current turn of the event loop to end, so that the requests parsed in
 * the same turn travel together, and is then sent in one batch with the others waiting. At most
 * `maxInFlight` batches are at the database at once; while they are, new look-ups queue and go in
 * the next batch. Under light load a batch holds one key and costs one turn of the event loop;
 * under heavy load one statement answers dozens of keys, which saves PostgreSQL's per-statement
 * work (a round trip, a portal, a plan execution) and the driver's per-query work for all but one.
 *
 * Every look-up still reads the database when it is made: nothing is cached, so a vignette sold a
 * moment ago is found by the next check.
 */
export type BatchedLookupOptions<K, R> = {
  /** Batches at the database at once (at most the pool's size). */
  maxInFlight: number;
  /** Keys in one statement. */
  maxBatch: number;
  /** Runs one batch; answers one result per key, in the keys' order. */
  run: (keys: K[]) => Promise<R[]>;
};

type Waiting<K, R> = {
  key: K;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
};

export function batchedLookup<K, R>(options: BatchedLookupOptions<K, R>): (key: K) => Promise<R> {
  const { maxInFlight, maxBatch, run } = options;
  if (!(maxInFlight >= 1) || !(maxBatch >= 1)) throw new Error('batchedLookup: limits must be ≥ 1');
  let queue: Waiting<K, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  };

  const send = (batch: Waiting<K, R>[]) => {
    inFlight += 1;
    let pending: Promise<R[]>;
    try {
      pending = run(batch.map((waiting) => waiting.key));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending
      .then(
        (results) => {
          if (results.length !== batch.length) {
            throw new Error(`batchedLookup: ${results.length} results for ${batch.length} keys`);
          }
          batch.forEach((waiting, index) => waiting.resolve(results[index]!));
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      )
      .catch((error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      })
      .finally(() => {
        inFlight -= 1;
        schedule();
      });
  };

  function flush() {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      send(batch);
    }
  }

  return (key) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      schedule();
    });
}
