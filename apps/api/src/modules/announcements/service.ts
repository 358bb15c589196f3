import type {
  AnnouncementCreateBody,
  AnnouncementExportQuery,
  AnnouncementListQuery,
  AnnouncementRecord,
  AnnouncementUpdateBody,
} from '@toll/contract/announcements';
import type { ListPage } from '@toll/contract/list-query';
import type { Lang } from '@toll/domain/languages';
import type { ProductType } from '@toll/domain/public-content';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { announcementExportColumns } from './export-columns';
import * as repo from './repo';

/** The audit_log entity of announcements (GET /history/announcement/{id}). */
export const ANNOUNCEMENT_ENTITY = 'announcement';

function toRecord(row: repo.AnnouncementRow): AnnouncementRecord {
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    messageBg: row.messageBg,
    messageEn: row.messageEn,
    // The CHECK constraints of the table hold these columns to the enums.
    productType: row.productType as ProductType,
    status: row.status as AnnouncementRecord['status'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audited snapshot: the editable fields and the status (no timestamps or version). */
const snapshot = ({ createdAt: _c, updatedAt: _u, version: _v, ...rest }: AnnouncementRecord) =>
  rest;

/** Back-office announcements: list, read, create, edit, archive and restore, each change audited. */
export function createAnnouncementService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function mustFind(tx: Executor, id: number): Promise<repo.AnnouncementRow> {
    const row = await repo.findAnnouncement(tx, id);
    if (!row) throw new AppError(404, { code: 'announcement.notFound' });
    return row;
  }

  /** Applies a change at the version read, or refuses it (404 unknown, 409 stale). */
  async function change(
    id: number,
    version: number,
    values: Partial<repo.AnnouncementInsert>,
    action: string,
    actor: Actor,
  ): Promise<AnnouncementRecord> {
    return db.transaction(async (tx) => {
      const before = await mustFind(tx, id);
      const row = await repo.updateAnnouncement(tx, id, version, values, clock.now());
      if (!row) throw new AppError(409, { code: 'announcement.staleVersion' });
      const after = toRecord(row);
      await audit(tx, actor, {
        action,
        entity: ANNOUNCEMENT_ENTITY,
        entityId: id,
        before: snapshot(toRecord(before)),
        after: snapshot(after),
      });
      return after;
    });
  }

  return {
    async list(query: AnnouncementListQuery): Promise<ListPage<AnnouncementRecord>> {
      const { rows, total } = await repo.listAnnouncementPage(db, query);
      return { items: rows.map(toRecord), total, page: query.page, pageSize: query.pageSize };
    },

    /** The list's filter and order as CSV or XLSX, read a chunk at a time, headed in `lang`. */
    export(query: AnnouncementExportQuery, lang: Lang) {
      const rows = keysetChunks((after: repo.AnnouncementRow | null, limit) =>
        repo.announcementExportChunk(db, query, after, limit),
      );
      return listExport({
        format: query.format,
        baseName: 'announcements',
        sheetName: translator(lang, 'exports')('announcements.sheet'),
        rows: {
          async *[Symbol.asyncIterator]() {
            for await (const row of rows) yield toRecord(row);
          },
        },
        columns: announcementExportColumns(lang),
      });
    },

    async get(id: number): Promise<AnnouncementRecord> {
      return toRecord(await mustFind(db, id));
    },

    async create(body: AnnouncementCreateBody, actor: Actor) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.insertAnnouncement(tx, {
          ...body,
          status: 'ACTIVE',
          createdAt: now,
          updatedAt: now,
        });
        const record = toRecord(row);
        await audit(tx, actor, {
          action: 'announcement.create',
          entity: ANNOUNCEMENT_ENTITY,
          entityId: row.id,
          after: snapshot(record),
        });
        return record;
      });
    },

    update(id: number, body: AnnouncementUpdateBody, actor: Actor) {
      const { version, ...values } = body;
      return change(id, version, values, 'announcement.update', actor);
    },

    archive(id: number, version: number, actor: Actor) {
      return change(id, version, { status: 'ARCHIVED' }, 'announcement.archive', actor);
    },

    restore(id: number, version: number, actor: Actor) {
      return change(id, version, { status: 'ACTIVE' }, 'announcement.restore', actor);
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
