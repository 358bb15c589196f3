import type { AnnouncementRecord } from '@toll/contract/announcements';
import type { Lang } from '@toll/domain/languages';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';

/** The columns of the announcements export, headed and labelled in the caller's language. */
export function announcementExportColumns(lang: Lang): ExportColumn<AnnouncementRecord>[] {
  const t = translator(lang, 'exports');
  return [
    { header: t('announcements.id'), value: (r) => r.id, width: 8 },
    { header: t('announcements.name'), value: (r) => r.name, width: 36 },
    { header: t('announcements.status'), value: (r) => t(`announcements.statuses.${r.status}`) },
    {
      header: t('announcements.productType'),
      value: (r) => t(`announcements.productTypes.${r.productType}`),
      width: 22,
    },
    { header: t('announcements.messageBg'), value: (r) => r.messageBg, width: 60 },
    { header: t('announcements.messageEn'), value: (r) => r.messageEn, width: 60 },
    { header: t('announcements.link'), value: (r) => r.link, width: 36 },
    { header: t('announcements.createdAt'), value: (r) => r.createdAt, width: 22 },
    { header: t('announcements.updatedAt'), value: (r) => r.updatedAt, width: 22 },
  ];
}
