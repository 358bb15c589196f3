import type { ListPage } from '@toll/contract/list-query';
import {
  notificationDetailSchema,
  notificationPageSchema,
  notificationRecordSchema,
  type NotificationDetail,
  type NotificationRecord,
} from '@toll/contract/notifications';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

/** The list's view in the address: newest first, `q` and the log's filters. */
export const NOTIFICATION_LIST_DEFAULTS: ListDefaults = {
  pageSize: 50,
  sort: 'createdAt',
  order: 'desc',
  sortable: ['createdAt', 'id', 'status', 'receiver', 'messageType', 'channel', 'kind'],
  filters: ['status', 'channel', 'messageType', 'from', 'to'],
};

export const NOTIFICATIONS_KEY = ['office-notifications'] as const;
export const NOTIFICATIONS_PATH = '/notificationReport/notifications';

/** GET /api/notificationReport/notifications/filtered: one page of the log. */
export function listNotifications(
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<NotificationRecord>> {
  return api.get('/notificationReport/notifications/filtered', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => notificationPageSchema.parse(json),
  });
}

/** GET /api/notificationReport/notifications/id/{id}: one notice with its text. */
export function getNotification(lang: Lang, id: number): Promise<NotificationDetail> {
  return api.get('/notificationReport/notifications/id/{id}', {
    params: { id },
    lang,
    parse: (json) => notificationDetailSchema.parse(json),
  });
}

/** POST …/id/{id}/resend: a failed notice back on the queue (admin). */
export function resendNotification(lang: Lang, id: number): Promise<NotificationRecord> {
  return api.post('/notificationReport/notifications/id/{id}/resend', {
    params: { id },
    lang,
    body: {},
    parse: (json) => notificationRecordSchema.parse(json),
  });
}
