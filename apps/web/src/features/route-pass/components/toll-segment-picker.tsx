import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TollSegment } from '@toll/contract/route-passes';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { fetchSegmentsCsv, getTollSegment, useTollSegmentSearch } from '../api/toll-segments';
import { downloadBlob } from '../model/route-exports';
import { TollSegmentList, type PickedSegment } from './toll-segment-list';

export type TollSegmentPickerProps = { emissionClassId: number };

/** Spec §2: search a point or a segment id, add segments, each with axles and a date, download them. */
export function TollSegmentPicker({ emissionClassId }: TollSegmentPickerProps) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data: found = [] } = useTollSegmentSearch(debounced);
  const [wantedId, setWantedId] = useState('');
  const [picked, setPicked] = useState<PickedSegment[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const today = formatPlainDate(sofiaDate(new Date()));

  const add = (segment: TollSegment) => {
    setMessage(null);
    setPicked((list) => [
      ...list,
      { key: `${segment.id}-${Date.now()}`, segment, axles: 5, date: today },
    ]);
  };

  const findById = async () => {
    try {
      add(await getTollSegment(wantedId, lang));
      setWantedId('');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : t('segments.notFound'));
    }
  };

  const download = async () => {
    if (picked.some((p) => !p.date || !Number.isInteger(p.axles))) {
      setMessage(t('segments.needsAxlesAndDate'));
      return;
    }
    try {
      const items = picked.map((p) => ({ id: p.segment.id, axles: Number(p.axles), date: p.date }));
      downloadBlob(await fetchSegmentsCsv(items, emissionClassId, lang), 'toll-segments.csv');
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

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
            onKeyDown={(event) => event.key === 'Enter' && void findById()}
            style={{ flex: 1, minWidth: 140 }}
          />
          <Button variant="default" onClick={() => void findById()} disabled={!wantedId.trim()}>
            {t('segments.find')}
          </Button>
        </Group>
        {debounced.trim() !== '' && found.length > 0 && (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {found.map((s) => (
              <Group key={s.id} component="li" gap="xs" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => add(s)}
                  aria-label={`${t('segments.add')} ${s.id}`}
                >
                  {t('segments.add')}
                </Button>
                <Text size="sm">
                  {s.id} · {s.road} · {s.from.name} – {s.to.name} · {s.lengthKm} km
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <TollSegmentList picked={picked} onChange={setPicked} />
        <Text size="sm" c="dimmed">
          {t('segments.heavyNote')}
        </Text>
        <Group>
          <Button onClick={() => void download()} disabled={picked.length === 0}>
            {t('segments.download')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
