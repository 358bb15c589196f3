import type {
  ClientAddress,
  ClientAddressInput,
  DetailedReport,
  DetailedReportExportQuery,
  DetailedReportQuery,
  DetailedReportRow,
} from '@toll/contract/clients';
import type { Lang } from '@toll/domain/languages';
import { parsePlainDate } from '@toll/domain/plain-date';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import * as store from './clients-repo';
import * as repo from './repo';

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

  const toAddress = (row: store.AddressRow, used: number): ClientAddress => ({
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
    const row = await store.findAddress(exec, c.partnerId, id, lock);
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
      const rows = await store.addressesOf(db, c.partnerId);
      const used = await store.addressUsage(db, rows.map((r) => r.id)); // prettier-ignore
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
          const row = await store.insertAddress(tx, { ...input, clientId: c.partnerId });
          const after = toAddress(row, 0);
          await audit(tx, actor, { action: 'client.address.add', entity: 'client-address', entityId: row.id, after }); // prettier-ignore
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
          const row = await store.updateAddress(tx, id, { ...input, version: version + 1, updatedAt: clock.now() }); // prettier-ignore
          const used = (await store.addressUsage(tx, [id])).get(id) ?? 0;
          const after = toAddress(row, used);
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
          if (((await store.addressUsage(tx, [id])).get(id) ?? 0) > 0)
            throw new AppError(409, { code: 'client.addressInUse' });
          await store.deleteAddress(tx, id);
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
        store.reportRows(db, where, null, pageSize, (page - 1) * pageSize),
        store.reportTotals(db, where),
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
        rows: keysetChunks<DetailedReportRow>((after, limit) =>
          store.reportRows(db, where, after, limit, 0),
        ),
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
    return { clientId: c.partnerId, start, end, accountId: query.accountId };
  }
}

export type ClientService = ReturnType<typeof createClientService>;
