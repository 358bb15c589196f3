import type {
  RegixVehicle,
  Unit,
  UnitExportQuery,
  UnitInput,
  UnitListQuery,
} from '@toll/contract/accounts';
import type { ListPage } from '@toll/contract/list-query';
import { unitTollCategory } from '@toll/domain/accounts';
import { ACCOUNT_UNIT_DEFAULTS } from '@toll/domain/contract-rules';
import type { Lang } from '@toll/domain/languages';
import type { Actor } from '../../platform/actor';
import { audit, auditMany } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { unitSyncEvent, unitSyncEvents } from './charging-events';
import { unitExportColumns } from './export-columns';
import { RegistryError, type VehicleRegistry } from './regix';
import * as repo from './repo';
import { mapAccountViolation } from './service';

export type UnitsDeps = { db: Db; clock: Clock; registry: VehicleRegistry };

export function toUnit(row: repo.UnitWithAccount): Unit {
  const { id, createdAt, updatedAt: _u, closedAt, ...rest } = row;
  return {
    ...(rest as unknown as Omit<Unit, 'accountUnitId' | 'createdAt' | 'closedAt'>),
    accountUnitId: id,
    closedAt: closedAt ? closedAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
  };
}

/** The stored columns of a vehicle: axles totalled and the toll category by the domain rule. */
function unitColumns(input: UnitInput): Omit<repo.UnitInsert, 'accountId'> {
  return {
    ...input,
    totalAxles: input.tractorAxles + input.trailerAxles,
    tollCategory: unitTollCategory(input),
  };
}

const REGISTRY_STATUS = { notFound: 404, timeout: 504, unavailable: 503 } as const;

