import { Alert, List, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@toll/contract/record-history';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useRecordHistory } from '../api/get-record-history';
import { HIDDEN_HISTORY_FIELDS, historyValue } from '../history-values';

export type RecordHistoryProps = {
  /** The record kind of the audit log (`user`, `partner`, `pos`, …). */
  entity: string;
  id: string | number;
  /** The field names' texts (e.g. the form's labels); a field without one shows its name. */
  fieldLabel?: (field: string) => string | undefined;
  /** The id of the heading that names the table. */
  labelledBy?: string;
};

function Changes({
  entry,
  fieldLabel,
}: { entry: HistoryEntry } & Pick<RecordHistoryProps, 'fieldLabel'>) {
  const { t } = useTranslation('office');
  const changes = entry.changes.filter((change) => !HIDDEN_HISTORY_FIELDS.has(change.field));
  if (changes.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('history.noFields')}
      </Text>
    );
  const empty = t('history.empty');
  return (
    <List size="sm" spacing={2}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          <Text span fw={600} size="sm">
            {fieldLabel?.(change.field) ?? change.field}
          </Text>
          {': '}
          <Text span size="sm" td="line-through" c="gray.8">
            {historyValue(change.before, empty)}
          </Text>
          {' → '}
          <Text span size="sm">
            {historyValue(change.after, empty)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The change history of one back-office record (spec: every record staff change has one), read
 * from the audit log: when, who, what was done, and each changed field before → after; newest first.
 */
export function RecordHistory({ entity, id, fieldLabel, labelledBy }: RecordHistoryProps) {
  const { t } = useTranslation('office');
  const history = useRecordHistory(entity, id);
  if (history.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (history.isError)
    return (
      <Alert color="red" role="alert">
        {t('history.failed')} {history.error.message}
      </Alert>
    );
  const items = history.data.items;
  if (items.length === 0) return <Text c="gray.7">{t('history.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        striped
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t('history.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('history.when')}</Table.Th>
            <Table.Th scope="col">{t('history.who')}</Table.Th>
            <Table.Th scope="col">{t('history.action')}</Table.Th>
            <Table.Th scope="col">{t('history.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSofiaDateTime(entry.at)}</Table.Td>
              <Table.Td>
                {entry.actor
                  ? `${entry.actor.name ?? entry.actor.username} (${entry.actor.username})`
                  : t('history.system')}
              </Table.Td>
              <Table.Td>
                <Text span size="sm">
                  {t(`history.actions.${entry.action}`, { defaultValue: entry.action })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Changes entry={entry} fieldLabel={fieldLabel} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
