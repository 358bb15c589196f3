import { Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';

/** The text of a key or secret shown once, with a copy button. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const t = useSitePagesT();
  return (
    <Card withBorder padding="sm" bg="yellow.0" role="status">
      <Stack gap={4}>
        <Text fw={600}>{label}</Text>
        <Code block data-testid="shown-once">
          {value}
        </Code>
        <Text size="sm">{t('fleetApi.shownOnce')}</Text>
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => void navigator.clipboard?.writeText(value)}
          >
            {t('fleetApi.copy')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