export function createUnitService(deps: UnitsDeps) {
  const { db, clock, registry } = deps;

  async function openAccount(tx: Executor, accountId: number, lock = false) {
    const account = await repo.findAccount(tx, accountId, lock);
    if (!account) throw new AppError(404, { code: 'contract.notFound', field: 'accountID' });
    if (account.status === 'CLOSED' || account.status === 'PRE_CLOSED')
      throw new AppError(409, { code: 'contract.closedForChanges' });
    return account;
  }

  async function plateFree(tx: Executor, units: readonly UnitInput[], exceptId?: number) {
    const seen = new Set<string>();
    for (const unit of units) {
      const key = `${unit.countryCode}:${unit.plate}`;
      if (seen.has(key))
        throw new AppError(400, { code: 'contract.plateTwice', params: { plate: unit.plate } });
      seen.add(key);
    }
    const taken = await repo.activePlates(tx, units);
    if (exceptId !== undefined) {
      const own = await repo.findUnit(tx, exceptId);
      const i = own ? taken.indexOf(own.plate) : -1;
      if (i >= 0 && own?.countryCode === units[0]?.countryCode) taken.splice(i, 1);
    }
    if (taken.length > 0)
      throw new AppError(409, {
        code: 'contract.plateOnActiveContract',
        params: { plate: taken[0]! },
      });
  }

  return {
    async list(query: UnitListQuery): Promise<ListPage<Unit>> {
      const { rows, total, totalCapped } = await repo.listUnits(db, query);
      return {
        items: rows.map(toUnit),
        total,
        ...(totalCapped ? { totalCapped } : {}),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async ofAccount(accountId: number): Promise<Unit[]> {
      if (!(await repo.findAccount(db, accountId)))
        throw new AppError(404, { code: 'contract.notFound' });
      return (await repo.unitsOfAccount(db, accountId)).map(toUnit);
    },

    /** POST /accountUnits: every vehicle of the list, or none (one transaction, one insert). */
    async create(
      body: { accountID: number; accountUnits: UnitInput[] },
      actor: Actor,
    ): Promise<{ items: Unit[] }> {
      try {
        return await db.transaction(async (tx) => {
          const account = await openAccount(tx, body.accountID, true);
          await plateFree(tx, body.accountUnits);
          const rows = await repo.insertUnits(
            tx,
            body.accountUnits.map((u) => ({
              ...unitColumns(u),
              ...ACCOUNT_UNIT_DEFAULTS,
              accountId: account.id,
            })),
          );
          const items = rows.map((r) => toUnit({ ...r, accountNumber: account.number }));
          await audit(tx, actor, {
            action: 'account.units.add',
            entity: 'account',
            entityId: account.id,
            after: { units: items.map((u) => ({ id: u.accountUnitId, plate: u.plate })) },
          });
          // one statement each for the vehicles' audit entries and charging-system events
          await auditMany(
            tx,
            actor,
            items.map((unit) => ({
              action: 'account-unit.create',
              entity: 'account-unit',
              entityId: unit.accountUnitId,
              after: unit,
            })),
          );
          await unitSyncEvents(tx, 'create', items);
          return { items };
        });
      } catch (error) {
        return mapAccountViolation(error);
      }
    },

    async update(id: number, body: UnitInput & { version: number }, actor: Actor): Promise<Unit> {
      const { version, ...input } = body;
      try {
        return await db.transaction(async (tx) => {
          const before = await repo.findUnit(tx, id, true);
          if (!before) throw new AppError(404, { code: 'contract.unitNotFound' });
          if (before.version !== version)
            throw new AppError(409, { code: 'contract.staleVersion' });
          if (before.status === 'CLOSED') throw new AppError(409, { code: 'contract.unitClosed' });
          await openAccount(tx, before.accountId);
          await plateFree(tx, [input], id);
          await repo.updateUnit(tx, id, version, unitColumns(input), clock.now());
          const after = toUnit((await repo.findUnit(tx, id))!);
          await audit(tx, actor, {
            action: 'account-unit.update',
            entity: 'account-unit',
            entityId: id,
            before: toUnit(before),
            after,
          });
          await unitSyncEvent(tx, 'update', after);
          return after;
        });
      } catch (error) {
        return mapAccountViolation(error);
      }
    },

    /** POST /accountUnits/closeUnit/{id}: the vehicle leaves its contract (final). */
    async close(id: number, actor: Actor) {
      try {
        const unit = await db.transaction(async (tx) => {
          const before = await repo.findUnit(tx, id, true);
          if (!before) throw new AppError(404, { code: 'contract.unitNotFound' });
          if (before.status === 'CLOSED') throw new AppError(409, { code: 'contract.unitClosed' });
          const now = clock.now();
          await repo.updateUnit(tx, id, before.version, { status: 'CLOSED', closedAt: now }, now);
          const after = toUnit((await repo.findUnit(tx, id))!);
          await audit(tx, actor, {
            action: 'account-unit.close',
            entity: 'account-unit',
            entityId: id,
            before: toUnit(before),
            after,
          });
          await unitSyncEvent(tx, 'close', after);
          return after;
        });
        return { message: translator(actor.lang)('success.unitClosed'), unit };
      } catch (error) {
        return mapAccountViolation(error);
      }
    },

    /** POST /accountUnits/getUnitDataWithRegix: the registry's data for the form. */
    async registryLookup(plate: string): Promise<RegixVehicle> {
      try {
        return await registry.lookup(plate);
      } catch (error) {
        if (error instanceof RegistryError)
          throw new AppError(REGISTRY_STATUS[error.failure], { code: `regix.${error.failure}` });
        throw error;
      }
    },

    export(query: UnitExportQuery, lang: Lang) {
      return listExport({
        format: query.format,
        baseName: 'vehicles',
        sheetName: translator(lang, 'exports')('units.sheet'),
        rows: keysetChunks<repo.UnitWithAccount>((after, limit) =>
          repo.unitExportChunk(db, query, after, limit),
        ),
        columns: unitExportColumns(lang),
      });
    },
  };
}

export type UnitService = ReturnType<typeof createUnitService>;
