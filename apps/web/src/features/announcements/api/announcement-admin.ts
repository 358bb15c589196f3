import type { z } from 'zod';
import {
  announcementPageSchema,
  announcementRecordSchema,
  type announcementCreateBodySchema,
  type AnnouncementRecord,
} from '@toll/contract/announcements';
import type { ListPage } from '@toll/contract/list-query';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

export type AnnouncementBody = z.output<typeof announcementCreateBodySchema>;
export type AnnouncementStatusAction = 'archive' | 'restore';

/** The list's view in the address: newest first, `q`, `f_status`, `f_productType`. */
export const ANNOUNCEMENT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'createdAt',
  order: 'desc',
  sortable: ['createdAt', 'updatedAt', 'name', 'productType', 'status'],
  filters: ['status', 'productType'],
};

export const ANNOUNCEMENTS_KEY = ['office-announcements'] as const;

const parseRecord = (json: unknown) => announcementRecordSchema.parse(json);

/** GET /api/announcements/manage: one page of announcements, searched, filtered and sorted. */
export function listAnnouncements(
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<AnnouncementRecord>> {
  return api.get('/announcements/manage', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => announcementPageSchema.parse(json),
  });
}

/** POST /api/announcements, or PUT /api/announcements/{id} at the version read. */
export function saveAnnouncement(
  lang: Lang,
  body: AnnouncementBody,
  editing: AnnouncementRecord | null,
): Promise<AnnouncementRecord> {
  return editing
    ? api.put('/announcements/{id}', {
        params: { id: editing.id },
        lang,
        body: { ...body, version: editing.version },
        parse: parseRecord,
      })
    : api.post('/announcements', { lang, body, parse: parseRecord });
}

/** POST /api/announcements/{id}/archive or …/restore at the version read. */
export function changeAnnouncementStatus(
  lang: Lang,
  action: AnnouncementStatusAction,
  record: AnnouncementRecord,
): Promise<AnnouncementRecord> {
  return api.post(`/announcements/{id}/${action}`, {
    params: { id: record.id },
    lang,
    body: { version: record.version },
    parse: parseRecord,
  });
}
