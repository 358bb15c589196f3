import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema/partners';
import type { Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { SettledSale } from '../sales/sales-module';

/**
 * THE booking of a reseller's sale: the partner is charged, the sale being paid on account
 * (channel `partner`, payment method ACCOUNT, its partner and API key on the sale row). It runs in
 * the sale's transaction, so a sale and its charge exist together or not at all.
 *
 * SEAM for the partners' ledger (money issue): post the obligation here — one entry per sale,
 * keyed by `sale.id` so that it is idempotent — and refuse here when the partner's credit does not
 * allow the sale. Today the partner's row is locked and must be active (a suspended partner
 * cannot be charged): `sellSettled` locks it FOR SHARE with the sale's own insert and hands over
 * its status; a sale without it has the row locked here.
 */
export async function chargePartner(tx: Tx, sale: SettledSale): Promise<void> {
  const partnerId = sale.partnerId;
  if (partnerId === null) throw new Error('a partner-channel sale without its partner');
  let status = sale.partnerStatus;
  if (status === undefined) {
    const [partner] = await tx
      .select({ id: partners.id, status: partners.status })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('share');
    status = partner?.status ?? null;
  }
  if (status !== 'ACTIVE') throw new AppError(401, { code: 'auth.invalidApiKey' });
}
