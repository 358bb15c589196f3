import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type {
  changeCommissionersBodySchema,
  issueApiKeyBodySchema,
  Partner,
  PartnerApiKey,
  PartnerCreateBody,
  PartnerExportQuery,
  PartnerListItem,
  PartnerListQuery,
  PartnerUpdateBody,
} from '@toll/contract/partners';
import type { ListPage } from '@toll/contract/list-query';
import { can, type AccessContext } from '@toll/domain/access';
import { isValidEik } from '@toll/domain/eik';
import type { Lang } from '@toll/domain/languages';
import {
  checkPartnerTransition,
  normalisePartnerStatus,
  type PartnerStatus,
} from '@toll/domain/partner-status';
import {
  isCommissionerType,
  isSalePartnerType,
  SALES_PARTNER_TYPES,
  vatNumberFor,
  type PartnerType,
} from '@toll/domain/partners';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/access-control';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { issueApiKey } from './api-keys';
import { partnerExportColumns } from './export-columns';
import * as repo from './repo';
// the device register (modules/devices) answers whether a tracker is attached
import { partnerHasTracker } from '../devices/delivery-repo';

export type PartnersDeps = { db: Db; clock: Clock; context: AccessContext };

/** Page size for callers without `partners.loadAll` (admins and accountants load up to 15,000). */
export const SCOPED_PAGE_SIZE = 100;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApiKey(row: repo.ApiKeyRow): PartnerApiKey {
  return {
    id: row.id,
    partnerId: row.partnerId,
    name: row.name,
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

// The CHECK constraints of the table hold the enum columns to these values.
type Stored = Pick<
  Partner,
  'partnerType' | 'status' | 'lang' | 'timeZone' | 'obligationsPeriod' | 'depositCurrency'
>;

function toPartner(
  row: repo.PartnerRow,
  commissioners: repo.CommissionerRow[],
  terminals: repo.TerminalRow[],
  apis?: repo.ApiKeyRow[],
): Partner {
  const { createdAt, updatedAt, statusChangedAt: _changed, ...rest } = row;
  return {
    ...rest,
    ...(rest as unknown as Stored),
    commissioners,
    paymentTerminals: terminals as Partner['paymentTerminals'],
    ...(apis ? { apis: apis.map(toApiKey) } : {}),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** A refused write as its catalogue error (constraints of migration 0012). */
function mapViolation(error: unknown): never {
  const violation = constraintViolation(error);
  switch (violation?.constraint) {
    case 'partners_eik_unique':
      throw new AppError(409, { code: 'contract.uicTaken', field: 'eik' });
    case 'partners_customer_id_unique':
      throw new AppError(409, { code: 'partner.customerIdTaken', field: 'customerId' });
    case 'partners_invoice_range_no_overlap':
      throw new AppError(409, { code: 'partner.invoiceRangeOverlap', field: 'invoiceRangeStart' });
    case 'partner_payment_terminals_unique':
      throw new AppError(409, { code: 'partner.terminalTaken', field: 'paymentTerminals' });
    case 'partner_commissioners_commissioner_type':
    case 'partner_commissioners_not_self':
    case 'partner_commissioners_commissioner_id_partners_id_fk':
      throw new AppError(400, { code: 'partner.notCommissioner', field: 'commissioners' });
    case 'partners_default_vendor_id_partners_id_fk':
      throw new AppError(400, { code: 'partner.invalidVendor', field: 'defaultVendorId' });
    case 'partners_status_transition':
      throw new AppError(409, { code: 'common.conflict' });
    case 'partners_status_reason':
      throw new AppError(400, { code: 'validation.reasonRequired', field: 'reason' });
    default:
      throw error;
  }
}

/** A refused status change: a move the table lacks is a conflict, a missing input a field error. */
function statusRefusal(code: string, from: string, to: string): AppError {
  if (code === 'partner.invalidStatusTransition')
    return new AppError(409, { code, params: { from, to } });
  const field = code === 'validation.reasonRequired' ? 'reason' : 'confirmed';
  return new AppError(400, { code, field });
}

type Editable = Omit<PartnerCreateBody, 'commissioners' | 'paymentTerminals'>;

function columnsOf(body: Editable): Omit<repo.PartnerInsert, 'id'> {
  return { ...body, vatNumber: vatNumberFor(body.eik) };
}

export function createPartnerService(deps: PartnersDeps) {
  const { db, clock, context } = deps;

  async function load(tx: Executor, id: number, withApis = false): Promise<Partner> {
    const row = await repo.findPartner(tx, id);
    if (!row) throw new AppError(404, { code: 'partner.notFound' });
    const [commissioners, terminals, apis] = await Promise.all([
      repo.commissionersOf(tx, id),
      repo.terminalsOf(tx, id),
      withApis ? repo.apiKeysOf(tx, [id]) : undefined,
    ]);
    return toPartner(row, commissioners, terminals, apis);
  }

  /** Commissioners must be commissioners (and not the partner); the vendor a seller. */
  async function checkLinks(
    tx: Executor,
    id: number | null,
    commissioners: readonly { commissionerId: number }[] | undefined,
    vendorId: number | null | undefined,
  ) {
    const ids = (commissioners ?? []).map((c) => c.commissionerId);
    const types = await repo.typesOf(tx, [...ids, ...(vendorId ? [vendorId] : [])]);
    for (const [i, cid] of ids.entries()) {
      const found = types.get(cid);
      if (cid === id || !found || !isCommissionerType(found.type as PartnerType))
        throw new AppError(400, {
          code: 'partner.notCommissioner',
          field: `commissioners.${i}.commissionerId`,
        });
    }
    if (new Set(ids).size !== ids.length)
      throw new AppError(400, { code: 'partner.notCommissioner', field: 'commissioners' });
    if (vendorId) {
      const vendor = types.get(vendorId);
      if (vendorId === id || !vendor || !isSalePartnerType(vendor.type as PartnerType))
        throw new AppError(400, { code: 'partner.invalidVendor', field: 'defaultVendorId' });
    }
  }

  async function create(
    body: PartnerCreateBody,
    actor: Actor,
    action = 'partner.create',
  ): Promise<Partner> {
    try {
      return await db.transaction(async (tx) => {
        await checkLinks(tx, null, body.commissioners, body.defaultVendorId);
        if (await repo.eikTaken(tx, body.eik))
          throw new AppError(409, { code: 'contract.uicTaken', field: 'eik' });
        const { commissioners, paymentTerminals, ...fields } = body;
        const row = await repo.insertPartner(tx, { ...columnsOf(fields), status: 'ACTIVE' });
        await repo.replaceCommissioners(tx, row.id, commissioners ?? []);
        await repo.replaceTerminals(tx, row.id, paymentTerminals);
        const after = await load(tx, row.id);
        await audit(tx, actor, { action, entity: 'partner', entityId: row.id, after });
        return after;
      });
    } catch (error) {
      return mapViolation(error);
    }
  }

  /** Runs a change of a partner at the version the caller read; 409 when someone was first. */
  async function change(
    id: number,
    version: number,
    actor: Actor,
    action: string,
    work: (tx: Executor, before: Partner) => Promise<Partial<repo.PartnerInsert>>,
  ): Promise<Partner> {
    try {
      return await db.transaction(async (tx) => {
        const locked = await repo.findPartner(tx, id, true);
        if (!locked) throw new AppError(404, { code: 'partner.notFound' });
        if (locked.version !== version) throw new AppError(409, { code: 'partner.staleVersion' });
        const before = await load(tx, id);
        const values = await work(tx, before);
        const updated = await repo.updatePartner(tx, id, version, values, clock.now());
        if (!updated) throw new AppError(409, { code: 'partner.staleVersion' });
        const after = await load(tx, id);
        await audit(tx, actor, { action, entity: 'partner', entityId: id, before, after });
        return after;
      });
    } catch (error) {
      return mapViolation(error);
    }
  }

  function update(
    id: number,
    body: PartnerUpdateBody,
    actor: Actor,
    action = 'partner.update',
  ): Promise<Partner> {
    const { version, commissioners, paymentTerminals, ...fields } = body;
    return change(id, version, actor, action, async (tx, before) => {
      if (
        isCommissionerType(before.partnerType) &&
        !isCommissionerType(fields.partnerType) &&
        (await repo.isCommissionerOfOthers(tx, id))
      )
        throw new AppError(409, { code: 'partner.commissionerInUse', field: 'partnerType' });
      await checkLinks(tx, id, commissioners, fields.defaultVendorId);
      if (await repo.eikTaken(tx, fields.eik, id))
        throw new AppError(409, { code: 'contract.uicTaken', field: 'eik' });
      if (commissioners) await repo.replaceCommissioners(tx, id, commissioners);
      await repo.replaceTerminals(tx, id, paymentTerminals);
      return columnsOf(fields);
    });
  }

  async function changeStatus(
    id: number,
    to: PartnerStatus,
    body: { version: number; reason?: string; confirmed: boolean },
    actor: Actor,
  ) {
    const partner = await change(id, body.version, actor, `partner.status.${to}`, (_tx, before) => {
      const from = normalisePartnerStatus(before.status);
      const check = from
        ? checkPartnerTransition(from, to, { reason: body.reason, confirmed: body.confirmed })
        : ({ ok: false, code: 'partner.invalidStatusTransition' } as const);
      if (!check.ok) throw statusRefusal(check.code, before.status, to);
      return Promise.resolve({
        status: to,
        statusReason: body.reason?.trim() || null,
        statusChangedAt: clock.now(),
      });
    });
    const key = to === 'SUSPENDED' ? 'success.partnerSuspended' : 'success.partnerActivated';
    return { message: translator(actor.lang)(key), partner };
  }

  // Serialised list answers by register revision and query (the admins' 15,000-row list is read
  // far more often than the register changes); a change anywhere bumps the revision.
  const cache = new Map<string, { etag: string; body: Buffer }>();
  const CACHE_ENTRIES = 8;

  async function list(
    principal: Principal,
    query: PartnerListQuery,
  ): Promise<ListPage<PartnerListItem>> {
    if (query.showApis && !can(principal, 'partners.apis.view', context))
      throw new AppError(403, { code: 'common.forbidden' });
    // decision: admins and accountants load up to 15,000 rows (spec §6); the other partner
    // readers (customer roles) page through the same list SCOPED_PAGE_SIZE rows at a time.
    const pageSize = can(principal, 'partners.loadAll', context)
      ? query.pageSize
      : Math.min(query.pageSize, SCOPED_PAGE_SIZE);
    const { rows, total } = await repo.listPartners(db, {
      ...query,
      pageSize,
      withApis: query.showApis,
    });
    const keys = query.showApis
      ? await repo.apiKeysOf(
          db,
          rows.map((r) => r.id),
        )
      : [];
    const items = rows.map((r) => {
      const item: PartnerListItem = {
        ...r,
        ...(r as unknown as Pick<PartnerListItem, 'partnerType' | 'status'>),
        createdAt: r.createdAt.toISOString(),
      };
      if (query.showApis) item.apis = keys.filter((k) => k.partnerId === r.id).map(toApiKey);
      return item;
    });
    return { items, total, page: query.page, pageSize };
  }

  return {
    list,

    /**
     * The list as JSON text with an ETag: from the process's cache while the register's revision
     * is unchanged (showApis answers, which depend on keys, are never cached).
     */
    async listJson(principal: Principal, query: PartnerListQuery) {
      if (query.showApis) {
        const body = Buffer.from(JSON.stringify(await list(principal, query)));
        return { etag: null, body };
      }
      const pageSize = can(principal, 'partners.loadAll', context)
        ? query.pageSize
        : Math.min(query.pageSize, SCOPED_PAGE_SIZE);
      const revision = await repo.listRevision(db);
      const key = JSON.stringify([revision, { ...query, pageSize }]);
      const hit = cache.get(key);
      if (hit) return hit;
      const { json, total } = await repo.listPartnersJson(db, { ...query, pageSize });
      // kept encoded: a cached answer is written to the socket as it is
      const body = Buffer.concat([
        Buffer.from('{"items":'),
        json,
        Buffer.from(`,"total":${total},"page":${query.page},"pageSize":${pageSize}}`),
      ]);
      const etag = `"p${revision}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      const entry = { etag, body };
      cache.set(key, entry);
      return entry;
    },

    get(principal: Principal, id: number): Promise<Partner> {
      return load(db, id, can(principal, 'partners.apis.view', context));
    },

    create,
    update,

    createSalesPartner(body: PartnerCreateBody, actor: Actor) {
      return create(body, actor, 'partner.createSalesPartner');
    },

    async updateSalesPartner(id: number, body: PartnerUpdateBody, actor: Actor) {
      const row = await repo.findPartner(db, id);
      if (!row) throw new AppError(404, { code: 'partner.notFound' });
      if (!(SALES_PARTNER_TYPES as readonly string[]).includes(row.partnerType))
        throw new AppError(400, { code: 'partner.notSalesPartner' });
      return update(id, body, actor, 'partner.updateSalesPartner');
    },

    changeCommissioners(body: z.infer<typeof changeCommissionersBodySchema>, actor: Actor) {
      return change(body.partnerId, body.version, actor, 'partner.commissioners', async (tx) => {
        await checkLinks(tx, body.partnerId, body.commissioners, null);
        await repo.replaceCommissioners(tx, body.partnerId, body.commissioners);
        return {};
      });
    },

    suspend(
      id: number,
      body: { version: number; reason: string; confirmed: boolean },
      actor: Actor,
    ) {
      return changeStatus(id, 'SUSPENDED', body, actor);
    },

    reactivate(id: number, body: { version: number; confirmed: boolean }, actor: Actor) {
      return changeStatus(id, 'ACTIVE', body, actor);
    },

    salePartnersAndCommissioners: () => repo.partnerRefs(db, SALES_PARTNER_TYPES),
    salePartnersAndTollCustomers: () =>
      repo.partnerRefs(db, ['SALE_PARTNER', 'SALE_PARTNER_AND_COMMISSIONER', 'TOLL_CUSTOMER']),
    /** Candidates for a default vendor (automatic fee charging): active sellers. */
    vendors: () => repo.partnerRefs(db, ['SALE_PARTNER', 'SALE_PARTNER_AND_COMMISSIONER'], true),
    withAvailableIbans: () => repo.partnersWithIbans(db),
    async destinationIbans() {
      const partners = await repo.partnersWithIbans(db);
      return partners.flatMap((p) =>
        p.ibans.map((iban) => ({ iban, partnerId: p.id, partnerName: p.name })),
      );
    },
    recipientIbans: () => repo.recipientIbans(db),
    paymentTerminalContexts: async () =>
      (await repo.paymentTerminalContexts(db)) as {
        id: number;
        partnerId: number;
        partnerName: string;
        provider: 'BORICA' | 'DSK';
        terminalId: string;
      }[],

    async isEikDuplicated(eik: string, excludeId?: number) {
      if (!isValidEik(eik)) throw new AppError(400, { code: 'validation.invalidEik', field: 'id' });
      return { duplicated: await repo.eikTaken(db, eik, excludeId) };
    },

    /**
     * Whether a customer's partner has a tracker attached to one of its vehicles now (the device
     * register of modules/devices); an unknown customer number is 404.
     */
    async isTrackerAttached(customerId: string) {
      const partner = await repo.partnerByCustomerId(db, customerId);
      if (!partner) throw new AppError(404, { code: 'partner.notFound' });
      return { attached: await partnerHasTracker(db, partner.id) };
    },

    async issueApiKey(
      principal: Principal,
      body: z.infer<typeof issueApiKeyBodySchema>,
      actor: Actor,
    ) {
      return db.transaction(async (tx) => {
        if (!(await repo.findPartner(tx, body.partnerId)))
          throw new AppError(404, { code: 'partner.notFound' });
        const { key, row } = await issueApiKey(tx, {
          partnerId: body.partnerId,
          name: body.name,
          createdBy: principal.id,
          now: clock.now(),
        });
        const apiKey = toApiKey(row);
        await audit(tx, actor, {
          action: 'partner.apiKey.issue',
          entity: 'partner',
          entityId: body.partnerId,
          after: { apiKey },
        });
        return { ...apiKey, key };
      });
    },

    async revokeApiKey(keyId: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await repo.findApiKey(tx, keyId);
        if (!before) throw new AppError(404, { code: 'partner.apiKeyNotFound' });
        const row = (await repo.revokeApiKey(tx, keyId, clock.now())) ?? before;
        const apiKey = toApiKey(row);
        await audit(tx, actor, {
          action: 'partner.apiKey.revoke',
          entity: 'partner',
          entityId: row.partnerId,
          before: { apiKey: toApiKey(before) },
          after: { apiKey },
        });
        return { message: translator(actor.lang)('success.apiKeyRevoked'), apiKey };
      });
    },

    /** GET /partners/export: the current filter streamed as CSV or XLSX, in the caller's language. */
    export(query: PartnerExportQuery, lang: Lang) {
      return listExport({
        format: query.format,
        baseName: 'partners',
        sheetName: translator(lang, 'exports')('partners.sheet'),
        rows: keysetChunks<repo.PartnerExportRow>((after, limit) =>
          repo.exportChunk(db, query, after, limit),
        ),
        columns: partnerExportColumns(lang),
      });
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
