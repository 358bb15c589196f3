import { Radio, SegmentedControl, Stack, Text, TextInput, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteOptions } from '../model/route-pass-form';

export type RouteOptionsFieldsProps = {
  options: RouteOptions;
  onChange: (patch: Partial<RouteOptions>) => void;
};

/** Shortest or fastest, and when the journey starts (now or a later Sofia date and time). */
export function RouteOptionsFields({ options, onChange }: RouteOptionsFieldsProps) {
  const { t } = useTranslation('route-pass');
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} id="route-type-label" mb={4}>
          {t('routeType.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="route-type-label"
          value={options.routeType}
          onChange={(value) =>
            onChange({ routeType: value === 'shortest' ? 'shortest' : 'fastest' })
          }
          data={[
            { value: 'fastest', label: t('routeType.fastest') },
            { value: 'shortest', label: t('routeType.shortest') },
          ]}
        />
      </div>
      <Radio.Group
        label={t('start.label')}
        value={options.startMode}
        onChange={(value) => onChange({ startMode: value === 'later' ? 'later' : 'now' })}
      >
        <Group gap="md" mt={4}>
          <Radio value="now" label={t('start.now')} />
          <Radio value="later" label={t('start.later')} />
        </Group>
      </Radio.Group>
      {options.startMode === 'later' && (
        <TextInput
          type="datetime-local"
          label={t('start.dateTime')}
          value={options.startLocal}
          onChange={(event) => onChange({ startLocal: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
