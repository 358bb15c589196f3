import type {
  Account,
  AccountCreateBody,
  AccountExportQuery,
  AccountListItem,
  AccountListQuery,
  AccountUpdateBody,
  Client,
  ClientInput,
  ContactInput,
} from '@toll/contract/accounts';
import type { ListPage } from '@toll/contract/list-query';
import type { NotificationSettingsBody } from '@toll/contract/self-care';
import { checkAccountStatusChange, checkPrimaryContact } from '@toll/domain/accounts';
import {
  ACCOUNT_CREATE_DEFAULTS,
  checkCreditLimitChange,
  markSinglePrimary,
} from '@toll/domain/contract-rules';
import type { Lang } from '@toll/domain/languages';
import type { AccountStatus } from '@toll/domain/statuses';
import type { SuccessCode } from '@toll/domain/error-codes';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { enqueueChargingSync } from '../charging-sync/outbox';
import { accountSyncEvent } from './charging-events';
import { contractEvent } from '../fleet/events';
import { accountExportColumns } from './export-columns';
import * as repo from './repo';

export type AccountsDeps = { db: Db; clock: Clock };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The statuses of a refused transition as the caller reads them ("Suspended", "Спрян"). */
export function statusChangeParams(from: string, to: string, lang: Lang) {
  const label = translator(lang, 'exports');
  return { from: label(`statuses.${from}`), to: label(`statuses.${to}`) };
}

/** The message of a database error, or of the error it wraps (drizzle keeps it as the cause). */
function messageOf(error: unknown): string {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { message, cause } = e as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && /account status/.test(message)) return message;
    e = cause;
  }
  return '';
}

/**
 * A refused write as its catalogue error (constraints and triggers of migrations 0015 and 0031).
 * A status change the database refused (a race the service's own check did not see) names both
 * statuses in the caller's language, read from the trigger's message.
 */
export function mapAccountViolation(error: unknown, lang: Lang = 'bg'): never {
  const violation = constraintViolation(error);
  switch (violation?.constraint) {
    case 'accounts_status_transition': {
      const [, from = '', to = ''] = /account status (\w+) cannot change to (\w+)/.exec(messageOf(error)) ?? []; // prettier-ignore
      throw new AppError(409, { code: 'contract.invalidStatusTransition', params: statusChangeParams(from, to, lang) }); // prettier-ignore
    }
    case 'accounts_status_reason':
      throw new AppError(400, { code: 'validation.reasonRequired', field: 'reason' });
    case 'accounts_credit_limit_decrease':
      throw new AppError(400, { code: 'contract.creditLimitDecrease' });
    case 'accounts_active_signed':
      throw new AppError(409, { code: 'contract.notSigned' });
    case 'accounts_signed_once':
      throw new AppError(409, { code: 'contract.alreadySigned' });
    case 'accounts_postpaid_terms':
      throw new AppError(400, { code: 'contract.postpaidTermsRequired' });
    case 'account_contacts_one_primary':
      throw new AppError(400, { code: 'contract.onePrimaryContact', field: 'contacts' });
    case 'clients_identification_unique':
      throw new AppError(409, { code: 'contract.identificationTaken', field: 'customer.identificationNumber' }); // prettier-ignore
    case 'partners_eik_unique':
      throw new AppError(409, { code: 'contract.uicTaken', field: 'customer.identificationNumber' }); // prettier-ignore
    case 'accounts_default_contragent_id_partners_id_fk':
      throw new AppError(400, { code: 'partner.notFound', field: 'defaultContragentId' });
    case 'clients_country_code_countries_code_fk':
      throw new AppError(400, { code: 'validation.invalidCountry', field: 'customer.countryCode' }); // prettier-ignore
    case 'account_units_active_plate':
      throw new AppError(409, { code: 'contract.plateOnActiveContract', params: { plate: '' } });
    case 'account_units_account_open':
      throw new AppError(409, { code: 'contract.closedForChanges' });
    case 'account_units_closed':
      throw new AppError(409, { code: 'contract.unitClosed' });
    case 'account_units_shipping_address':
    case 'account_units_shipping_address_client':
      throw new AppError(400, { code: 'client.addressNotOfClient', field: 'shippingAddressId' });
    default:
      throw error;
  }
}

