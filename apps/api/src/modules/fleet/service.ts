import { sql, type SQL } from 'drizzle-orm';
import type {
  FleetContract,
  FleetDailySummary,
  FleetTransactionsQuery,
} from '@toll/contract/fleet';
import { formatDocumentNumber } from '@toll/domain/invoicing';
import { ledgerCurrencyAt } from '@toll/domain/ledger';
import { parsePlainDate } from '@toll/domain/plain-date';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Clock } from '../../platform/clock';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

/**
 * The fleet API's reads (issue #36): everything is of the key's client only — each query is
 * bounded by `client_id` (or by a contract checked to be the client's), so another client's id
 * answers 404 like an id that does not exist.
 */
export type FleetReadDeps = { db: Executor; clock: Clock };

const iso = (v: Date | string) => new Date(v).toISOString();

/** The client's contract, or 404 `contract.notFound` (another client's is not revealed). */
export async function ownContractId(db: Executor, clientId: number, id: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from accounts where id = ${id} and client_id = ${clientId}`,
  );
  if (!rows[0]) throw new AppError(404, { code: 'contract.notFound' });
  return Number(rows[0].id);
}

/** A transactions cursor: the last row's exit time and id, opaque to callers. */
export function encodeCursor(exitAt: string, id: number): string {
  return Buffer.from(`${exitAt}|${id}`).toString('base64url');
}
export function decodeCursor(cursor: string): { exitAt: string; id: number } {
  const [exitAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!exitAt || !id || Number.isNaN(Date.parse(exitAt)) || !/^\d{1,18}$/.test(id))
    throw new AppError(400, { code: 'fleet.invalidCursor', field: 'cursor' });
  return { exitAt, id: Number(id) };
}

export function createFleetReads(deps: FleetReadDeps) {
  const { db, clock } = deps;

  async function contracts(clientId: number, onlyId?: number): Promise<FleetContract[]> {
    const currency = ledgerCurrencyAt(clock.now());
    const rows = await queryRows<{
      id: number;
      number: string;
      account_type: number;
      status: string;
      deposit_minor: string;
      limit_eur: string;
      limit_bgn: string;
      low_balance_percent: number | null;
      main: string | null;
      secondary: string | null;
      owed: string | null;
      deposit_held: string | null;
    }>(
      db,
      sql`select a.id, a.number, a.account_type, a.status, a.deposit_minor,
            a.credit_limit_bg_toll_eur_minor as limit_eur, a.credit_limit_bg_toll_bgn_minor as limit_bgn,
            a.low_balance_percent,
            (select l.normal_side * l.balance_minor from ledger_accounts l where l.owner_id = a.id
               and l.kind = 'PREPAID_MAIN' and l.currency = ${currency}) as main,
            (select l.normal_side * l.balance_minor from ledger_accounts l where l.owner_id = a.id
               and l.kind = 'PREPAID_SECONDARY' and l.currency = ${currency}) as secondary,
            (select l.normal_side * l.balance_minor from ledger_accounts l where l.owner_id = a.id
               and l.kind = 'POSTPAID_RECEIVABLE' and l.currency = ${currency}) as owed,
            (select l.normal_side * l.balance_minor from ledger_accounts l where l.owner_id = a.id
               and l.kind = 'DEPOSIT' and l.currency = ${currency}) as deposit_held
          from accounts a where a.client_id = ${clientId}
          ${onlyId === undefined ? sql`` : sql`and a.id = ${onlyId}`}
          order by a.id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      number: r.number,
      type: Number(r.account_type) === 1 ? ('PREPAID' as const) : ('POSTPAID' as const),
      status: r.status,
      balances: {
        currency,
        prepaidMainMinor: Number(r.main ?? 0),
        prepaidSecondaryMinor: Number(r.secondary ?? 0),
        postpaidDueMinor: Number(r.owed ?? 0),
        creditLimitMinor: Number(currency === 'EUR' ? r.limit_eur : r.limit_bgn),
        depositMinor: r.deposit_held === null ? Number(r.deposit_minor) : Number(r.deposit_held),
        lowBalancePercent: r.low_balance_percent === null ? null : Number(r.low_balance_percent),
      },
    }));
  }

  return {
    contracts,

    async contract(clientId: number, id: number): Promise<FleetContract> {
      const [one] = await contracts(clientId, id);
      if (!one) throw new AppError(404, { code: 'contract.notFound' });
      return one;
    },

    async vehicles(clientId: number, contractId?: number) {
      const units = await queryRows<{
        id: number;
        account_id: number;
        country_code: string;
        plate: string;
        status: string;
        vehicle_type: string;
        total_axles: number;
        emission_class: number;
      }>(
        db,
        sql`select u.id, u.account_id, u.country_code, u.plate, u.status, u.vehicle_type,
              u.total_axles, u.emission_class
            from account_units u join accounts a on a.id = u.account_id
            where a.client_id = ${clientId}
            ${contractId === undefined ? sql`` : sql`and a.id = ${await ownContractId(db, clientId, contractId)}`}
            order by u.account_id, u.id`,
      );
      const devices = await queryRows<{
        unit_id: number;
        number: string;
        serial_number: string;
        inventory_type: string;
        status: string;
        attached_at: Date | string;
      }>(
        db,
        sql`select t.unit_id, d.number, d.serial_number, d.inventory_type, d.status, t.attached_at
            from device_attachments t join devices d on d.id = t.device_id
            join accounts a on a.id = t.account_id
            where a.client_id = ${clientId} and t.detached_at is null
            order by t.id`,
      );
      return {
        items: units.map((u) => ({
          id: Number(u.id),
          contractId: Number(u.account_id),
          countryCode: u.country_code.trim(),
          plate: u.plate,
          status: u.status,
          vehicleType: u.vehicle_type,
          totalAxles: Number(u.total_axles),
          emissionClass: Number(u.emission_class),
          devices: devices
            .filter((d) => Number(d.unit_id) === Number(u.id))
            .map((d) => ({
              number: d.number,
              serialNumber: d.serial_number,
              type: d.inventory_type,
              status: d.status,
              attachedAt: iso(d.attached_at),
            })),
        })),
      };
    },

    /**
     * The client's toll transactions, newest first, by keyset on (exit time, id): each page is
     * one index range scan of the contract's rows however deep the caller pages.
     */
    async transactions(clientId: number, q: FleetTransactionsQuery) {
      const where: SQL[] = [];
      const plate = q.plate ? q.plate.toUpperCase().replace(/[\s-]/g, '') : null;
      if (plate) where.push(sql`t.plate = ${plate}`);
      if (q.segment) where.push(sql`t.segment_id = ${q.segment}`);
      if (q.from) where.push(sql`t.exit_at >= ${iso(q.from)}::timestamptz`);
      if (q.to) where.push(sql`t.exit_at < ${iso(q.to)}::timestamptz`);
      if (q.cursor) {
        const c = decodeCursor(q.cursor);
        where.push(sql`(t.exit_at, t.id) < (${c.exitAt}::timestamptz, ${c.id})`);
      }
      const contractId =
        q.contractId === undefined ? null : await ownContractId(db, clientId, q.contractId);
      const columns = sql`t.id, t.transaction_id, t.account_id, t.plate, t.device_id, t.segment_id,
        t.entry_at, t.exit_at, t.km, t.category, t.amount_minor, t.currency, t.status`;
      const order = sql`order by t.exit_at desc, t.id desc limit ${q.limit + 1}`;
      const filters = where.length > 0 ? sql` and ${sql.join(where, sql` and `)}` : sql``;
      // One contract, or one vehicle (the plate's index gives its order): a single range scan.
      // A whole fleet: each contract's next page by its own index range, merged, so a page costs
      // contracts × page rows however many transactions the fleet has (bench/fleet-transactions.ts).
      const query =
        contractId !== null
          ? sql`select ${columns} from toll_transactions t
                where t.account_id = ${contractId}${filters} ${order}`
          : plate
            ? sql`select ${columns} from toll_transactions t
                  where t.account_id in (select id from accounts where client_id = ${clientId})${filters}
                  ${order}`
            : sql`select ${columns} from accounts a cross join lateral (
                    select ${columns} from toll_transactions t
                    where t.account_id = a.id${filters} ${order}) t
                  where a.client_id = ${clientId} ${order}`;
      const rows = await queryRows<{
        id: number;
        transaction_id: string;
        account_id: number;
        plate: string;
        device_id: string | null;
        segment_id: string;
        entry_at: Date | string;
        exit_at: Date | string;
        km: string;
        category: string;
        amount_minor: string;
        currency: string;
        status: string;
      }>(db, query);
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      return {
        items: page.map((r) => ({
          transactionId: r.transaction_id,
          contractId: Number(r.account_id),
          plate: r.plate,
          deviceId: r.device_id,
          segmentId: r.segment_id,
          entryAt: iso(r.entry_at),
          exitAt: iso(r.exit_at),
          km: Number(r.km),
          category: r.category,
          amountMinor: Number(r.amount_minor),
          currency: r.currency.trim(),
          status: r.status,
        })),
        nextCursor:
          rows.length > q.limit && last ? encodeCursor(iso(last.exit_at), Number(last.id)) : null,
      };
    },

    /** Per Sofia day and contract: how many tolls, how much, how far, how many vehicles. */
    async dailySummary(
      clientId: number,
      q: { from: string; to: string; contractId?: number },
    ): Promise<FleetDailySummary> {
      const from = parsePlainDate(q.from);
      const to = parsePlainDate(q.to);
      if (!from) throw new AppError(400, { code: 'validation.invalidDate', field: 'from' });
      if (!to) throw new AppError(400, { code: 'validation.invalidDate', field: 'to' });
      const start = startOfSofiaDay(from);
      const end = nextSofiaMidnight(to);
      if (end.getTime() <= start.getTime() || end.getTime() - start.getTime() > 93 * 86_400_000)
        throw new AppError(400, { code: 'fleet.rangeTooLong', field: 'to', params: { days: 92 } });
      const contract =
        q.contractId === undefined
          ? sql`t.account_id in (select id from accounts where client_id = ${clientId})`
          : sql`t.account_id = ${await ownContractId(db, clientId, q.contractId)}`;
      const rows = await queryRows<{
        day: string;
        account_id: number;
        currency: string;
        n: number;
        amount: string;
        km: string;
        vehicles: number;
      }>(
        db,
        sql`select (t.exit_at at time zone 'Europe/Sofia')::date::text as day, t.account_id,
              t.currency, count(*)::int as n, sum(t.amount_minor) as amount, sum(t.km) as km,
              count(distinct t.plate)::int as vehicles
            from toll_transactions t
            where ${contract} and t.status = 'POSTED'
              and t.exit_at >= ${start.toISOString()}::timestamptz
              and t.exit_at < ${end.toISOString()}::timestamptz
            group by 1, 2, 3 order by 1, 2, 3`,
      );
      return {
        items: rows.map((r) => ({
          day: r.day,
          contractId: Number(r.account_id),
          currency: r.currency.trim(),
          transactions: Number(r.n),
          amountMinor: Number(r.amount),
          km: Number(r.km),
          vehicles: Number(r.vehicles),
        })),
      };
    },

    async invoices(clientId: number, q: { contractId?: number; from?: string; to?: string }) {
      const where: SQL[] = [sql`a.client_id = ${clientId}`];
      if (q.contractId !== undefined)
        where.push(sql`i.account_id = ${await ownContractId(db, clientId, q.contractId)}`);
      if (q.from) where.push(sql`i.issued_on >= ${q.from}::date`);
      if (q.to) where.push(sql`i.issued_on <= ${q.to}::date`);
      const rows = await queryRows<{
        id: number;
        number: string;
        document_type: string;
        issued_on: string;
        account_id: number;
        currency: string;
        net_minor: string;
        vat_minor: string;
        gross_minor: string;
        status: string;
        related_invoice_id: number | null;
      }>(
        db,
        sql`select i.id, i.number, i.document_type, i.issued_on::text as issued_on, i.account_id,
              i.currency, i.net_minor, i.vat_minor, i.gross_minor, i.status, i.related_invoice_id
            from invoices i join accounts a on a.id = i.account_id
            where ${sql.join(where, sql` and `)}
            order by i.issued_on desc, i.id desc limit 1000`,
      );
      return {
        items: rows.map((r) => ({
          id: Number(r.id),
          number: formatDocumentNumber(Number(r.number)),
          documentType: r.document_type,
          issuedOn: r.issued_on,
          contractId: Number(r.account_id),
          currency: r.currency.trim(),
          netMinor: Number(r.net_minor),
          vatMinor: Number(r.vat_minor),
          grossMinor: Number(r.gross_minor),
          status: r.status,
          relatedInvoiceId: r.related_invoice_id === null ? null : Number(r.related_invoice_id),
        })),
      };
    },

    /** The invoice's id when it is the client's; 404 `invoice.notFound` otherwise. */
    async ownInvoiceId(clientId: number, id: number): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select i.id from invoices i join accounts a on a.id = i.account_id
            where i.id = ${id} and a.client_id = ${clientId}`,
      );
      if (!rows[0]) throw new AppError(404, { code: 'invoice.notFound' });
      return Number(rows[0].id);
    },

    async payments(clientId: number, q: { contractId?: number; from?: string; to?: string }) {
      const where: SQL[] = [sql`a.client_id = ${clientId}`, sql`not p.annulled`];
      if (q.contractId !== undefined)
        where.push(sql`d.account_id = ${await ownContractId(db, clientId, q.contractId)}`);
      if (q.from) where.push(sql`p.payment_date >= ${q.from}::date`);
      if (q.to) where.push(sql`p.payment_date <= ${q.to}::date`);
      const rows = await queryRows<{
        id: number;
        number: string | null;
        kind: string;
        account_id: number;
        payment_date: string;
        amount_minor: string;
        currency: string;
        target: string;
      }>(
        db,
        sql`select d.id, p.number, p.kind, d.account_id, p.payment_date::text as payment_date,
              d.amount_minor, p.currency, d.target
            from payment_distributions d join payments p on p.id = d.payment_id
            join accounts a on a.id = d.account_id
            where ${sql.join(where, sql` and `)}
            order by p.payment_date desc, d.id desc limit 1000`,
      );
      return {
        items: rows.map((r) => ({
          id: Number(r.id),
          number: r.number,
          kind: r.kind,
          contractId: Number(r.account_id),
          paymentDate: r.payment_date,
          amountMinor: Number(r.amount_minor),
          currency: r.currency.trim(),
          target: r.target,
        })),
      };
    },
  };
}

export type FleetReads = ReturnType<typeof createFleetReads>;
