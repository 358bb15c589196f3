import { Button, Code, ScrollArea, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@toll/contract/fleet';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { when } from './fleet-format';

/**
 * An endpoint's latest deliveries: the event, its state and attempts, the last attempt's time,
 * request and answer (folded), and "send again".
 */
export function DeliveriesTable({
  deliveries,
  onResend,
}: {
  deliveries: WebhookDelivery[];
  onResend: (id: number) => void;
}) {
  const t = useSitePagesT();
  return (
    <ScrollArea type="auto">
      <Table miw={760} aria-label={t('fleetApi.deliveries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fleetApi.event.title')}</Table.Th>
            <Table.Th>{t('fleetApi.state')}</Table.Th>
            <Table.Th>{t('fleetApi.lastAttempt')}</Table.Th>
            <Table.Th>{t('fleetApi.answer')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Text size="sm">{d.eventType}</Text>
                <Text size="xs" c="dimmed">
                  {d.eventId}
                </Text>
              </Table.Td>
              <Table.Td>
                {t(`fleetApi.deliveryState.${d.state}`)}
                <Text size="xs" c="dimmed">
                  {t('fleetApi.attempts', { count: d.attempts })}
                  {d.nextAttemptAt && ` · ${t('fleetApi.next', { at: when(d.nextAttemptAt) })}`}
                </Text>
              </Table.Td>
              <Table.Td>
                {d.last ? when(d.last.attemptedAt) : '—'}
                {d.last && (
                  <Text size="xs" c="dimmed">
                    {t('fleetApi.took', { ms: d.last.durationMs })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {d.last && (
                  <details>
                    <summary>{d.last.responseStatus ?? d.last.error ?? '—'}</summary>
                    <Text size="xs" fw={600}>
                      {t('fleetApi.request')}
                    </Text>
                    <Code block>
                      {Object.entries(d.last.requestHeaders)
                        .map(([k, v]) => `${k}: ${v}`)
                        .join('\n')}
                      {`\n\n${d.last.requestBody}`}
                    </Code>
                    <Text size="xs" fw={600}>
                      {t('fleetApi.response')}
                    </Text>
                    <Code block>{d.last.responseBody ?? d.last.error ?? ''}</Code>
                  </details>
                )}
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => onResend(d.id)}>
                  {t('fleetApi.resend')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
