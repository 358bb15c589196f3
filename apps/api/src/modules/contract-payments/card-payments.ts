import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type {
  CardPayment,
  CardPaymentPurpose,
  CardPaymentStart,
  CardPaymentStarted,
  SelfCarePayments,
} from '@toll/contract/contract-payments';
import { ledgerCurrencyAt } from '@toll/domain/ledger';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { paymentOutcome } from '@toll/domain/payment-outcome';
import { translator } from '../../platform/i18n';
import type { Clock } from '../../platform/clock';
import type { Jobs } from '../../platform/jobs';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getLedgerBalance, postJournal } from '../ledger/posting';
import { newNonce, parseGatewayAmount } from '../payments/gateway/borica-protocol';
import {
  GatewayUnavailableError,
  type CardGateway,
  type GatewayResponse,
} from '../payments/gateway/card-gateway';
import { logGatewayMessage, nextOrderCode } from '../sales/repo';
import { contractEvent, paymentsReceived } from '../fleet/events';
import type { CardRefunds } from './card-refunds';

/**
 * Card payments of the self-care portal (migration 0035 `contract_card_payments`): a toll
 * customer tops up a prepaid contract, pays what a postpaid one owes, or pays a signed contract's
 * initial payment, at the card gateway. Exactly once, as the sales do: ORDER from the sales' own sequence (unique per terminal),
 * every gateway message logged, and only a correctly signed message about one of our payments, for
 * its amount and currency, changes anything. The first approval books, in one transaction under
 * the payment's row lock: a `payments` row of kind VPOS, its share for the contract
 * (payment_distributions: CONTRACT, or INITIAL_PAYMENT — paid once whichever way it comes, by
 * bank or card, by the partial unique index; an initial payment already paid meanwhile goes to
 * the balance), and the ledger journal (TOP_UP or INITIAL_PAYMENT, key `card-payment:<id>`:
 * debit the card gateway's clearing account, credit the prepaid main balance, a postpaid
 * contract's receivable for what it owes, or its DEPOSIT for its initial payment, as the bank does). A result the browser never
 * brought back is asked of the gateway (`check`, TRTYPE 90).
 */
export type CardPaymentsDeps = { db: Db; clock: Clock; gateway: CardGateway; logger?: Logger };

/** The gateway's answer is final 16 minutes after the form (FACTS, as for sales). */
const FINAL_AFTER_MS = 16 * 60_000;
/** A payment's form may be opened again (a top-up link) this long after it was made. */
const RESUMABLE_MS = 10 * 60_000;

type ContractRow = {
  id: number;
  number: string;
  account_type: number;
  status: string;
  signed: boolean;
  initial_payment_minor: string;
  limit_eur: string;
  limit_bgn: string;
  initial_paid: boolean;
};

