import { accountIdParamSchema, unitIdParamSchema } from '@toll/contract/accounts';
import {
  chargingSyncAnswerSchema as syncAnswerSchema,
  unitSyncStatesSchema,
} from '@toll/contract/charging-sync';
import type { App } from '../../platform/app-types';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/http/app-error';
import { deliverDue, syncState, type DeliveryDeps } from '../charging-sync/delivery';
import { accountSyncEvent, unitSyncEvent } from './charging-events';
import * as repo from './repo';
import { createContractService } from './service';
import { toUnit } from './units-service';

const tags = ['Account units'];

/**
 * POST /accountUnits/syncUnit/{id} and /syncUnitsForAccount/{id} (spec §7): the vehicle's (or the
 * contract's and all its active vehicles') whole state queued again for the charging system, then
 * delivered at once; and each vehicle's sync state for the contract's vehicles tab.
 */
export function registerUnitSyncRoutes(app: App, deps: DeliveryDeps) {
  const { db } = deps;
  const contracts = createContractService({ db, clock: deps.clock });

  app.post(
    '/accountUnits/syncUnit/:id',
    {
      config: { access: 'units.write', owner: 'agency' },
      schema: {
        tags,
        summary: "Send the vehicle's state to the charging system again (outbox, then delivery)",
        params: unitIdParamSchema,
        response: { 200: syncAnswerSchema },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const row = await repo.findUnit(tx, request.params.id);
        if (!row) throw new AppError(404, { code: 'contract.unitNotFound' });
        await unitSyncEvent(tx, 'sync', toUnit(row));
        await audit(tx, request, { action: 'account-unit.sync', entity: 'account-unit', entityId: row.id }); // prettier-ignore
      });
      return { queued: 1, ...(await deliverDue(deps)) };
    },
  );

  app.post(
    '/accountUnits/syncUnitsForAccount/:id',
    {
      config: { access: 'units.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Send the contract and every active vehicle of it to the charging system again',
        params: accountIdParamSchema,
        response: { 200: syncAnswerSchema },
      },
    },
    async (request) => {
      const account = await contracts.load(request.params.id);
      const queued = await db.transaction(async (tx) => {
        await accountSyncEvent(tx, 'sync', account);
        const units = (await repo.unitsOfAccount(tx, account.id)).filter((u) => u.status === 'ACTIVE'); // prettier-ignore
        for (const unit of units) await unitSyncEvent(tx, 'sync', toUnit(unit));
        await audit(tx, request, { action: 'account.sync', entity: 'account', entityId: account.id }); // prettier-ignore
        return units.length + 1;
      });
      return { queued, ...(await deliverDue(deps)) };
    },
  );

  app.get(
    '/accountUnits/syncState/account/:id',
    {
      config: { access: 'vehicle-management', owner: 'agency' },
      schema: {
        tags,
        summary: "Each vehicle's charging-system sync state (NONE, PENDING, STUCK, SYNCED)",
        params: accountIdParamSchema,
        response: { 200: unitSyncStatesSchema },
      },
    },
    async (request) => {
      if (!(await repo.findAccount(db, request.params.id)))
        throw new AppError(404, { code: 'contract.notFound' });
      const units = await repo.unitsOfAccount(db, request.params.id);
      const out = [];
      for (const unit of units)
        out.push({ accountUnitId: unit.id, ...(await syncState(db, 'accountUnit', unit.id)) });
      return out;
    },
  );
}
