import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTollSegmentSearch } from '../api/toll-segments';
import { useSegmentPicker } from '../hooks/use-segment-picker';
import { SegmentSearchResults } from './segment-search-results';
import { TollSegmentList } from './toll-segment-list';

export type TollSegmentPickerProps = { emissionClassId: number };

/** Spec §2: search a point or a segment id, add segments, each with axles and a date, download them. */
export function TollSegmentPicker({ emissionClassId }: TollSegmentPickerProps) {
  const { t } = useTranslation('route-pass');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data: found = [] } = useTollSegmentSearch(debounced);
  const [wantedId, setWantedId] = useState('');
  const picker = useSegmentPicker(emissionClassId);
  const find = () => void picker.findById(wantedId).then((ok) => ok && setWantedId(''));

  return (
    <section aria-labelledby="segment-picker-title" data-testid="segment-picker">
      <Stack gap="sm">
        <Title order={2} id="segment-picker-title">
          {t('segments.heading')}
        </Title>
        <Text>{t('segments.intro')}</Text>
        <Group align="flex-end" gap="md">
          <TextInput
            label={t('segments.search')}
            placeholder={t('segments.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 2, minWidth: 220 }}
          />
          <TextInput
            label={t('segments.byId')}
            placeholder={t('segments.byIdPlaceholder')}
            value={wantedId}
            onChange={(event) => setWantedId(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && find()}
            style={{ flex: 1, minWidth: 140 }}
          />
          <Button variant="default" onClick={find} disabled={!wantedId.trim()}>
            {t('segments.find')}
          </Button>
        </Group>
        {debounced.trim() !== '' && <SegmentSearchResults segments={found} onAdd={picker.add} />}
        {picker.problem && (
          <Alert color="red" role="alert">
            {picker.problem}
          </Alert>
        )}
        <TollSegmentList picked={picker.picked} onChange={picker.setPicked} />
        <Text size="sm" c="dimmed">
          {t('segments.heavyNote')}
        </Text>
        <Group>
          <Button onClick={() => void picker.download()} disabled={picker.picked.length === 0}>
            {t('segments.download')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
