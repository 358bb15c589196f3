import { sql } from 'drizzle-orm';
import type { MstsTransactionInput } from '@toll/contract/msts';
import { queryRows, type Tx } from '../platform/db/database';
import { ingestMstsBatch } from '../modules/msts/ingest';
import { seedVignette } from './demo-sales';
import type { SeedStep } from './run-seeds';

/**
 * Demo data of issue #21's rest (README "Demo data"):
 * - international toll (MSTS): C-100001's contract with international toll gets a month of
 *   transactions in Austria, Hungary and Germany through the same ingest as the outside service's
 *   batches (one file, kept as the contract's document; the older ones billed). The screens show
 *   them when the MSTS flag is on (`FEATURE_FLAGS=MSTS=on`).
 * - SMS: the demo contracts that asked for SMS notices get a mobile number, and the `driver` has a
 *   weekly vignette for `BG CA2323SM` that ends in two days: add a phone on the add-email page and
 *   its SMS reminder goes out at once (kept as JSON under $DATA_DIR/sms by the local SMSC).
 */
const DAY = 86_400_000;
const ROUTES: [string, string, string, number, number][] = [
  ['AT-ASFINAG', 'Nickelsdorf', 'Salzburg Nord', 14_280, 2_856],
  ['HU-HUGO', 'Nagylak', 'Hegyeshalom', 9_650, 2_606],
  ['DE-TOLLCOLLECT', 'Passau', 'Nürnberg', 11_420, 2_170],
  ['AT-ASFINAG', 'Walserberg', 'Nickelsdorf', 13_990, 2_798],
  ['HU-HUGO', 'Hegyeshalom', 'Nagylak', 9_650, 2_606],
  ['RO-CNAIR', 'Giurgiu', 'Ruse', 1_230, 234],
];

async function mstsRun(tx: Tx) {
  const [contract] = await queryRows<{ plate: string; customer_id: string }>(
    tx,
    sql`select u.plate, p.customer_id from accounts a
        join partners p on p.id = a.client_id
        join account_units u on u.account_id = a.id and u.status = 'ACTIVE'
        where p.customer_id = 'C-100001' and a.has_msts_toll and a.status = 'ACTIVE'
        order by a.id, u.id limit 1`,
  );
  if (!contract) return;
  const now = Date.now();
  const lines = ROUTES.map(([domain, entry, exit, net, vat], i) => {
    const exitAt = new Date(now - (28 - i * 5) * DAY);
    const input: MstsTransactionInput = {
      transactionId: `demo-msts-${i + 1}`,
      haulierId: contract.customer_id,
      plate: contract.plate,
      vehicleCountry: 'BG',
      tollDomain: domain,
      entryPoint: entry,
      entryAt: new Date(exitAt.getTime() - 5 * 3_600_000).toISOString(),
      exitPoint: exit,
      exitAt: exitAt.toISOString(),
      netMinor: net,
      vatMinor: vat,
      currency: 'EUR',
      billed: i < 2,
    };
    return { line: i + 2, input };
  });
  const header =
    'transactionId;haulierId;plate;vehicleCountry;tollDomain;entryPoint;entryAt;exitPoint;exitAt;net;vat;currency;billed';
  const money = (minor: number) => (minor / 100).toFixed(2);
  const file = [
    header,
    ...lines.map(
      ({ input: r }) =>
      [r.transactionId, r.haulierId, r.plate, r.vehicleCountry, r.tollDomain, r.entryPoint, r.entryAt, r.exitPoint, r.exitAt, money(r.netMinor), money(r.vatMinor), r.currency, String(r.billed)].join(';'), // prettier-ignore
    ),
  ].join('\n');
  await ingestMstsBatch(
    tx,
    lines,
    { source: 'FILE', fileName: 'demo-msts.csv', content: Buffer.from(file, 'utf8') },
    new Date(now),
  );
}

async function smsRun(tx: Tx) {
  await tx.execute(
    sql`update accounts set notification_phone = '0888 70' || lpad(id::text, 4, '0')
        where sms_notifications and notification_phone is null`,
  );
  await seedVignette(
    tx,
    {
      username: 'driver',
      productId: 'car-weekly',
      period: 'WEEKLY',
      plate: 'CA2323SM',
      countryCode: 'BG',
      boughtDaysAgo: 5,
      startDaysFromNow: -5,
    },
    new Date(),
    50,
  );
}

export const demoMstsStep: SeedStep = { name: 'demo-msts', run: mstsRun };
export const demoSmsStep: SeedStep = { name: 'demo-sms-reminders', run: smsRun };
