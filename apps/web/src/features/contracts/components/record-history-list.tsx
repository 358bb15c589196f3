import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { recordHistory } from '../api/contracts-api';

const show = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ''
    ? empty
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

/** The change history of one record (GET /history/{entity}/{id}), newest first. */
export function RecordHistoryList({ entity, id }: { entity: string; id: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const history = useQuery({
    queryKey: ['history', entity, id, lang],
    queryFn: ({ signal }) => recordHistory(lang, entity, id, signal),
  });
  if (history.error) return <FormAlert message={t('history.failed')} />;
  if (!history.data) return <Text>{t('common.loading')}</Text>;
  if (history.data.items.length === 0) return <Text>{t('history.none')}</Text>;
  return (
    <Table striped aria-label={t('history.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.when')}</Table.Th>
          <Table.Th>{t('history.who')}</Table.Th>
          <Table.Th>{t('history.action')}</Table.Th>
          <Table.Th>{t('history.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.items.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              {new Date(entry.at).toLocaleString(lang === 'bg' ? 'bg-BG' : 'en-GB')}
            </Table.Td>
            <Table.Td>
              {entry.actor ? (entry.actor.name ?? entry.actor.username) : t('history.system')}
            </Table.Td>
            <Table.Td>{entry.action}</Table.Td>
            <Table.Td>
              {entry.changes.length === 0
                ? t('history.noFields')
                : entry.changes
                    .filter((c) => typeof c.after !== 'object' || c.after === null)
                    .map((c) =>
                      t('history.change', {
                        field: c.field,
                        before: show(c.before, t('history.empty')),
                        after: show(c.after, t('history.empty')),
                      }),
                    ) // prettier-ignore
                    .join('; ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
