import {
  accountCreateBodySchema,
  accountExportQuerySchema,
  accountIdParamSchema,
  accountListQuerySchema,
  accountListSchema,
  accountSchema,
  accountsOfCustomerSchema,
  accountStatusChangeSchema,
  accountUpdateBodySchema,
  closeAccountBodySchema,
  customerIdParamSchema,
  preCloseAccountBodySchema,
  reactivateAccountBodySchema,
  regixQuerySchema,
  regixVehicleSchema,
  selfCareAccountsSchema,
  signAccountBodySchema,
  suspendAccountBodySchema,
  unitClosedSchema,
  unitExportQuerySchema,
  unitIdParamSchema,
  unitListOfAccountSchema,
  unitListQuerySchema,
  unitListSchema,
  unitSchema,
  unitsCreateBodySchema,
  unitsCreatedSchema,
  unitUpdateBodySchema,
} from '@toll/contract/accounts';
import {
  notificationSettingsBodySchema,
  tollSettingsSchema,
  type SelfCareDevice,
} from '@toll/contract/self-care';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { ContractService } from './service';
import type { UnitService } from './units-service';

const accountTags = ['Accounts'];
const unitTags = ['Account units'];
const readContracts = { access: 'contract-management' as const, owner: 'agency' as const };
const writeContracts = { access: 'contracts.write' as const, owner: 'agency' as const };
const readUnits = { access: 'vehicle-management' as const, owner: 'agency' as const };
const writeUnits = { access: 'units.write' as const, owner: 'agency' as const };
const EXPORT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** The /accounts… calls of spec §7 and GET /file/report/accounts. */
export function registerAccountRoutes(app: App, accounts: ContractService) {
  app.get(
    '/accounts',
    {
      config: readContracts,
      schema: {
        tags: accountTags,
        summary:
          'Contracts, paged and sorted; filters f_number, f_clientName, f_identification (EIK/EGN), f_status, f_accountType, q',
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema },
      },
    },
    (request) => accounts.list(request.query),
  );

  // spec §7's address, and the list-export address every office table uses (`<list>/export`)
  for (const url of ['/file/report/accounts', '/accounts/export'])
    app.get(
      url,
      {
        config: readContracts,
        schema: {
          tags: accountTags,
          summary: 'The filtered contracts as CSV (or XLSX with format=xlsx), streamed',
          querystring: accountExportQuerySchema,
          produces: EXPORT_TYPES,
        },
      },
      async (request, reply) =>
        sendListExport(reply, await accounts.export(request.query, request.lang)),
    );

  app.get(
    '/accounts/customer/:id',
    {
      config: readContracts,
      schema: {
        tags: accountTags,
        summary: "A client's contracts, by customer id (C-…)",
        params: customerIdParamSchema,
        response: { 200: accountsOfCustomerSchema },
      },
    },
    (request) => accounts.ofCustomer(request.params.id),
  );

  app.get(
    '/accounts/:id',
    {
      config: readContracts,
      schema: {
        tags: accountTags,
        summary: 'One contract with its client and contacts',
        params: accountIdParamSchema,
        response: { 200: accountSchema },
      },
    },
    (request) => accounts.load(request.params.id),
  );

  app.post(
    '/accounts',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary:
          'Create a contract for a client (customerId) or a new client (customer); adds fundingMethodCode 1, daysInAdvanceToCreateServiceFee 10, a single contact becomes primary',
        body: accountCreateBodySchema,
        response: { 201: accountSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.create(request.body, request.actor)),
  );

  app.put(
    '/accounts/:id',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary: 'Change a contract at the version read (credit limits never decrease)',
        params: accountIdParamSchema,
        body: accountUpdateBodySchema,
        response: { 200: accountSchema },
      },
    },
    (request) => accounts.update(request.params.id, request.body, request.actor),
  );

  app.post(
    '/accounts/pre-close',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary: 'Pre-close a contract (from Active or Suspended)',
        body: preCloseAccountBodySchema,
        response: { 200: accountStatusChangeSchema },
      },
    },
    (request) => accounts.preClose(request.body, request.actor),
  );

  app.post(
    '/accounts/:id/suspend',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary: 'Suspend an active contract (a reason and the confirmation)',
        params: accountIdParamSchema,
        body: suspendAccountBodySchema,
        response: { 200: accountStatusChangeSchema },
      },
    },
    (request) => accounts.suspend(request.params.id, request.body, request.actor),
  );

  app.post(
    '/accounts/:id/reactivate',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary: 'Re-activate a suspended contract (the confirmation)',
        params: accountIdParamSchema,
        body: reactivateAccountBodySchema,
        response: { 200: accountStatusChangeSchema },
      },
    },
    (request) => accounts.reactivate(request.params.id, request.body, request.actor),
  );

  app.post(
    '/accounts/:id/close',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary: 'Close a contract (a reason); its vehicles leave it',
        params: accountIdParamSchema,
        body: closeAccountBodySchema,
        response: { 200: accountStatusChangeSchema },
      },
    },
    (request) => accounts.close(request.params.id, request.body, request.actor),
  );

  app.post(
    '/accounts/:id/sign',
    {
      config: writeContracts,
      schema: {
        tags: accountTags,
        summary: 'Record the signature; a pre-active contract becomes active',
        params: accountIdParamSchema,
        body: signAccountBodySchema,
        response: { 200: accountStatusChangeSchema },
      },
    },
    (request) => accounts.sign(request.params.id, request.body, request.actor),
  );
}

