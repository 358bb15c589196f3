import { ActionIcon, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TollSegment } from '@toll/contract/route-passes';

export type PickedSegment = { key: string; segment: TollSegment; axles: number | ''; date: string };

export type TollSegmentListProps = {
  picked: PickedSegment[];
  onChange: (next: PickedSegment[]) => void;
};

/** The chosen segments, each with its own number of axles and date (spec §5). */
export function TollSegmentList({ picked, onChange }: TollSegmentListProps) {
  const { t } = useTranslation('route-pass');
  if (picked.length === 0) return <Text c="dimmed">{t('segments.empty')}</Text>;
  const update = (key: string, patch: Partial<PickedSegment>) =>
    onChange(picked.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  return (
    <Table withTableBorder aria-label={t('segments.list')} data-testid="picked-segments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('table.segment')}</Table.Th>
          <Table.Th>{t('table.from')}</Table.Th>
          <Table.Th>{t('table.to')}</Table.Th>
          <Table.Th>{t('segments.axles')}</Table.Th>
          <Table.Th>{t('segments.date')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {picked.map((p) => (
          <Table.Tr key={p.key}>
            <Table.Td>{p.segment.id}</Table.Td>
            <Table.Td>{p.segment.from.name}</Table.Td>
            <Table.Td>{p.segment.to.name}</Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={`${t('segments.axles')} ${p.segment.id}`}
                min={2}
                max={10}
                w={80}
                value={p.axles}
                onChange={(value) => update(p.key, { axles: value === '' ? '' : Number(value) })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                type="date"
                aria-label={`${t('segments.date')} ${p.segment.id}`}
                value={p.date}
                onChange={(event) => update(p.key, { date: event.currentTarget.value })}
              />
            </Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${t('segments.remove')} ${p.segment.id}`}
                onClick={() => onChange(picked.filter((other) => other.key !== p.key))}
              >
                ×
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
