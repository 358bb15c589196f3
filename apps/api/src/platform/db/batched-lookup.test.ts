import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A fake statement that answers each key with its double, and records the batches it saw. */
function doubling(options: { maxInFlight: number; maxBatch: number; delayTicks?: number }) {
  const batches: number[][] = [];
  let inFlight = 0;
  let maxSeen = 0;
  const lookup = batchedLookup<number, number>({
    ...options,
    run: async (keys) => {
      batches.push(keys);
      inFlight += 1;
      maxSeen = Math.max(maxSeen, inFlight);
      for (let i = 0; i < (options.delayTicks ?? 1); i++) await tick();
      inFlight -= 1;
      return keys.map((key) => key * 2);
    },
  });
  return { lookup, batches, maxInFlight: () => maxSeen };
}

describe('batchedLookup', () => {
  it('answers one look-up alone, after the current turn of the event loop', async () => {
    const { lookup, batches } = doubling({ maxInFlight: 2, maxBatch: 8 });
    await expect(lookup(21)).resolves.toBe(42);
    expect(batches).toEqual([[21]]);
  });

  it('sends the look-ups of one turn together', async () => {
    const { lookup, batches } = doubling({ maxInFlight: 2, maxBatch: 8 });
    await expect(Promise.all([lookup(1), lookup(2), lookup(3)])).resolves.toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues while the batches in flight are at the limit, then sends the queue as one', async () => {
    const { lookup, batches } = doubling({ maxInFlight: 1, maxBatch: 8, delayTicks: 3 });
    const first = lookup(1);
    await tick();
    const later = [lookup(2), lookup(3)];
    await tick();
    const last = lookup(4);
    await expect(Promise.all([first, ...later, last])).resolves.toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('fails only the look-ups of the batch whose statement failed, and goes on', async () => {
    let calls = 0;
    const lookup = batchedLookup<number, number>({
      maxInFlight: 1,
      maxBatch: 2,
      run: async (keys) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return keys;
      },
    });
    const results = await Promise.allSettled([lookup(1), lookup(2), lookup(3)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    await expect(lookup(4)).resolves.toBe(4);
  });

  it('refuses an answer that does not give one result per key', async () => {
    const lookup = batchedLookup<number, number>({
      maxInFlight: 1,
      maxBatch: 4,
      run: async () => [1],
    });
    const results = await Promise.allSettled([lookup(1), lookup(2)]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
  });

  it('gives every caller its own answer, within the batch and flight limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer(), { maxLength: 20 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        async (waves, maxInFlight, maxBatch) => {
          const fake = doubling({ maxInFlight, maxBatch, delayTicks: 2 });
          const pending: Promise<[number, number]>[] = [];
          for (const wave of waves) {
            for (const key of wave) pending.push(fake.lookup(key).then((got) => [key, got]));
            await tick();
          }
          for (const [key, got] of await Promise.all(pending)) expect(got).toBe(key * 2);
          expect(fake.batches.flat().length).toBe(pending.length);
          expect(fake.batches.every((batch) => batch.length <= maxBatch)).toBe(true);
          expect(fake.maxInFlight()).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 100 },
    );
  });
});
