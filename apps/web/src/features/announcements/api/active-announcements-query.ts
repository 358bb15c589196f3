import { queryOptions } from '@tanstack/react-query';
import type { Announcement } from '@toll/contract/content';
import type { Lang } from '@toll/domain/languages';
import { PRODUCT_TYPES } from '@toll/domain/public-content';
import { ANNOUNCEMENT_STATUSES } from '@toll/domain/statuses';
import { api } from '../../../api/typed-client';
import { list, nullableText, num, oneOf, record, text } from '../../../api/json-checks';

export function parseAnnouncements(json: unknown): Announcement[] {
  return list(json).map((value) => {
    const item = record(value);
    return {
      id: num(item.id),
      name: text(item.name),
      link: nullableText(item.link),
      message: text(item.message),
      productType: oneOf(PRODUCT_TYPES, item.productType),
      status: oneOf(ANNOUNCEMENT_STATUSES, item.status),
      createdAt: text(item.createdAt),
    };
  });
}

/** GET /api/announcements?status=ACTIVE, in the page's language. */
export const activeAnnouncementsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['announcements', 'ACTIVE', lang],
    queryFn: ({ signal }) =>
      api.get('/announcements', {
        lang,
        signal,
        query: { status: 'ACTIVE' },
        parse: parseAnnouncements,
      }),
  });
