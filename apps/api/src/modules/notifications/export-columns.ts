import type { Lang } from '@toll/domain/languages';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { NotificationRow } from './repo';

/** The columns of the notification log export, headers and statuses in the caller's language. */
export function notificationExportColumns(lang: Lang): ExportColumn<NotificationRow>[] {
  const t = translator(lang, 'exports');
  const statuses = new Map<string, string>();
  const status = (value: string) => {
    let label = statuses.get(value);
    if (label === undefined) {
      label = t(`notifications.statuses.${value}`);
      statuses.set(value, label);
    }
    return label;
  };
  return [
    { header: t('notifications.id'), value: (r) => r.id, width: 10 },
    { header: t('notifications.createdAt'), value: (r) => r.createdAt, width: 22 },
    { header: t('notifications.messageType'), value: (r) => r.messageType, width: 20 },
    { header: t('notifications.channel'), value: (r) => r.channel, width: 8 },
    { header: t('notifications.receiver'), value: (r) => r.receiver, width: 30 },
    { header: t('notifications.subject'), value: (r) => r.subject, width: 40 },
    { header: t('notifications.status'), value: (r) => status(r.status), width: 14 },
    { header: t('notifications.errorText'), value: (r) => r.errorText, width: 40 },
    { header: t('notifications.interfaceType'), value: (r) => r.interfaceType, width: 10 },
    {
      header: t('notifications.delictDocumentNumber'),
      value: (r) => r.delictDocumentNumber,
      width: 20,
    },
    { header: t('notifications.barcode'), value: (r) => r.barcode, width: 20 },
    { header: t('notifications.attempts'), value: (r) => r.attempts, width: 8 },
    { header: t('notifications.sentAt'), value: (r) => r.sentAt, width: 22 },
  ];
}
