import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TollSegment } from '@toll/contract/route-passes';
import { formatKm } from '../../../i18n/format-number';
import { useLang } from '../../../i18n/use-lang';
import { roadText } from '../model/road-text';

export type SegmentSearchResultsProps = {
  segments: TollSegment[];
  onAdd: (segment: TollSegment) => void;
};

/** Segments found by place or road, each with a button to add it to the list. */
export function SegmentSearchResults({ segments, onAdd }: SegmentSearchResultsProps) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  if (segments.length === 0) return null;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {segments.map((s) => (
        <Group key={s.id} component="li" gap="xs" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onAdd(s)}
            aria-label={`${t('segments.add')} ${s.id}`}
          >
            {t('segments.add')}
          </Button>
          <Text size="sm">
            {s.id} · {roadText(s.road, t)} · {s.from.name} – {s.to.name} ·{' '}
            {t('result.km', { km: formatKm(s.lengthKm, lang) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
