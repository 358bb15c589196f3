import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  dueFeePeriods,
  invoicingDate,
  lineAmounts,
  type ServiceFeePeriod,
  type ServiceFeeType,
} from '@toll/domain/invoicing';
import type { Currency } from '@toll/domain/money';
import { formatPlainDate, parsePlainDate, type PlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { issueDocument } from './invoice-issue';

/**
 * The billing run (issue #19 item 4): generates each active contract's service fees for the
 * periods it owes (its daysInAdvanceToCreateServiceFee and serviceFeeGenerationFrequency), then
 * issues one invoice per contract for the fees whose invoicing day has come. Safe to run twice and
 * by two workers at once: a fee exists once per definition, contract and period (a UNIQUE key,
 * inserted with ON CONFLICT DO NOTHING), and each contract's fees are invoiced under a lock taken
 * with SKIP LOCKED, so a second runner passes over a contract the first one is invoicing.
 * PDFs are not made here: they are rendered when opened or mailed.
 */
type Definition = {
  id: number;
  name: string;
  description_bg: string;
  description_en: string;
  amount_minor: string | number;
  currency: Currency;
  period: ServiceFeePeriod;
  fee_type: ServiceFeeType;
  invoicing_day: number;
  vat_percent: number;
};

type Contract = {
  id: number;
  days_in_advance: number;
  frequency: number;
  units: string | number;
  since: string;
};

async function activeDefinitions(exec: Executor): Promise<Definition[]> {
  return queryRows<Definition>(
    exec,
    sql`select id, name, description_bg, description_en, amount_minor, currency, period, fee_type,
               invoicing_day, vat_percent
        from service_fee_definitions where active and document_type = 'INVOICE' order by id`,
  );
}

async function activeContracts(exec: Executor): Promise<Contract[]> {
  return queryRows<Contract>(
    exec,
    sql`select a.id, a.days_in_advance_to_create_service_fee as days_in_advance,
               a.service_fee_generation_frequency as frequency,
               (select count(*) from account_units u where u.account_id = a.id and u.status = 'ACTIVE') as units,
               to_char(coalesce(a.signed_at, a.created_at) at time zone 'Europe/Sofia', 'YYYY-MM-DD') as since
        from accounts a where a.status = 'ACTIVE' order by a.id`,
  );
}

type FeeRow = {
  definitionId: number;
  accountId: number;
  periodStart: string;
  periodEnd: string | null;
  invoiceOn: string;
  quantity: number;
  unitPriceMinor: number;
  vatPercent: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  currency: Currency;
};

/** The fees each active contract owes on `today` (before the database drops those it has). */
export function feesOwed(definitions: Definition[], contracts: Contract[], today: PlainDate) {
  const rows: FeeRow[] = [];
  for (const contract of contracts) {
    const units = Number(contract.units);
    for (const d of definitions) {
      const perPeriod = d.fee_type === 'ACCOUNT_UNIT' ? units : 1;
      if (perPeriod < 1) continue;
      const since = parsePlainDate(contract.since) ?? today;
      const periods =
        d.period === 'NONE'
          ? [{ start: since, end: null, months: 1 }]
          : dueFeePeriods(today, contract.days_in_advance, contract.frequency);
      for (const p of periods) {
        const quantity = perPeriod * p.months;
        const unitPriceMinor = Number(d.amount_minor);
        const a = lineAmounts({ quantity, unitPriceMinor, vatPercent: d.vat_percent });
        rows.push({
          definitionId: d.id,
          accountId: contract.id,
          periodStart: formatPlainDate(p.start),
          periodEnd: p.end ? formatPlainDate(p.end) : null,
          invoiceOn: formatPlainDate(
            d.period === 'NONE' ? today : invoicingDate(p.start, d.invoicing_day),
          ),
          quantity,
          unitPriceMinor,
          vatPercent: d.vat_percent,
          ...a,
          currency: d.currency,
        });
      }
    }
  }
  return rows;
}

const CHUNK = 2000;

/** Inserts the owed fees in chunks, skipping those that exist; returns how many were new. */
async function insertFees(db: Db, rows: FeeRow[]): Promise<number> {
  let created = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const json = JSON.stringify(chunk);
    const result = await queryRows<{ n: string | number }>(
      db,
      sql`with ins as (
            insert into service_fees (definition_id, account_id, period_start, period_end, invoice_on,
                                      quantity, unit_price_minor, vat_percent, net_minor, vat_minor,
                                      gross_minor, currency)
            select r."definitionId", r."accountId", r."periodStart"::date, r."periodEnd"::date,
                   r."invoiceOn"::date, r.quantity, r."unitPriceMinor", r."vatPercent", r."netMinor",
                   r."vatMinor", r."grossMinor", r.currency
            from jsonb_to_recordset(${json}::jsonb) as r("definitionId" int, "accountId" int,
                 "periodStart" text, "periodEnd" text, "invoiceOn" text, quantity int,
                 "unitPriceMinor" bigint, "vatPercent" int, "netMinor" bigint, "vatMinor" bigint,
                 "grossMinor" bigint, currency text)
            on conflict on constraint service_fees_once_per_period do nothing
            returning 1)
          select count(*) as n from ins`,
    );
    created += Number(result[0]?.n ?? 0);
  }
  return created;
}

