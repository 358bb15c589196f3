import { Code, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { getNotification, NOTIFICATIONS_KEY } from '../api/notification-log';

/** One notice: every field of spec §3 Notification and the text that went out. */
export function NotificationDetailModal({
  id,
  onClose,
}: {
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const detail = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'detail', id, lang],
    queryFn: () => getNotification(lang, id!),
    enabled: id !== null,
  });
  const row = detail.data;
  const field = (label: string, value: string | number | null) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === '' ? '—' : value}</Text>
    </div>
  );
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={t('notifications.detailTitle', { id: id ?? '' })}
    >
      {detail.isLoading && <Loader size="sm" />}
      <FormAlert message={detail.error?.message ?? null} />
      {row && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field(t('notifications.messageType'), row.messageType)}
            {field(t('notifications.channel'), t(`notifications.channels.${row.channel}`))}
            {field(t('notifications.receiver'), row.receiver)}
            {field(t('notifications.status'), t(`notifications.statuses.${row.status}`))}
            {field(t('notifications.interfaceType'), row.interfaceType)}
            {field(t('notifications.attempts'), row.attempts)}
            {field(t('notifications.delictDocumentNumber'), row.delictDocumentNumber)}
            {field(t('notifications.barcode'), row.barcode)}
            {field(t('notifications.createdAt'), formatSofiaDateTime(row.createdAt))}
            {field(t('notifications.sentAt'), row.sentAt ? formatSofiaDateTime(row.sentAt) : null)}
            {row.channel === 'SMS' &&
              field(
                t('notifications.deliveredAt'),
                row.deliveredAt
                  ? formatSofiaDateTime(row.deliveredAt)
                  : t('notifications.noReport'),
              )}
          </SimpleGrid>
          {field(t('notifications.subject'), row.subject)}
          {row.errorText && field(t('notifications.errorText'), row.errorText)}
          <Text size="xs" c="dimmed">
            {t('notifications.body')}
          </Text>
          {row.body ? (
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {row.body}
            </Code>
          ) : (
            <Text size="sm">{t('notifications.bodyHidden')}</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
