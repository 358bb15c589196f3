import { sql, type SQL } from 'drizzle-orm';
import type { OngoingPayment } from '@toll/contract/ongoing-payments';
import { queryRows, type Executor } from '../../platform/db/database';

/** Ongoing payments' reads (service.ts holds the period rules and the shapes). */

/** The list's filter: payment dates from–to (checked), kind, distribution state, search text. */
export type PaymentFilter = {
  from: string;
  to: string;
  kind?: OngoingPayment['kind'];
  state?: OngoingPayment['state'];
  q?: string;
};

export type PaymentRow = {
  id: number;
  number: string;
  kind: OngoingPayment['kind'];
  payment_date: string;
  value_date: string;
  amount_minor: string;
  currency: string;
  distributed_minor: string;
  annulled: boolean;
  payer: string | null;
  reference: string | null;
  message: string;
  contracts: string[] | string | null;
};

function where(filter: PaymentFilter): SQL {
  const parts: SQL[] = [sql`p.payment_date between ${filter.from}::date and ${filter.to}::date`];
  if (filter.kind) parts.push(sql`p.kind = ${filter.kind}`);
  if (filter.state === 'UNDISTRIBUTED') parts.push(sql`p.distributed_minor = 0`);
  if (filter.state === 'PARTIAL')
    parts.push(sql`p.distributed_minor > 0 and p.distributed_minor < p.amount_minor`);
  if (filter.state === 'DISTRIBUTED') parts.push(sql`p.distributed_minor = p.amount_minor`);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(p.number ilike ${pattern} or p.reference ilike ${pattern}
      or l.counterparty_name ilike ${pattern} or l.remittance ilike ${pattern}
      or exists (select 1 from payment_distributions d join accounts a on a.id = d.account_id
                 where d.payment_id = p.id and a.number ilike ${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

const SELECT = sql`select p.id, p.number, p.kind, p.payment_date::text as payment_date,
    p.value_date::text as value_date, p.amount_minor, p.currency, p.distributed_minor,
    p.annulled, coalesce(l.counterparty_name, pa.name) as payer, p.reference, p.message,
    (select coalesce(json_agg(a.number order by d.id), '[]'::json)
       from payment_distributions d join accounts a on a.id = d.account_id
      where d.payment_id = p.id) as contracts
  from payments p
  left join bank_transactions l on l.id = p.bank_transaction_id
  left join contract_card_payments c on c.payment_id = p.id
  left join accounts ca on ca.id = c.account_id
  left join partners pa on pa.id = ca.client_id`;

/** One page of the payments, newest first. */
export function paymentPage(db: Executor, filter: PaymentFilter, limit: number, offset: number) {
  return queryRows<PaymentRow>(
    db,
    sql`${SELECT} where ${where(filter)}
        order by p.payment_date desc, p.id desc
        limit ${limit} offset ${offset}`,
  );
}

/** The payments after `last` (payment date, id) in the list's order: the export's keyset. */
export function paymentsAfter(
  db: Executor,
  filter: PaymentFilter,
  last: { paymentDate: string; id: number } | null,
  limit: number,
) {
  const after = last
    ? sql`and (p.payment_date, p.id) < (${last.paymentDate}::date, ${last.id})`
    : sql``;
  return queryRows<PaymentRow>(
    db,
    sql`${SELECT} where ${where(filter)} ${after}
        order by p.payment_date desc, p.id desc limit ${limit}`,
  );
}

/** The filtered payments' count and sums per currency. */
export function paymentTotals(db: Executor, filter: PaymentFilter) {
  return queryRows<{ currency: string; count: string; amount: string; distributed: string }>(
    db,
    sql`select p.currency, count(*) as count, sum(p.amount_minor) as amount,
               sum(p.distributed_minor) as distributed
        from payments p left join bank_transactions l on l.id = p.bank_transaction_id
        where ${where(filter)} group by p.currency order by p.currency`,
  );
}

/** The period's payments (not annulled) per day, kind and currency. */
export function dayKindTotals(db: Executor, from: string, to: string) {
  return queryRows<{
    day: string;
    kind: OngoingPayment['kind'];
    currency: string;
    count: string;
    amount: string;
    distributed: string;
  }>(
    db,
    sql`select p.payment_date::text as day, p.kind, p.currency, count(*) as count,
               sum(p.amount_minor) as amount, sum(p.distributed_minor) as distributed
        from payments p
        where p.payment_date between ${from}::date and ${to}::date and not p.annulled
        group by p.payment_date, p.kind, p.currency
        order by p.payment_date, p.kind, p.currency`,
  );
}
