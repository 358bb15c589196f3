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
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getLedgerBalance } from '../ledger/posting';
import * as repo from './repo';

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
    const row = await repo.findContract(db, id);
    if (!row) throw new AppError(404, { code: 'contract.notFound' });
    return row;
  }

  async function payments(id: number): Promise<ContractPayments> {
    await contract(id);
    const [shares, cards] = await Promise.all([
      repo.paymentShares(db, id),
      repo.unapprovedCardPayments(db, id),
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
      repo.tollObligations(db, id, currency),
      repo.invoiceObligations(db, id, currency),
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
    if (!(await repo.partnerExists(db, partnerId)))
      throw new AppError(404, { code: 'partner.notFound' });
    const y = year ?? sofiaDate(clock.now()).year;
    const rows = await repo.partnerFeesByMonth(db, partnerId, y);
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
