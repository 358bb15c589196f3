import { sql } from 'drizzle-orm';
import type {
  ContractObligation,
  ContractObligations,
  ContractPayments,
  PartnerServiceFees,
} from '@toll/contract/contract-money';
import { ledgerCurrencyAt } from '@toll/domain/ledger';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import type { Clock } from '../../platform/clock';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getLedgerBalance } from '../ledger/posting';

/**
 * A contract's money for the office (contract screen tabs "payments" and "obligations") and a
 * partner's monthly service fees (partner screen tab). Obligations: each toll obligation period
 * of the contract (its charges' sum and due date, toll_transactions) and each invoice or debit note
 * not cancelled (less its credit notes); what is still open is the contract's receivable balance
 * (the ledger's, authoritative) laid over them newest first — a payment settles the oldest
 * obligation first — so the open amounts always sum to what the ledger says is owed.
 */
export type ContractMoneyDeps = { db: Executor; clock: Clock };

const iso = (v: Date | string) => new Date(v).toISOString();

export function createContractMoney({ db, clock }: ContractMoneyDeps) {
  async function contract(id: number) {
    const rows = await queryRows<{ id: number; account_type: number }>(
      db,
      sql`select id, account_type from accounts where id = ${id}`,
    );
    if (!rows[0]) throw new AppError(404, { code: 'contract.notFound' });
    return rows[0];
  }

  async function payments(id: number): Promise<ContractPayments> {
    await contract(id);
    const [shares, cards] = await Promise.all([
      queryRows<{
        payment_id: number;
        number: string;
        kind: ContractPayments['payments'][number]['kind'];
        payment_date: string;
        currency: string;
        amount_minor: string;
        share: string;
        target: ContractPayments['payments'][number]['target'];
        invoice_number: string | null;
        method: 'AUTO' | 'MANUAL';
        payer: string | null;
        card_payment_id: string | null;
        card_purpose: 'TOP_UP' | 'INITIAL_PAYMENT' | null;
        refund_state: 'PENDING' | 'DONE' | 'FAILED' | null;
        note: string | null;
      }>(
        db,
        sql`select p.id as payment_id, p.number, p.kind, p.payment_date::text as payment_date,
                   p.currency, p.amount_minor, d.amount_minor as share, d.target, d.invoice_number,
                   d.method, l.counterparty_name as payer, c.id as card_payment_id,
                   c.purpose as card_purpose, r.state as refund_state,
                   coalesce(r.reason, it.reason,
                     case when p.kind = 'SYSTEM' then p.message end) as note
            from payment_distributions d
            join payments p on p.id = d.payment_id
            left join bank_transactions l on l.id = p.bank_transaction_id
            left join contract_card_payments c on c.payment_id = p.id
            left join contract_card_refunds r on r.card_payment_id = c.id
            left join internal_transfers it on it.payment_id = p.id
            where d.account_id = ${id}
            order by p.payment_date desc, d.id desc
            limit 500`,
      ),
      queryRows<{
        id: string;
        purpose: 'TOP_UP' | 'INITIAL_PAYMENT';
        amount_minor: string;
        currency: string;
        state: 'PENDING' | 'FAILED';
        created_at: Date | string;
      }>(
        db,
        sql`select id, purpose, amount_minor, currency, state, created_at
            from contract_card_payments where account_id = ${id} and state <> 'APPROVED'
            order by created_at desc limit 50`,
      ),
    ]);
    return {
      payments: shares.map((s) => ({
        paymentId: Number(s.payment_id),
        number: s.number,
        kind: s.kind,
        paymentDate: s.payment_date,
        currency: s.currency.trim() as 'BGN' | 'EUR',
        paymentAmountMinor: Number(s.amount_minor),
        shareMinor: Number(s.share),
        target: s.target,
        invoiceNumber: s.invoice_number,
        method: s.method,
        payer: s.payer,
        cardPaymentId: s.card_payment_id,
        cardPurpose: s.card_purpose,
        refundState: s.refund_state,
        note: s.note,
      })),
      openCardPayments: cards.map((c) => ({
        id: c.id,
        purpose: c.purpose,
        amountMinor: Number(c.amount_minor),
        currency: c.currency.trim() as 'BGN' | 'EUR',
        state: c.state,
        createdAt: iso(c.created_at),
      })),
    };
  }

  async function obligations(id: number): Promise<ContractObligations> {
    const c = await contract(id);
    const currency = ledgerCurrencyAt(clock.now());
    const today = formatPlainDate(sofiaDate(clock.now()));
    const [owed, tolls, documents] = await Promise.all([
      getLedgerBalance(db, { kind: 'POSTPAID_RECEIVABLE', ownerId: id, currency }),
      queryRows<{
        period_start: string;
        period_end: string;
        due_date: string;
        n: string;
        amount: string;
      }>(
        db,
        sql`select period_start::text as period_start, period_end::text as period_end,
                   due_date::text as due_date, count(*) as n, sum(amount_minor) as amount
            from toll_transactions
            where account_id = ${id} and status = 'POSTED' and due_date is not null
              and currency = ${currency}
            group by period_start, period_end, due_date`,
      ),
      queryRows<{ number: string; issued_on: string; document_type: string; net: string }>(
        db,
        sql`select i.number::text as number, i.issued_on::text as issued_on, i.document_type,
                   i.gross_minor - coalesce((select sum(n.gross_minor) from invoices n
                     where n.related_invoice_id = i.id and n.document_type = 'CREDIT_NOTE'
                       and n.status <> 'CANCELLED'), 0) as net
            from invoices i
            where i.account_id = ${id} and i.currency = ${currency} and i.status <> 'CANCELLED'
              and i.document_type in ('INVOICE', 'DEBIT_NOTE')`,
      ),
    ]);
    const list: (ContractObligation & { sortKey: string })[] = [
      ...tolls.map((r) => ({
        kind: 'TOLL' as const,
        label: `${r.period_start} – ${r.period_end}`,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        dueDate: r.due_date,
        count: Number(r.n),
        amountMinor: Number(r.amount),
        openMinor: 0,
        state: 'PAID' as const,
        sortKey: r.due_date,
      })),
      ...documents
        .filter((d) => Number(d.net) > 0)
        .map((d) => ({
          kind: 'INVOICE' as const,
          label: `${d.number} / ${d.issued_on}`,
          periodStart: null,
          periodEnd: null,
          dueDate: d.issued_on,
          count: 1,
          amountMinor: Number(d.net),
          openMinor: 0,
          state: 'PAID' as const,
          sortKey: d.issued_on,
        })),
    ].sort((a, b) => b.sortKey.localeCompare(a.sortKey) || b.label.localeCompare(a.label));
    // the receivable is what is owed: the newest obligations hold it, older ones were paid first
    let remaining = Math.max(0, owed.normalBalanceMinor);
    for (const o of list) {
      const open = Math.min(o.amountMinor, remaining);
      remaining -= open;
      o.openMinor = open;
      o.state = open === 0 ? 'PAID' : o.dueDate !== null && o.dueDate < today ? 'OVERDUE' : 'OPEN';
    }
    return {
      accountType: Number(c.account_type),
      currency,
      owedMinor: owed.normalBalanceMinor,
      otherOpenMinor: remaining,
      obligations: list.map(({ sortKey: _sortKey, ...o }) => o),
    };
  }

  async function partnerFees(partnerId: number, year?: number): Promise<PartnerServiceFees> {
    const found = await queryRows(db, sql`select 1 from partners where id = ${partnerId}`);
    if (found.length === 0) throw new AppError(404, { code: 'partner.notFound' });
    const y = year ?? sofiaDate(clock.now()).year;
    const rows = await queryRows<{
      month: string;
      currency: string;
      contracts: string;
      fees: string;
      gross: string;
      paid: string;
      not_paid: string;
      canceled: string;
      invoiced: string;
    }>(
      db,
      sql`select to_char(f.period_start, 'YYYY-MM') as month, f.currency,
                 count(distinct f.account_id) as contracts, count(*) as fees,
                 sum(f.gross_minor) filter (where f.payment_status <> 'CANCELED') as gross,
                 coalesce(sum(f.gross_minor) filter (where f.payment_status = 'PAID'), 0) as paid,
                 coalesce(sum(f.gross_minor) filter (where f.payment_status = 'NOT_PAID'), 0) as not_paid,
                 coalesce(sum(f.gross_minor) filter (where f.payment_status = 'CANCELED'), 0) as canceled,
                 coalesce(sum(f.gross_minor) filter (where f.invoice_id is not null), 0) as invoiced
          from service_fees f join accounts a on a.id = f.account_id
          where a.client_id = ${partnerId}
            and f.period_start >= make_date(${y}, 1, 1) and f.period_start < make_date(${y + 1}, 1, 1)
          group by 1, 2 order by 1, 2`,
    );
    return {
      year: y,
      months: rows.map((r) => ({
        month: r.month,
        currency: r.currency.trim() as 'BGN' | 'EUR',
        contracts: Number(r.contracts),
        fees: Number(r.fees),
        grossMinor: Number(r.gross ?? 0),
        paidMinor: Number(r.paid),
        notPaidMinor: Number(r.not_paid),
        canceledMinor: Number(r.canceled),
        invoicedMinor: Number(r.invoiced),
      })),
    };
  }

  return { payments, obligations, partnerFees };
}

export type ContractMoney = ReturnType<typeof createContractMoney>;
