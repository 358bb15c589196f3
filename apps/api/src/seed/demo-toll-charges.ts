import { sql } from 'drizzle-orm';
import type { TollTransactionInput } from '@toll/contract/toll-charges';
import { queryRows, type Tx } from '../platform/db/database';
import { ingestTollBatch } from '../modules/toll-charges/ingest';
import type { SeedStep } from './run-seeds';

const HOUR = 3_600_000;

/**
 * Toll transactions of the last days for every vehicle of an active demo contract, booked through
 * the same ingest as the charging system's API (README "Demo data"): prepaid contracts are charged
 * from their balances (the demo top-ups), postpaid ones accrue with their due dates, so the
 * contract's "Balance and movements" tab and the trial balance have something to show.
 */
async function run(tx: Tx) {
  const now = Date.now();
  const units = await queryRows<{ plate: string }>(
    tx,
    sql`select u.plate from account_units u join accounts a on a.id = u.account_id
        where u.status = 'ACTIVE' and a.status = 'ACTIVE' order by u.id`,
  );
  const rows: TollTransactionInput[] = [];
  units.forEach((unit, i) => {
    for (let n = 0; n < 3; n++) {
      const exit = new Date(now - (n * 24 + i + 2) * HOUR);
      rows.push({
        transactionId: `demo-tcs-${unit.plate}-${n}`,
        plate: unit.plate,
        deviceId: `OBU-${1000 + i}`,
        segmentId: `S-${100 + ((i * 7 + n) % 40)}`,
        entryAt: new Date(exit.getTime() - 40 * 60_000).toISOString(),
        exitAt: exit.toISOString(),
        km: 18 + n * 7,
        category: 'K3',
        emissionClass: 'EURO6',
        amountMinor: 380 + ((i * 131 + n * 57) % 900),
        currency: 'EUR',
      });
    }
  });
  if (rows.length > 0) await ingestTollBatch(tx, rows, 'API');
}

export const demoTollChargesStep: SeedStep = { name: 'demo-toll-charges', run };
