import { eq } from 'drizzle-orm';
import { hashApiKey } from '../modules/partners/api-keys';
import { partnerApiKeys, partners } from '../db/schema/partners';
import type { SeedStep } from './run-seeds';

/**
 * The demo reseller (issue #18): the sale partner „Петрол“ with a published API key, so that
 * `scripts/reseller-demo.mjs` and the README can sell through the reseller API at once. Demo only:
 * a real key is random and shown once (partners/api-keys.ts).
 */
export const DEMO_RESELLER_KEY = 'bgt_demo-reseller-key-for-trying-the-api-2026xx';
export const DEMO_RESELLER_PARTNER = 'Петрол';

export const demoResellerStep: SeedStep = {
  name: 'demo-reseller',
  run: async (tx) => {
    const [partner] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.name, DEMO_RESELLER_PARTNER));
    if (!partner) return;
    await tx.insert(partnerApiKeys).values({
      partnerId: partner.id,
      name: 'Demo reseller site',
      keyPrefix: DEMO_RESELLER_KEY.slice(0, 12),
      keyHash: hashApiKey(DEMO_RESELLER_KEY),
    });
  },
};