type DueFee = {
  id: number;
  description_bg: string;
  description_en: string;
  period_start: string;
  period_end: string | null;
  quantity: number;
  unit_price_minor: string | number;
  vat_percent: number;
  currency: Currency;
};

/** Invoices one contract's due fees, if no other runner holds them; returns whether it issued. */
async function invoiceContract(db: Db, accountId: number, today: PlainDate): Promise<number> {
  return db.transaction(async (tx) => {
    const fees = await queryRows<DueFee>(
      tx,
      sql`select f.id, d.description_bg, d.description_en, f.period_start::text as period_start,
                 f.period_end::text as period_end, f.quantity, f.unit_price_minor, f.vat_percent,
                 f.currency
          from service_fees f join service_fee_definitions d on d.id = f.definition_id
          where f.account_id = ${accountId} and f.invoice_id is null
            and f.payment_status = 'NOT_PAID' and f.invoice_on <= ${formatPlainDate(today)}::date
          order by f.currency, f.period_start, f.id
          for update of f skip locked`,
    );
    let issued = 0;
    for (const currency of [...new Set(fees.map((f) => f.currency))]) {
      const ofCurrency = fees.filter((f) => f.currency === currency);
      const doc = await issueDocument(tx, {
        accountId,
        documentType: 'INVOICE',
        issuedOn: today,
        currency,
        lines: ofCurrency.map((f) => {
          const period = f.period_end ? ` ${f.period_start} – ${f.period_end}` : '';
          return {
            descriptionBg: `${f.description_bg}${period}`,
            descriptionEn: `${f.description_en}${period}`,
            quantity: f.quantity,
            unitPriceMinor: Number(f.unit_price_minor),
            vatPercent: f.vat_percent,
          };
        }),
      });
      await tx.execute(
        sql`update service_fees set invoice_id = ${doc.id}
            where id in (${sql.join(
              ofCurrency.map((f) => sql`${f.id}`),
              sql`, `,
            )})`,
      );
      issued++;
    }
    return issued;
  });
}

export async function runBilling(db: Db, at: Date, date?: PlainDate) {
  const today = date ?? sofiaDate(at);
  const [definitions, contracts] = await Promise.all([activeDefinitions(db), activeContracts(db)]);
  const feesCreated = await insertFees(db, feesOwed(definitions, contracts, today));
  const due = await queryRows<{ account_id: number }>(
    db,
    sql`select distinct account_id from service_fees
        where invoice_id is null and payment_status = 'NOT_PAID'
          and invoice_on <= ${formatPlainDate(today)}::date
        order by account_id`,
  );
  let invoicesIssued = 0;
  for (const { account_id } of due) invoicesIssued += await invoiceContract(db, account_id, today);
  return { date: formatPlainDate(today), feesCreated, invoicesIssued };
}

/** The daily billing run: a pg-boss schedule (one per cluster), run by any worker process. */
export async function startBillingRunWorker(jobs: Jobs, db: Db, now: () => Date, logger: Logger) {
  await jobs.schedule('billing.run', '30 1 * * *');
  await jobs.work('billing.run', async (_data, job) => {
    const result = await runBilling(db, now());
    logger.info({ job: job.id, ...result }, 'billing run done');
  });
}