type PaymentRow = {
  id: string;
  account_id: number;
  purpose: CardPaymentPurpose;
  amount_minor: string;
  currency: string;
  lang: string;
  order_code: string;
  nonce: string;
  state: 'PENDING' | 'APPROVED' | 'FAILED';
  payment_number: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

const toView = (r: PaymentRow): CardPayment => ({
  id: r.id,
  accountId: Number(r.account_id),
  purpose: r.purpose,
  amountMinor: Number(r.amount_minor),
  currency: r.currency.trim() as Currency,
  state: r.state,
  paymentNumber: r.payment_number ?? null,
  createdAt: iso(r.created_at),
  resolvedAt: r.resolved_at === null ? null : iso(r.resolved_at),
});

const SELECT_PAYMENT = sql`select c.id, c.account_id, c.purpose, c.amount_minor, c.currency, c.lang,
  c.order_code, c.nonce, c.state, c.created_at, c.resolved_at,
  (select p.number from payments p where p.id = c.payment_id) as payment_number
  from contract_card_payments c`;

/** A contract of the signed-in customer's, or 404 (another client's contract is not revealed). */
async function ownContract(exec: Executor, customerId: string, accountId: number, lock = false) {
  const rows = await queryRows<ContractRow>(
    exec,
    sql`select a.id, a.number, a.account_type, a.status, a.signed_at is not null as signed,
               a.initial_payment_minor, a.credit_limit_bg_toll_eur_minor as limit_eur,
               a.credit_limit_bg_toll_bgn_minor as limit_bgn,
               exists (select 1 from payment_distributions d
                       where d.account_id = a.id and d.target = 'INITIAL_PAYMENT') as initial_paid
        from accounts a join partners p on p.id = a.client_id
        where a.id = ${accountId} and p.customer_id = ${customerId}
        ${lock ? sql`for update of a` : sql``}`,
  );
  const row = rows[0];
  if (!row) throw new AppError(404, { code: 'contract.notFound' });
  return row;
}

const open = (c: ContractRow) => c.status === 'ACTIVE' || c.status === 'SUSPENDED';
const canTopUp = (c: ContractRow) => Number(c.account_type) === 1 && c.signed && open(c);
/** A postpaid contract owing something; closed ones too, since their debt is still paid. */
const canPayDue = (c: ContractRow, owedMinor: number) =>
  Number(c.account_type) !== 1 && c.signed && owedMinor > 0;
const canPayInitial = (c: ContractRow) =>
  c.signed &&
  c.status !== 'CLOSED' &&
  c.status !== 'PRE_CLOSED' &&
  !c.initial_paid &&
  Number(c.initial_payment_minor) > 0;

export function createCardPayments(deps: CardPaymentsDeps) {
  const { db, clock, gateway } = deps;

  async function overview(customerId: string, accountId: number): Promise<SelfCarePayments> {
    const c = await ownContract(db, customerId, accountId);
    const currency = ledgerCurrencyAt(clock.now());
    const side = (kind: 'PREPAID_MAIN' | 'PREPAID_SECONDARY' | 'POSTPAID_RECEIVABLE') =>
      getLedgerBalance(db, { kind, ownerId: accountId, currency });
    const [main, secondary, owed, list] = await Promise.all([
      side('PREPAID_MAIN'),
      side('PREPAID_SECONDARY'),
      side('POSTPAID_RECEIVABLE'),
      queryRows<PaymentRow>(
        db,
        sql`${SELECT_PAYMENT} where c.account_id = ${accountId} order by c.created_at desc limit 50`,
      ),
    ]);
    return {
      accountId,
      accountType: Number(c.account_type),
      currency,
      mainBalanceMinor: main.normalBalanceMinor,
      secondaryBalanceMinor: secondary.normalBalanceMinor,
      creditLimitMinor: Number(currency === 'EUR' ? c.limit_eur : c.limit_bgn),
      owedMinor: owed.normalBalanceMinor,
      initialPaymentMinor: Number(c.initial_payment_minor),
      initialPaymentPaid: c.initial_paid,
      signed: c.signed,
      canTopUp: canTopUp(c),
      canPayDue: canPayDue(c, owed.normalBalanceMinor),
      canPayInitial: canPayInitial(c),
      cardPayments: list.map(toView),
    };
  }

  /** A new card payment and the form that takes the browser to the gateway. */
  async function start(
    customerId: string,
    userId: number | null,
    accountId: number,
    input: CardPaymentStart,
    lang: Lang,
  ): Promise<CardPaymentStarted> {
    const now = clock.now();
    const currency = ledgerCurrencyAt(now);
    const c = await ownContract(db, customerId, accountId);
    if (!c.signed) throw new AppError(409, { code: 'contract.notSigned' });
    let amountMinor: number;
    if (input.purpose === 'TOP_UP') {
      if (Number(c.account_type) !== 1)
        throw new AppError(409, { code: 'selfCare.topUpPrepaidOnly' });
      if (!open(c)) throw new AppError(409, { code: 'selfCare.contractNotOpen' });
      if (input.amountMinor === undefined)
        throw new AppError(400, { code: 'validation.required', field: 'amountMinor' });
      amountMinor = input.amountMinor;
    } else if (input.purpose === 'DUE_PAYMENT') {
      if (Number(c.account_type) === 1)
        throw new AppError(409, { code: 'selfCare.duePostpaidOnly' });
      const owed = await getLedgerBalance(db, {
        kind: 'POSTPAID_RECEIVABLE',
        ownerId: accountId,
        currency,
      });
      if (owed.normalBalanceMinor <= 0) throw new AppError(409, { code: 'selfCare.nothingOwed' });
      amountMinor = input.amountMinor ?? owed.normalBalanceMinor;
      if (amountMinor > owed.normalBalanceMinor)
        throw new AppError(409, { code: 'selfCare.moreThanOwed', field: 'amountMinor' });
    } else {
      if (c.initial_paid) throw new AppError(409, { code: 'contract.initialPaymentAlreadyPaid' });
      if (!canPayInitial(c)) throw new AppError(409, { code: 'selfCare.noInitialPayment' });
      amountMinor = Number(c.initial_payment_minor);
    }
    const rows = await queryRows<PaymentRow>(
      db,
      sql`with made as (
            insert into contract_card_payments
              (account_id, user_id, purpose, amount_minor, currency, lang, gateway, terminal,
               order_code, nonce, created_at)
            values (${accountId}, ${userId}, ${input.purpose}, ${amountMinor}, ${currency}, ${lang},
              ${gateway.kind}, ${gateway.terminal}, ${nextOrderCode()}, ${newNonce()}, ${now.toISOString()})
            returning *)
          select c.id, c.account_id, c.purpose, c.amount_minor, c.currency, c.lang, c.order_code,
                 c.nonce, c.state, c.created_at, c.resolved_at, null as payment_number
          from made c`,
    );
    const row = rows[0]!;
    return { cardPayment: toView(row), payment: formFor(row, c.number, now) };
  }

  /** The signed gateway form of a payment (its order code and nonce), stamped `now`. */
  function formFor(row: PaymentRow, contractNumber: string, now: Date) {
    const lang = row.lang === 'en' ? 'en' : 'bg';
    const description = translator(lang, 'catalog')(
      row.purpose === 'TOP_UP'
        ? 'cardPayments.topUpDescription'
        : row.purpose === 'DUE_PAYMENT'
          ? 'cardPayments.dueDescription'
          : 'cardPayments.initialDescription',
      { number: contractNumber },
    );
    return gateway.saleForm({
      orderCode: row.order_code,
      nonce: row.nonce,
      amountMinor: Number(row.amount_minor),
      currency: row.currency.trim() as Currency,
      description: description.slice(0, 50),
      email: '',
      lang,
      timestamp: now,
      reference: contractNumber,
    });
  }

  /**
   * The gateway form of a payment still waiting, reached by its id and nonce (the fleet API's
   * top-up link, opened in a browser); null when it is unknown, resolved or too old to pay.
   */
  async function resume(id: string, nonce: string) {
    const now = clock.now();
    const rows = await queryRows<PaymentRow & { contract_number: string }>(
      db,
      sql`select c.id, c.account_id, c.purpose, c.amount_minor, c.currency, c.lang, c.order_code,
            c.nonce, c.state, c.created_at, c.resolved_at, null as payment_number,
            a.number as contract_number
          from contract_card_payments c join accounts a on a.id = c.account_id
          where c.id::text = ${id} and c.nonce = ${nonce} and c.state = 'PENDING'
            and c.created_at > ${new Date(now.getTime() - RESUMABLE_MS).toISOString()}::timestamptz`,
    );
    const row = rows[0];
    if (!row) return null;
    return { cardPayment: toView(row), payment: formFor(row, row.contract_number, now) };
  }

  /** Books an approved payment (the caller holds its row lock; it is still PENDING). */
  async function book(
    tx: Tx,
    row: PaymentRow,
    now: Date,
  ): Promise<{ paymentId: number; transactionId: number }> {
    const contract = await queryRows<{ account_type: number }>(
      tx,
      sql`select account_type from accounts where id = ${row.account_id} for update`,
    );
    const prepaid = Number(contract[0]!.account_type) === 1;
    const amount = Number(row.amount_minor);
    const currency = row.currency.trim() as Currency;
    // an initial payment paid meanwhile (by bank) cannot be paid twice: the money is the balance's
    const initial =
      row.purpose === 'INITIAL_PAYMENT' &&
      (
        await queryRows(
          tx,
          sql`select 1 from payment_distributions
              where account_id = ${row.account_id} and target = 'INITIAL_PAYMENT'`,
        )
      ).length === 0;
    const made = await queryRows<{ id: number }>(
      tx,
      sql`insert into payments (kind, payment_date, value_date, amount_minor, currency, reference,
            message, created_at)
          values ('VPOS', (${now.toISOString()}::timestamptz at time zone 'Europe/Sofia')::date,
            (${now.toISOString()}::timestamptz at time zone 'Europe/Sofia')::date, ${amount},
            ${currency}, ${row.order_code}, ${row.purpose}, ${now.toISOString()})
          returning id`,
    );
    const paymentId = Number(made[0]!.id);
    await tx.execute(
      sql`insert into payment_distributions (payment_id, target, account_id, amount_minor, method, created_at)
          values (${paymentId}, ${initial ? 'INITIAL_PAYMENT' : 'CONTRACT'}, ${row.account_id},
            ${amount}, 'AUTO', ${now.toISOString()})`,
    );
    const credit =
      !prepaid && initial ? 'DEPOSIT' : prepaid ? 'PREPAID_MAIN' : 'POSTPAID_RECEIVABLE';
    const posted = await postJournal(tx, {
      type: initial ? 'INITIAL_PAYMENT' : 'TOP_UP',
      businessKey: `card-payment:${row.id}`,
      occurredAt: now,
      description: `card payment ${row.order_code}`,
      refs: { accountId: Number(row.account_id), paymentId, cardPaymentId: row.id },
      lines: [
        { account: { kind: 'CARD_GATEWAY_CLEARING', currency }, amountMinor: amount, currency },
        {
          account: { kind: credit, ownerId: Number(row.account_id), currency },
          amountMinor: -amount,
          currency,
        },
      ],
    });
    // a prepaid top-up is `topup.booked`; an initial payment and a postpaid contract's payment
    // of what it owes are payments received
    if (prepaid && !initial)
      await contractEvent(
        tx,
        Number(row.account_id),
        'topup.booked',
        {
          cardPaymentId: row.id,
          paymentNumber:
            (
              await queryRows<{ number: string }>(
                tx,
                sql`select number from payments where id = ${paymentId}`,
              )
            )[0]?.number ?? null,
          amountMinor: amount,
          currency,
          balance: credit,
        },
        now,
      );
    else
      await paymentsReceived(
        tx,
        [
          {
            paymentId,
            accountId: Number(row.account_id),
            amountMinor: amount,
            target: initial ? 'INITIAL_PAYMENT' : 'CONTRACT',
          },
        ],
        now,
      );
    return { paymentId, transactionId: posted.transactionId };
  }

  /**
   * Applies a gateway message (a result the browser brought back, or a status check's answer).
   * Null when the ORDER is not one of ours: the sales' handler takes it then.
   */
  async function apply(
    kind: 'result' | 'status',
    response: GatewayResponse,
  ): Promise<{ accountId: number; lang: string; state: PaymentRow['state']; id: string } | null> {
    const { fields } = response;
    if (fields.TERMINAL !== gateway.terminal || !fields.ORDER) return null;
    const now = clock.now();
    // most returns are sales': one indexed probe, no transaction, before anything is locked
    const ours = await queryRows(
      db,
      sql`select 1 from contract_card_payments
          where terminal = ${gateway.terminal} and order_code = ${fields.ORDER} limit 1`,
    );
    if (ours.length === 0) return null;
    return db.transaction(async (tx) => {
      const rows = await queryRows<PaymentRow>(
        tx,
        sql`${SELECT_PAYMENT}
            where c.terminal = ${gateway.terminal} and c.order_code = ${fields.ORDER!}
              and c.created_at > ${new Date(now.getTime() - 25 * 3600_000).toISOString()}
            order by c.created_at desc limit 1 for update of c`,
      );
      const row = rows[0];
      if (!row) return null;
      const answered = paymentOutcome({ action: fields.ACTION, rc: fields.RC });
      await logGatewayMessage(tx, {
        attemptId: null,
        kind,
        signatureValid: response.signatureValid,
        outcome: response.signatureValid ? answered : null,
        fields: { ...fields, P_SIGN: fields.P_SIGN ? `${fields.P_SIGN.slice(0, 16)}…` : undefined },
      });
      const view = {
        accountId: Number(row.account_id),
        lang: row.lang,
        state: row.state,
        id: row.id,
      };
      if (!response.signatureValid) return view;
      if (
        parseGatewayAmount(fields.AMOUNT) !== Number(row.amount_minor) ||
        (fields.CURRENCY ?? '') !== row.currency.trim()
      )
        return view;
      if (row.state !== 'PENDING') return view;
      const late =
        kind === 'status' && now.getTime() - new Date(row.created_at).getTime() >= FINAL_AFTER_MS;
      if (answered === 'approved') {
        const booked = await book(tx, row, now);
        await tx.execute(
          sql`update contract_card_payments set state = 'APPROVED', action = ${fields.ACTION ?? null},
                rc = ${fields.RC ?? null}, rrn = ${fields.RRN ?? null}, int_ref = ${fields.INT_REF ?? null},
                payment_id = ${booked.paymentId}, ledger_transaction_id = ${booked.transactionId},
                resolved_at = ${now.toISOString()}
              where id = ${row.id}`,
        );
        return { ...view, state: 'APPROVED' as const };
      }
      if (answered === 'declined' || late) {
        await tx.execute(
          sql`update contract_card_payments set state = 'FAILED', action = ${fields.ACTION ?? null},
                rc = ${fields.RC ?? null}, resolved_at = ${now.toISOString()}
              where id = ${row.id}`,
        );
        return { ...view, state: 'FAILED' as const };
      }
      return view;
    });
  }

  /** Asks the gateway about a payment of the customer's still waiting for its result. */
  async function check(customerId: string, id: string): Promise<CardPayment> {
    const rows = await queryRows<PaymentRow & { customer_id: string }>(
      db,
      sql`${SELECT_PAYMENT} join accounts a on a.id = c.account_id
          join partners p on p.id = a.client_id
          where c.id = ${id} and p.customer_id = ${customerId}`,
    );
    const row = rows[0];
    if (!row) throw new AppError(404, { code: 'selfCare.cardPaymentNotFound' });
    if (row.state === 'PENDING') {
      let response: GatewayResponse;
      try {
        response = await gateway.statusCheck({ orderCode: row.order_code, nonce: newNonce() });
      } catch (error) {
        if (error instanceof GatewayUnavailableError)
          throw new AppError(503, { code: 'selfCare.gatewayUnavailable' });
        throw error;
      }
      await apply('status', response);
    }
    const again = await queryRows<PaymentRow>(db, sql`${SELECT_PAYMENT} where c.id = ${id}`);
    return toView(again[0]!);
  }

  /**
   * Settles the card payments whose customer never came back: each still PENDING 16 minutes after
   * its form (the gateway's answer is final then) is asked about once — approved ones are booked,
   * the rest fail. Stops at the first unreachable gateway (the next sweep tries again).
   */
  async function sweep(
    limit = 200,
    options: { inFlightBefore?: Date } = {},
  ): Promise<{ checked: number; approved: number }> {
    const finalBefore = new Date(clock.now().getTime() - FINAL_AFTER_MS);
    // after a restart: also those in flight when the previous process died (an early answer
    // "still in progress" is not final and changes nothing)
    const before =
      options.inFlightBefore && options.inFlightBefore > finalBefore
        ? options.inFlightBefore
        : finalBefore;
    const due = await queryRows<{ id: string; order_code: string }>(
      db,
      sql`select id, order_code from contract_card_payments
          where state = 'PENDING' and created_at < ${before.toISOString()}
          order by created_at limit ${limit}`,
    );
    let approved = 0;
    let checked = 0;
    for (const row of due) {
      let response: GatewayResponse;
      try {
        response = await gateway.statusCheck({ orderCode: row.order_code, nonce: newNonce() });
      } catch (error) {
        if (error instanceof GatewayUnavailableError) break;
        throw error;
      }
      const applied = await apply('status', response);
      checked += 1;
      if (applied?.state === 'APPROVED') approved += 1;
    }
    return { checked, approved };
  }

  return { overview, start, resume, apply, check, sweep };
}

/**
 * Queue `card-payment.sweep`: every five minutes, one run in the cluster (pg-boss cron), and once
 * at start for what the previous process left in flight. It settles the payments whose customer
 * never came back, and takes over the refunds whose sender died or got no answer (lease ended).
 */
export async function startCardPaymentSweep(
  jobs: Jobs,
  payments: CardPayments,
  logger: Logger,
  refunds?: Pick<CardRefunds, 'sweep'>,
  refundLeaseMs = 0,
  now: () => Date = () => new Date(),
): Promise<void> {
  await jobs.schedule('card-payment.sweep', '*/5 * * * *');
  await jobs.work<{ inFlightBefore?: string }>('card-payment.sweep', async (data) => {
    const inFlightBefore = data?.inFlightBefore ? new Date(data.inFlightBefore) : undefined;
    const result = await payments.sweep(200, { inFlightBefore });
    if (result.checked > 0) logger.info(result, 'pending card payments checked');
    const resent = refunds ? await refunds.sweep() : { resent: 0, done: 0 };
    if (resent.resent > 0) logger.info(resent, 'card refunds taken over and sent again');
  });
  const startedAt = now();
  await jobs.runNow('card-payment.sweep', { inFlightBefore: startedAt.toISOString() });
  // and once more when the leases the previous process held on refunds have surely ended
  if (refunds)
    await jobs.runNow(
      'card-payment.sweep',
      {},
      new Date(startedAt.getTime() + refundLeaseMs + 1_000),
    );
}

export type CardPayments = ReturnType<typeof createCardPayments>;