/** The devices on a customer's vehicles (from the devices module), for the toll settings. */
export type OwnDevices = (accountIds: readonly number[]) => Promise<SelfCareDevice[]>;

/**
 * The site's self-care pages (spec §2 `account/contract-management`, `account/toll-settings`): a
 * user with a customer id sees and changes that client's contracts, nobody else's — the id comes
 * from the session, never from the address.
 */
export function registerSelfCareRoutes(
  app: App,
  accounts: ContractService,
  units: UnitService,
  devicesOf: OwnDevices,
) {
  app.get(
    '/self-care/accounts',
    {
      config: { access: 'account/contract-management', owner: 'client' },
      schema: {
        tags: accountTags,
        summary: "The signed-in customer's contracts with their vehicles",
        response: { 200: selfCareAccountsSchema },
      },
    },
    async (request) => {
      const own = await accounts.ofOwnCustomer(request.principal!.customerId!);
      return Promise.all(
        own.map(async (account) => ({ account, units: await units.ofAccount(account.id) })),
      );
    },
  );

  app.get(
    '/self-care/toll-settings',
    {
      config: { access: 'account/toll-settings', owner: 'client' },
      schema: {
        tags: accountTags,
        summary:
          "The signed-in customer's contracts: notice and obligation settings, contacts, vehicles and the devices on them",
        response: { 200: tollSettingsSchema },
      },
    },
    async (request) => {
      const own = await accounts.ofOwnCustomer(request.principal!.customerId!);
      const devices = await devicesOf(own.map((a) => a.id));
      return Promise.all(
        own.map(async (account) => {
          const list = await units.ofAccount(account.id);
          const ids = new Set(list.map((u) => u.accountUnitId));
          return { account, units: list, devices: devices.filter((d) => ids.has(d.unitId)) };
        }),
      );
    },
  );

  app.put(
    '/self-care/accounts/:id/notifications',
    {
      config: { access: 'account/toll-settings', owner: { by: 'client', ids: { id: 'contract' } } },
      schema: {
        tags: accountTags,
        summary:
          "The customer changes their own contract's notices (SMS, e-mail, low-balance percent) at the version read",
        params: accountIdParamSchema,
        body: notificationSettingsBodySchema,
        response: { 200: accountSchema },
      },
    },
    (request) =>
      accounts.updateOwnNotifications(
        request.principal!.customerId!,
        request.params.id,
        request.body,
        request.actor,
      ),
  );
}

/** The /accountUnits… calls of spec §7 made real so far. */
export function registerUnitRoutes(app: App, units: UnitService) {
  app.get(
    '/accountUnits/filter',
    {
      config: readUnits,
      schema: {
        tags: unitTags,
        summary:
          'Vehicles, paged and sorted; filters f_plate, f_accountNumber, f_accountId, f_status, f_tollCategory, q',
        querystring: unitListQuerySchema,
        response: { 200: unitListSchema },
      },
    },
    (request) => units.list(request.query),
  );

  app.get(
    '/accountUnits/export',
    {
      config: readUnits,
      schema: {
        tags: unitTags,
        summary: 'The filtered vehicles as CSV or XLSX, streamed',
        querystring: unitExportQuerySchema,
        produces: EXPORT_TYPES,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await units.export(request.query, request.lang)),
  );

  app.get(
    '/accountUnits/account/:id',
    {
      config: readUnits,
      schema: {
        tags: unitTags,
        summary: "A contract's vehicles (active and removed)",
        params: accountIdParamSchema,
        response: { 200: unitListOfAccountSchema },
      },
    },
    (request) => units.ofAccount(request.params.id),
  );

  app.post(
    '/accountUnits',
    {
      config: writeUnits,
      schema: {
        tags: unitTags,
        summary:
          'Add vehicles to a contract, all or none (each deliveryMethod 2, tyreType 1; weights in 10 kg units)',
        body: unitsCreateBodySchema,
        response: { 201: unitsCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await units.create(request.body, request.actor)),
  );

  app.put(
    '/accountUnits/:id',
    {
      config: writeUnits,
      schema: {
        tags: unitTags,
        summary: 'Change a vehicle at the version read',
        params: unitIdParamSchema,
        body: unitUpdateBodySchema,
        response: { 200: unitSchema },
      },
    },
    (request) => units.update(request.params.id, request.body, request.actor),
  );

  app.post(
    '/accountUnits/closeUnit/:id',
    {
      config: writeUnits,
      schema: {
        tags: unitTags,
        summary: 'Remove a vehicle from its contract (final)',
        params: unitIdParamSchema,
        response: { 200: unitClosedSchema },
      },
    },
    (request) => units.close(request.params.id, request.actor),
  );

  app.post(
    '/accountUnits/getUnitDataWithRegix',
    {
      config: writeUnits,
      schema: {
        tags: unitTags,
        summary:
          'Vehicle data from the registry (RegiX) by plate, for the form (REGIX_MODE; 404 regix.notFound, 504 regix.timeout, 503 regix.unavailable)',
        body: regixQuerySchema,
        response: { 200: regixVehicleSchema },
      },
    },
    (request) => units.registryLookup(request.body.plate),
  );
}
