import type { z } from 'zod';
import type {
  MovementListQuery,
  movementCreateBodySchema,
  receiveBodySchema,
  warehouseCreateBodySchema,
} from '@toll/contract/devices';
import type { ListPage } from '@toll/contract/list-query';
import { MOVEMENT_EFFECT, movementLabel } from '@toll/domain/devices';
import type { Lang } from '@toll/domain/languages';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { listExport, type ExportFormat } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { stockExportColumns } from './export-columns';
import { handoutParty } from './handout-repo';
import * as repo from './repo';
import { parseSerialCsv } from './serial-csv';
import { renderStockDocument } from './stock-document-pdf';
import * as stock from './warehouse-repo';

function toMovement(row: stock.MovementRow) {
  return { ...row, createdAt: repo.iso(row.createdAt) };
}
type Movement = ReturnType<typeof toMovement>;

export function createWarehouseService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function warehouseOrFail(tx: Executor, id: number) {
    const warehouse = await stock.findWarehouse(tx, id);
    if (!warehouse)
      throw new AppError(404, { code: 'device.warehouseNotFound', field: 'warehouseId' });
    return warehouse;
  }

  return {
    warehouses: () => stock.listWarehouses(db),

    async createWarehouse(body: z.infer<typeof warehouseCreateBodySchema>, actor: Actor) {
      try {
        return await db.transaction(async (tx) => {
          const created = await stock.insertWarehouse(tx, body);
          await audit(tx, actor, {
            action: 'warehouse.create',
            entity: 'warehouse',
            entityId: created.id,
            after: created,
          });
          return created;
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'warehouses_code_unique')
          throw new AppError(409, { code: 'device.warehouseCodeTaken', field: 'code' });
        throw error;
      }
    },

    stock: (warehouseId?: number) => stock.stockSummary(db, warehouseId),

    /** GET /warehouses/stock/export: the summary (a few dozen rows) as CSV or XLSX. */
    async stockExport(query: { format: ExportFormat; f_warehouseId?: number }, lang: Lang) {
      const rows = await stock.stockSummary(db, query.f_warehouseId);
      return listExport({
        format: query.format,
        baseName: 'stock',
        sheetName: translator(lang, 'exports')('stock.sheet'),
        rows: (async function* () {
          yield* rows;
        })(),
        columns: stockExportColumns(lang),
      });
    },

    /** A movement's document (goods received note, hand-over protocol, …) as a PDF. */
    async document(id: number, lang: Lang) {
      const movement = await stock.findMovement(db, id);
      if (!movement) throw new AppError(404, { code: 'device.movementNotFound' });
      const devices = await stock.movementDevices(db, id);
      const handout = movement.movementType === 'HANDOUT' ? await handoutParty(db, id) : undefined;
      const bytes = await renderStockDocument({ movement, devices, handout: handout ?? null }, lang); // prettier-ignore
      const name = movement.documentNumber.replace(/[^A-Za-z0-9-]+/g, '_');
      return { bytes, fileName: `${movement.movementType.toLowerCase()}-${name}.pdf` };
    },

    async movements(query: MovementListQuery): Promise<ListPage<Movement>> {
      const { rows, total } = await stock.listMovements(db, query);
      return { items: rows.map(toMovement), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Receive a vendor's delivery from its CSV: all or nothing. Bad or repeated lines are refused
     * with their line before the database is asked; serials the register already holds are found
     * in one statement and the first is refused with its line, so nothing is written. A serial
     * written meanwhile by a concurrent import fails the unique index: the transaction rolls back
     * and the serial is named the same way.
     */
    async receive(body: z.infer<typeof receiveBodySchema>, actor: Actor) {
      const parsed = parseSerialCsv(body.csv);
      const taken = (known: { i: number } | undefined) =>
        new AppError(409, {
          code: 'device.serialTaken',
          params: known
            ? { serial: parsed.serials[known.i]!, line: parsed.lines[known.i]! }
            : { serial: '', line: 0 },
          field: 'csv',
        });
      const known = await stock.firstKnownSerial(db, parsed.serials);
      if (known) throw taken(known);
      try {
        const result = await db.transaction(async (tx) => {
          await warehouseOrFail(tx, body.warehouseId);
          const now = clock.now();
          const movementId = await stock.insertMovement(tx, {
            movementType: 'SUPPLY',
            warehouseId: body.warehouseId,
            documentNumber: body.documentNumber,
            documentDate: body.documentDate,
            vendor: body.vendor,
            note: body.note,
            deviceCount: parsed.serials.length,
            createdBy: actor.userId,
            createdAt: now,
          });
          const received = await stock.insertReceivedDevices(tx, {
            ...parsed,
            vendor: body.vendor,
            inventoryType: body.inventoryType,
            warehouseId: body.warehouseId,
            movementId,
            userId: actor.userId,
            now,
          });
          await audit(tx, actor, {
            action: 'warehouse.receive',
            entity: 'stock-movement',
            entityId: movementId,
            after: { count: received, vendor: body.vendor, type: body.inventoryType },
          });
          return { movement: toMovement((await stock.findMovement(tx, movementId))!), received };
        });
        return {
          ...result,
          message: translator(actor.lang)('success.devicesReceived', { count: result.received }),
        };
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'devices_serial_unique')
          throw taken(await stock.firstKnownSerial(db, parsed.serials));
        throw error;
      }
    },

    /** A movement of known devices: each must be in a status the movement takes (table in domain). */
    async move(body: z.infer<typeof movementCreateBodySchema>, actor: Actor) {
      return db.transaction(async (tx) => {
        await warehouseOrFail(tx, body.warehouseId);
        const unique = [...new Set(body.deviceNumbers)];
        const found = await repo.devicesByNumbers(tx, unique);
        for (const number of unique)
          if (!found.some((d) => d.number === number || d.serialNumber === number))
            throw new AppError(404, { code: 'device.notFound', params: { number }, field: 'deviceNumbers' }); // prettier-ignore
        const effect = MOVEMENT_EFFECT[body.movementType];
        const wrong = found.find((d) => !effect.from.includes(d.status));
        if (wrong)
          throw new AppError(409, {
            code: 'device.movementDevice',
            params: { number: wrong.number, status: wrong.status },
          });
        const now = clock.now();
        const movementId = await stock.insertMovement(tx, {
          movementType: body.movementType,
          warehouseId: body.warehouseId,
          documentNumber: body.documentNumber,
          documentDate: body.documentDate,
          note: body.note,
          deviceCount: found.length,
          createdBy: actor.userId,
          createdAt: now,
        });
        const ids = found.map((d) => d.id);
        await stock.linkMovementDevices(tx, movementId, ids);
        await repo.setDeviceState(tx, ids, {
          status: effect.to,
          warehouseId: effect.to === 'DISCARDED' ? null : body.warehouseId,
          condition: body.condition,
          label: movementLabel(body.movementType),
          now,
        });
        await repo.insertHistory(
          tx,
          found.map((d) => ({
            deviceId: d.id,
            at: now,
            action: 'MOVEMENT',
            fromStatus: d.status,
            toStatus: effect.to,
            condition: body.condition ?? d.condition,
            warehouseId: body.warehouseId,
            movementId,
            userId: actor.userId,
            note: body.movementType,
          })),
        );
        await audit(tx, actor, {
          action: 'warehouse.movement',
          entity: 'stock-movement',
          entityId: movementId,
          after: { type: body.movementType, devices: unique },
        });
        const movement = toMovement((await stock.findMovement(tx, movementId))!);
        const message = translator(actor.lang)('success.movementRecorded', {
          document: movement.documentNumber,
        });
        return { message, movement };
      });
    },
  };
}

export type WarehouseService = ReturnType<typeof createWarehouseService>;