export function clientName(c: {
  customerType: number;
  companyName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}): string {
  if (c.customerType === 2) return c.companyName ?? '';
  return [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');
}

function toClient(row: repo.ClientWithPartner): Client {
  return {
    customerId: row.customerId,
    partnerId: row.partnerId,
    name: row.name,
    customerType: row.customerType,
    title: row.title,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    identificationType: row.identificationType,
    identificationNumber: row.identificationNumber,
    birthDate: row.birthDate,
    companyName: row.companyName,
    businessName: row.businessName,
    vatRegistered: row.vatRegistered,
    countryCode: row.countryCode,
    city: row.city,
    postalCode: row.postalCode,
    street: row.street,
    preferredLanguage: row.preferredLanguage as Client['preferredLanguage'],
    iban: row.iban,
    creditLimitMinor: row.creditLimitMinor,
    creditLimitPercent: row.creditLimitPercent,
    lowBalancePercent: row.lowBalancePercent,
  };
}

function toAccount(
  row: repo.AccountRow,
  client: repo.ClientWithPartner,
  contacts: repo.ContactRow[],
  activeUnits: number,
): Account {
  const {
    clientId: _c,
    signedBy: _s,
    createdAt,
    updatedAt,
    statusChangedAt,
    signedAt,
    ...rest
  } = row;
  return {
    ...(rest as unknown as Omit<
      Account,
      | 'customerId'
      | 'customer'
      | 'contacts'
      | 'primaryAccountContact'
      | 'signed'
      | 'signedAt'
      | 'activeUnits'
      | 'createdAt'
      | 'updatedAt'
      | 'statusChangedAt'
    >),
    customerId: client.customerId,
    customer: toClient(client),
    contacts: contacts.map(({ accountId: _a, ...c }) => ({
      ...c,
      preferredLanguage: c.preferredLanguage as Client['preferredLanguage'],
    })),
    primaryAccountContact: contacts.find((c) => c.isPrimary)?.id ?? null,
    signed: signedAt !== null,
    signedAt: iso(signedAt),
    activeUnits,
    statusChangedAt: iso(statusChangedAt),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function clientColumns(input: ClientInput): Omit<repo.ClientInsert, 'partnerId'> {
  return { ...input };
}

function contactRows(contacts: readonly ContactInput[]): Omit<repo.ContactInsert, 'accountId'>[] {
  const marked = markSinglePrimary(contacts);
  const check = checkPrimaryContact(marked);
  if (!check.ok) throw new AppError(400, { code: check.code, field: 'contacts' });
  return marked.map((c) => ({
    firstName: c.firstName,
    lastName: c.lastName,
    position: c.position,
    preferredLanguage: c.preferredLanguage,
    countryCode: c.countryCode,
    city: c.city,
    street: c.street,
    postalCode: c.postalCode,
    isPrimary: c.isPrimary === true,
    contactEmails: c.contactEmails,
    contactNumbers: c.contactNumbers,
  }));
}

type AccountFieldsInput = Omit<AccountCreateBody, 'customerId' | 'customer' | 'contacts'>;
function accountColumns(body: AccountFieldsInput): Omit<repo.AccountInsert, 'clientId'> {
  // A prepaid contract keeps no postpaid terms.
  const prepaid = body.accountType === 1;
  return {
    ...body,
    obligationPeriod: prepaid ? null : body.obligationPeriod,
    duePaymentDays: prepaid ? null : body.duePaymentDays,
    dueDaysCounter: prepaid ? null : body.dueDaysCounter,
  };
}

const CREDIT_LIMITS = [
  'creditLimitBgTollBgnMinor',
  'creditLimitBgTollEurMinor',
  'creditLimitEuTollBgnMinor',
  'creditLimitEuTollEurMinor',
] as const;

export function createContractService(deps: AccountsDeps) {
  const { db, clock } = deps;

  async function load(tx: Executor, id: number): Promise<Account> {
    const row = await repo.findAccount(tx, id);
    if (!row) throw new AppError(404, { code: 'contract.notFound' });
    const [client, contacts, counts] = await Promise.all([
      repo.findClient(tx, row.clientId),
      repo.contactsOf(tx, id),
      repo.activeUnitCounts(tx, [id]),
    ]);
    return toAccount(row, client!, contacts, counts.get(id) ?? 0);
  }

  async function saveClient(tx: Executor, input: ClientInput, partnerId?: number) {
    if (
      await repo.identificationTaken(
        tx,
        input.identificationType,
        input.identificationNumber,
        partnerId,
      )
    )
      // prettier-ignore
      throw new AppError(409, {
        code: 'contract.identificationTaken',
        field: 'customer.identificationNumber',
      });
    const name = clientName(input);
    if (partnerId === undefined) return repo.insertClient(tx, name, clientColumns(input));
    await repo.updateClient(tx, partnerId, name, clientColumns(input), clock.now());
    return partnerId;
  }

  /** Runs a change of a contract at the version the caller read; 409 when someone was first. */
  async function change(
    id: number,
    version: number,
    actor: Actor,
    action: string,
    work: (tx: Executor, before: Account) => Promise<Partial<repo.AccountInsert>>,
  ): Promise<Account> {
    try {
      return await db.transaction(async (tx) => {
        const locked = await repo.findAccount(tx, id, true);
        if (!locked) throw new AppError(404, { code: 'contract.notFound' });
        if (locked.version !== version) throw new AppError(409, { code: 'contract.staleVersion' });
        const before = await load(tx, id);
        const values = await work(tx, before);
        const updated = await repo.updateAccount(tx, id, version, values, clock.now());
        if (!updated) throw new AppError(409, { code: 'contract.staleVersion' });
        const after = await load(tx, id);
        await audit(tx, actor, { action, entity: 'account', entityId: id, before, after });
        await accountSyncEvent(tx, action.replace(/^account\./, ''), after);
        if (before.status !== after.status)
          await contractEvent(
            tx,
            id,
            'contract.status_changed',
            { from: before.status, to: after.status, reason: after.statusReason },
            clock.now(),
          );
        return after;
      });
    } catch (error) {
      return mapAccountViolation(error, actor.lang);
    }
  }

  async function changeStatus(
    id: number,
    to: AccountStatus,
    body: { version: number; reason?: string | null },
    actor: Actor,
    success: SuccessCode,
  ) {
    const account = await change(id, body.version, actor, `account.status.${to}`, async (tx, before) => {
      const check = checkAccountStatusChange(before.status, to, {
        reason: body.reason,
        signed: before.signed,
      });
      if (!check.ok)
        throw new AppError(check.code === 'validation.reasonRequired' ? 400 : 409, {
          code: check.code,
          params: check.code === 'contract.invalidStatusTransition' ? statusChangeParams(before.status, to, actor.lang) : undefined,
          field: check.code === 'validation.reasonRequired' ? 'reason' : undefined,
        });
      if (to === 'CLOSED')
        for (const unit of await repo.closeUnitsOfAccount(tx, id, clock.now()))
          await enqueueChargingSync(tx, { entity: 'accountUnit', entityId: unit.id, op: 'close', payload: { accountId: id, status: 'CLOSED' } }); // prettier-ignore
      return { status: to, statusReason: body.reason?.trim() || null, statusChangedAt: clock.now() };
    }); // prettier-ignore
    return { message: translator(actor.lang)(success), account };
  }

  return {
    load: (id: number) => load(db, id),

    async list(query: AccountListQuery): Promise<ListPage<AccountListItem>> {
      const { rows, total, totalCapped } = await repo.listAccounts(db, query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          customerId: r.customerId,
          clientName: r.clientName,
          customerType: r.customerType,
          identificationNumber: r.identificationNumber,
          accountType: r.accountType,
          status: r.status as AccountListItem['status'],
          activeUnits: r.activeUnits,
          signed: r.signedAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        ...(totalCapped ? { totalCapped } : {}),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async ofCustomer(customerId: string): Promise<Account[]> {
      const client = await repo.findClientByCustomerId(db, customerId);
      if (!client) throw new AppError(404, { code: 'contract.clientNotFound' });
      const rows = await repo.accountsOfClient(db, client.partnerId);
      const counts = await repo.activeUnitCounts(
        db,
        rows.map((r) => r.id),
      );
      const out: Account[] = [];
      for (const row of rows)
        out.push(
          toAccount(row, client, await repo.contactsOf(db, row.id), counts.get(row.id) ?? 0),
        );
      return out;
    },

    /**
     * The customer changes a notice setting of their own contract (toll settings). A contract of
     * another client answers as unknown, so ids of others reveal nothing.
     */
    async updateOwnNotifications(
      customerId: string,
      id: number,
      body: NotificationSettingsBody,
      actor: Actor,
    ): Promise<Account> {
      const { version, ...settings } = body;
      const own = await repo.findAccount(db, id);
      const client = own && (await repo.findClient(db, own.clientId));
      if (!client || client.customerId !== customerId)
        throw new AppError(404, { code: 'contract.notFound' });
      return change(id, version, actor, 'account.notifications', (_tx, before) => {
        if (before.status === 'CLOSED') throw new AppError(409, { code: 'contract.closedForChanges' });
        return Promise.resolve(settings);
      }); // prettier-ignore
    },

    /** A customer's own contracts (self-care): none when the id has no client yet. */
    async ofOwnCustomer(customerId: string): Promise<Account[]> {
      const client = await repo.findClientByCustomerId(db, customerId);
      if (!client) return [];
      return this.ofCustomer(customerId);
    },

    async create(body: AccountCreateBody, actor: Actor): Promise<Account> {
      try {
        return await db.transaction(async (tx) => {
          let clientId: number;
          if (body.customerId) {
            const client = await repo.findClientByCustomerId(tx, body.customerId);
            if (!client)
              throw new AppError(404, { code: 'contract.clientNotFound', field: 'customerId' });
            clientId = client.partnerId;
          } else clientId = await saveClient(tx, body.customer!);
          const { customerId: _id, customer: _c, contacts, ...fields } = body;
          const rows = contactRows(contacts);
          const row = await repo.insertAccount(tx, {
            ...accountColumns(fields),
            ...ACCOUNT_CREATE_DEFAULTS,
            clientId,
            status: 'PRE_ACTIVE',
          });
          await repo.replaceContacts(tx, row.id, rows);
          const after = await load(tx, row.id);
          await audit(tx, actor, { action: 'account.create', entity: 'account', entityId: row.id, after }); // prettier-ignore
          await accountSyncEvent(tx, 'create', after);
          return after;
        });
      } catch (error) {
        return mapAccountViolation(error);
      }
    },

    update(id: number, body: AccountUpdateBody, actor: Actor): Promise<Account> {
      const { version, customer, contacts, ...fields } = body;
      return change(id, version, actor, 'account.update', async (tx, before) => {
        if (before.status === 'CLOSED') throw new AppError(409, { code: 'contract.closedForChanges' });
        for (const field of CREDIT_LIMITS) {
          const check = checkCreditLimitChange(before[field], fields[field]);
          if (!check.ok) throw new AppError(400, { code: check.code, field });
        }
        if (customer) await saveClient(tx, customer, before.customer.partnerId);
        await repo.replaceContacts(tx, id, contactRows(contacts));
        return accountColumns(fields);
      }); // prettier-ignore
    },

    suspend(id: number, body: { version: number; reason: string }, actor: Actor) {
      return changeStatus(id, 'SUSPENDED', body, actor, 'success.contractSuspended');
    },
    reactivate(id: number, body: { version: number; reason?: string | null }, actor: Actor) {
      return changeStatus(id, 'ACTIVE', body, actor, 'success.contractActivated');
    },
    close(id: number, body: { version: number; reason: string }, actor: Actor) {
      return changeStatus(id, 'CLOSED', body, actor, 'success.contractClosed');
    },
    preClose(body: { accountId: number; version: number; reason: string | null }, actor: Actor) {
      return changeStatus(body.accountId, 'PRE_CLOSED', body, actor, 'success.contractPreClosed');
    },

    /** Signing records who and when; a pre-active contract becomes active (decision). */
    async sign(id: number, body: { version: number }, actor: Actor) {
      const account = await change(id, body.version, actor, 'account.sign', (_tx, before) => {
        if (before.signed) throw new AppError(409, { code: 'contract.alreadySigned' });
        if (before.status === 'CLOSED' || before.status === 'PRE_CLOSED')
          throw new AppError(409, { code: 'contract.closedForChanges' });
        const now = clock.now();
        return Promise.resolve({
          signedAt: now,
          signedBy: actor.userId,
          ...(before.status === 'PRE_ACTIVE' ? { status: 'ACTIVE', statusChangedAt: now } : {}),
        });
      });
      return { message: translator(actor.lang)('success.contractSigned'), account };
    },

    /** GET /file/report/accounts: the filtered contracts as CSV (or XLSX), streamed. */
    export(query: AccountExportQuery, lang: Lang) {
      return listExport({
        format: query.format,
        baseName: 'accounts',
        sheetName: translator(lang, 'exports')('accounts.sheet'),
        rows: keysetChunks<repo.AccountListRow>((after, limit) =>
          repo.accountExportChunk(db, query, after, limit),
        ),
        columns: accountExportColumns(lang),
      });
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
