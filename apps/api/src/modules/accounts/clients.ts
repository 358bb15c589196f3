import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ClientAddress,
  ClientAddressInput,
  DetailedReport,
  DetailedReportExportQuery,
  DetailedReportQuery,
  DetailedReportRow,
} from '@toll/contract/clients';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@toll/domain/ledger';
import type { Lang } from '@toll/domain/languages';
import { parsePlainDate } from '@toll/domain/plain-date';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import { accountUnits, clientAddresses } from '../../db/schema/customers';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import * as repo from './repo';

type AddressRow = typeof clientAddresses.$inferSelect;

/** The customer's own balances in the ledger (contract-owned accounts). */
const CONTRACT_KINDS = (Object.keys(LEDGER_ACCOUNT_KINDS) as LedgerAccountKind[]).filter(
  (kind) => LEDGER_ACCOUNT_KINDS[kind].owner === 'contract',
);

/**
 * The client screen's server half (spec §2 "clients"): the client's addresses (the registered one
 * from its record, the others in `client_addresses`; a vehicle's shipping address is one of them)
 * and the detailed report — every booking on the client's contracts in a period, from the ledger,
 * on screen page by page or as CSV/XLSX.
 */
export function createClientService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function client(exec: Executor, customerId: string) {
    const row = await repo.findClientByCustomerId(exec, customerId);
    if (!row) throw new AppError(404, { code: 'contract.clientNotFound' });
    return row;
  }

  async function usage(exec: Executor, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await exec
      .select({ id: accountUnits.shippingAddressId, n: count() })
      .from(accountUnits)
      .where(
        and(inArray(accountUnits.shippingAddressId, [...ids]), eq(accountUnits.status, 'ACTIVE')),
      ) // prettier-ignore
      .groupBy(accountUnits.shippingAddressId);
    return new Map(rows.map((r) => [r.id!, r.n]));
  }

  const toAddress = (row: AddressRow, used: number): ClientAddress => ({
    id: row.id,
    kind: row.kind as ClientAddress['kind'],
    recipient: row.recipient,
    countryCode: row.countryCode,
    city: row.city,
    postalCode: row.postalCode,
    street: row.street,
    phone: row.phone,
    usedByVehicles: used,
    version: row.version,
  });

  async function ownAddress(exec: Executor, customerId: string, id: number, lock = false) {
    const c = await client(exec, customerId);
    const query = exec
      .select()
      .from(clientAddresses)
      .where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, c.partnerId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, { code: 'client.addressNotFound' });
    return row;
  }

  const mapViolation = (error: unknown): never => {
    const violation = constraintViolation(error);
    if (violation?.code === '23503' && violation.constraint?.includes('country'))
      throw new AppError(400, { code: 'validation.invalidCountry', field: 'countryCode' });
    if (violation?.constraint === 'account_units_shipping_address')
      throw new AppError(409, { code: 'client.addressInUse' });
    throw error;
  };

  return {
    async addresses(customerId: string): Promise<ClientAddress[]> {
      const c = await client(db, customerId);
      const rows = await db
        .select()
        .from(clientAddresses)
        .where(eq(clientAddresses.clientId, c.partnerId))
        .orderBy(asc(clientAddresses.id));
      const used = await usage(db, rows.map((r) => r.id)); // prettier-ignore
      const registered: ClientAddress = {
        id: null,
        kind: 'REGISTERED',
        recipient: c.name,
        countryCode: c.countryCode,
        city: c.city,
        postalCode: c.postalCode,
        street: c.street,
        phone: null,
        usedByVehicles: 0,
        version: null,
      };
      return [registered, ...rows.map((r) => toAddress(r, used.get(r.id) ?? 0))];
    },

    async addAddress(customerId: string, input: ClientAddressInput, actor: Actor) {
      try {
        return await db.transaction(async (tx) => {
          const c = await client(tx, customerId);
          const [row] = await tx.insert(clientAddresses).values({ ...input, clientId: c.partnerId }).returning(); // prettier-ignore
          const after = toAddress(row!, 0);
          await audit(tx, actor, { action: 'client.address.add', entity: 'client-address', entityId: row!.id, after }); // prettier-ignore
          return after;
        });
      } catch (error) {
        return mapViolation(error);
      }
    },

    async changeAddress(
      customerId: string,
      id: number,
      body: ClientAddressInput & { version: number },
      actor: Actor,
    ) {
      const { version, ...input } = body;
      try {
        return await db.transaction(async (tx) => {
          const before = await ownAddress(tx, customerId, id, true);
          if (before.version !== version) throw new AppError(409, { code: 'client.staleVersion' });
          const [row] = await tx
            .update(clientAddresses)
            .set({ ...input, version: version + 1, updatedAt: clock.now() })
            .where(eq(clientAddresses.id, id))
            .returning();
          const used = (await usage(tx, [id])).get(id) ?? 0;
          const after = toAddress(row!, used);
          await audit(tx, actor, { action: 'client.address.change', entity: 'client-address', entityId: id, before: toAddress(before, used), after }); // prettier-ignore
          return after;
        });
      } catch (error) {
        return mapViolation(error);
      }
    },

    async removeAddress(customerId: string, id: number, actor: Actor) {
      try {
        return await db.transaction(async (tx) => {
          const before = await ownAddress(tx, customerId, id, true);
          if (((await usage(tx, [id])).get(id) ?? 0) > 0)
            throw new AppError(409, { code: 'client.addressInUse' });
          await tx.delete(clientAddresses).where(eq(clientAddresses.id, id));
          await audit(tx, actor, { action: 'client.address.remove', entity: 'client-address', entityId: id, before: toAddress(before, 0) }); // prettier-ignore
          return { deleted: true as const };
        });
      } catch (error) {
        return mapViolation(error);
      }
    },

    async detailedReport(customerId: string, query: DetailedReportQuery): Promise<DetailedReport> {
      const where = await reportWhere(customerId, query);
      const { page, pageSize } = query;
      const [items, totals] = await Promise.all([
        reportRows(where, null, pageSize, (page - 1) * pageSize),
        queryRows<{ balance: string; currency: string; amount_minor: string | number; n: string | number }> // prettier-ignore
        (
          db,
          sql`select la.kind as balance, e.currency, sum(e.amount_minor * la.normal_side) as amount_minor, count(*) as n
              from ledger_entries e
              join ledger_accounts la on la.id = e.account_id
              join accounts a on a.id = la.owner_id
              where ${where}
              group by la.kind, e.currency order by la.kind, e.currency`,
        ),
      ]);
      return {
        items,
        total: totals.reduce((n, r) => n + Number(r.n), 0),
        page,
        pageSize,
        totals: totals.map((r) => ({ balance: r.balance, currency: r.currency.trim(), amountMinor: Number(r.amount_minor) })), // prettier-ignore
      };
    },

    /** The same rows as CSV or XLSX, read a chunk at a time by keyset (occurred_at, id). */
    async exportDetailedReport(customerId: string, query: DetailedReportExportQuery, lang: Lang) {
      const where = await reportWhere(customerId, query);
      const t = translator(lang, 'exports');
      const columns: ExportColumn<DetailedReportRow>[] = [
        { header: t('clientReport.occurredAt'), value: (r) => r.occurredAt, width: 22 },
        { header: t('clientReport.accountNumber'), value: (r) => r.accountNumber, width: 12 },
        { header: t('clientReport.balance'), value: (r) => t(`ledger.kinds.${r.balance}`), width: 26 }, // prettier-ignore
        { header: t('clientReport.type'), value: (r) => t(`ledger.transactionTypes.${r.type}`), width: 22 }, // prettier-ignore
        { header: t('clientReport.description'), value: (r) => r.description, width: 40 },
        { header: t('clientReport.amount'), value: (r) => r.amountMinor / 100, width: 12 },
        { header: t('clientReport.currency'), value: (r) => r.currency, width: 8 },
      ];
      return listExport({
        format: query.format,
        baseName: `client-${customerId}-${query.from}-${query.to}`,
        sheetName: t('clientReport.sheet'),
        rows: keysetChunks<DetailedReportRow>((after, limit) => reportRows(where, after, limit, 0)),
        columns,
      });
    },
  };

  /** The report's rows: the client's contract balances' entries in the Sofia days from–to. */
  async function reportWhere(
    customerId: string,
    query: { from: string; to: string; accountId?: number },
  ) {
    // prettier-ignore
    const c = await client(db, customerId);
    const from = parsePlainDate(query.from);
    const to = parsePlainDate(query.to);
    if (!from) throw new AppError(400, { code: 'validation.invalidDate', field: 'from' });
    if (!to) throw new AppError(400, { code: 'validation.invalidDate', field: 'to' });
    const start = startOfSofiaDay(from);
    const end = nextSofiaMidnight(to);
    if (end <= start) throw new AppError(400, { code: 'validation.startAfterEnd', field: 'to' });
    return sql`a.client_id = ${c.partnerId}
      and la.kind = any(${sql.param(CONTRACT_KINDS)}::text[])
      and e.occurred_at >= ${start} and e.occurred_at < ${end}
      ${query.accountId ? sql`and a.id = ${query.accountId}` : sql``}`;
  }

  function reportRows(where: SQL, after: DetailedReportRow | null, limit: number, offset: number) {
    const keyset = after
      ? sql`and (e.occurred_at, e.id) > (${new Date(after.occurredAt)}, ${after.entryId})`
      : sql``;
    return queryRows<Record<string, unknown>>(
      db,
      sql`select e.id as entry_id, e.occurred_at, a.id as account_id, a.number as account_number,
            la.kind as balance, t.type, t.description, e.amount_minor * la.normal_side as amount_minor,
            e.currency
          from ledger_entries e
          join ledger_accounts la on la.id = e.account_id
          join accounts a on a.id = la.owner_id
          join ledger_transactions t on t.id = e.transaction_id
          where ${where} ${keyset}
          order by e.occurred_at, e.id
          limit ${limit} offset ${offset}`,
    ).then((list) => list.map(toReportRow));
  }
}

function toReportRow(r: Record<string, unknown>): DetailedReportRow {
  const at = r.occurred_at;
  return {
    entryId: Number(r.entry_id),
    occurredAt: (at instanceof Date ? at : new Date(String(at))).toISOString(),
    accountId: Number(r.account_id),
    accountNumber: String(r.account_number),
    balance: String(r.balance),
    type: String(r.type) as DetailedReportRow['type'],
    description: (r.description as string | null) ?? null,
    amountMinor: Number(r.amount_minor),
    currency: String(r.currency).trim(),
  };
}

export type ClientService = ReturnType<typeof createClientService>;
