import type { z } from 'zod';
import type {
  Device,
  DeviceExportQuery,
  DeviceListQuery,
  deviceUpdateBodySchema,
} from '@toll/contract/devices';
import type { ListPage } from '@toll/contract/list-query';
import type { InventoryType } from '@toll/domain/devices';
import type { Lang } from '@toll/domain/languages';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { toAttachment } from './attach-service';
import { attachmentsOfDevice } from './delivery-repo';
import { deviceExportColumns } from './export-columns';
import * as repo from './repo';

/** The device register: search, detail with its history, details a clerk may change. */
export function createDeviceService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function detail(id: number) {
    const device = await repo.findDevice(db, id);
    if (!device) throw new AppError(404, { code: 'device.notFound' });
    const history = await repo.historyOf(db, id);
    const attachments = await attachmentsOfDevice(db, id);
    return {
      device,
      history: history.map((h) => ({ ...h, at: repo.iso(h.at) })),
      attachments: attachments.map(toAttachment),
    };
  }

  return {
    async list(query: DeviceListQuery): Promise<ListPage<Device> & { totalCapped: boolean }> {
      const { rows, total, capped } = await repo.listDevices(db, query);
      return {
        items: rows,
        total,
        totalCapped: capped,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** GET /obu/export: the register as filtered, streamed as CSV or XLSX in the caller's language. */
    export(query: DeviceExportQuery, lang: Lang) {
      return listExport({
        format: query.format,
        baseName: 'devices',
        sheetName: translator(lang, 'exports')('devices.sheet'),
        rows: keysetChunks<repo.DeviceRow>((after, limit) =>
          repo.exportDevicesChunk(db, query, after, limit),
        ),
        columns: deviceExportColumns(lang),
      });
    },

    detail,

    available: (filter: { inventoryType?: InventoryType; q?: string }) =>
      repo.availableDevices(db, filter),

    /** Condition, SIM, warranty and destination at the version read; a history row records it. */
    async update(id: number, body: z.infer<typeof deviceUpdateBodySchema>, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repo.findDevice(tx, id, true);
        if (!before) throw new AppError(404, { code: 'device.notFound' });
        const { version, ...fields } = body;
        const now = clock.now();
        if (!(await repo.updateDeviceDetails(tx, id, version, fields, now)))
          throw new AppError(409, { code: 'device.staleVersion' });
        await repo.insertHistory(tx, [
          {
            deviceId: id,
            at: now,
            action: 'UPDATED',
            fromStatus: before.status,
            toStatus: before.status,
            condition: fields.condition,
            warehouseId: before.warehouseId,
            userId: actor.userId,
          },
        ]);
        await audit(tx, actor, {
          action: 'device.update',
          entity: 'device',
          entityId: id,
          before,
          after: { ...before, ...fields },
        });
      });
      return { ...(await detail(id)), message: translator(actor.lang)('success.deviceUpdated') };
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
