import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChargingSyncEvent } from '@toll/contract/charging-sync';
import { FormAlert } from '../../components/form-alert';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { useOfficePath } from '../office-access/office-paths';
import { useOfficeAccess } from '../office-access/use-office-access';
import {
  CHARGING_SYNC_KEY,
  deliverNow,
  retryEvent,
  syncEvents,
  type SyncState,
} from './charging-sync-api';

/** The contract an event is about, when it names one (a contract, or a vehicle's contract). */
function contractOf(event: ChargingSyncEvent): number | null {
  if (event.entity === 'account') return event.entityId;
  const id = event.payload.accountId;
  return typeof id === 'number' ? id : null;
}

/**
 * `charging-sync`: the changes the roadside/GNSS charging system has not confirmed yet — waiting
 * ones and stuck ones (failed five times or more) with their last error — tried again one by one,
 * or all that are due at once. Every change still waits in the outbox until it lands.
 */
export function ChargingSyncPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const queryClient = useQueryClient();
  const canWrite = useOfficeAccess().capabilities.has('units.write');
  const [state, setState] = useState<SyncState>('stuck');
  const [notice, setNotice] = useState<string | null>(null);
  const events = useQuery({
    queryKey: [...CHARGING_SYNC_KEY, state, lang],
    queryFn: ({ signal }) => syncEvents(lang, state, signal),
    refetchInterval: 30_000,
  });
  const after = async (run: { delivered: number; failed: number }) => {
    setNotice(t('chargingSync.ran', run));
    await queryClient.invalidateQueries({ queryKey: CHARGING_SYNC_KEY });
  };
  const retry = useMutation({ mutationFn: (id: number) => retryEvent(lang, id), onSuccess: after });
  const deliver = useMutation({ mutationFn: () => deliverNow(lang), onSuccess: after });
  const data = events.data;
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('screens.charging-sync')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('screens.charging-sync')}</Title>
        <Text>{t('chargingSync.intro')}</Text>
        <Group justify="space-between" align="flex-end">
          <SegmentedControl
            aria-label={t('chargingSync.show')}
            value={state}
            onChange={(value) => setState(value as SyncState)}
            data={(['stuck', 'pending', 'all'] as const).map((value) => ({
              value,
              label:
                value === 'all'
                  ? t('chargingSync.states.all')
                  : `${t(`chargingSync.states.${value}`)} (${data?.[value] ?? '…'})`,
            }))}
          />
          {canWrite && (
            <Button onClick={() => deliver.mutate()} loading={deliver.isPending}>
              {t('chargingSync.deliver')}
            </Button>
          )}
        </Group>
        <FormAlert message={notice} kind="success" />
        <FormAlert
          message={events.error?.message ?? retry.error?.message ?? deliver.error?.message}
        />
        {data && data.items.length === 0 && <Text>{t(`chargingSync.none.${state}`)}</Text>}
        {data && data.items.length > 0 && (
          <Table striped withTableBorder aria-label={t('screens.charging-sync')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('chargingSync.what')}</Table.Th>
                <Table.Th>{t('chargingSync.op')}</Table.Th>
                <Table.Th>{t('chargingSync.state')}</Table.Th>
                <Table.Th>{t('chargingSync.attempts')}</Table.Th>
                <Table.Th>{t('chargingSync.next')}</Table.Th>
                <Table.Th>{t('chargingSync.error')}</Table.Th>
                {canWrite && <Table.Th>{t('chargingSync.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((e) => {
                const contract = contractOf(e);
                const plate = typeof e.payload.plate === 'string' ? e.payload.plate : null;
                const what = `${t(`chargingSync.entities.${e.entity}`)} ${plate ?? e.entityId}`;
                return (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.id}</Table.Td>
                    <Table.Td>
                      {contract ? (
                        <Anchor component={Link} to={path(`contract-management/${contract}`)}>
                          {what}
                        </Anchor>
                      ) : (
                        what
                      )}
                    </Table.Td>
                    <Table.Td>{e.op}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={e.status === 'DELIVERED' ? 'green' : e.stuck ? 'red' : 'yellow'}
                        variant="light"
                      >
                        {' '}
                        {/* prettier-ignore */}
                        {t(
                          `chargingSync.status.${e.status === 'DELIVERED' ? 'delivered' : e.stuck ? 'stuck' : 'pending'}`,
                        )}{' '}
                        {/* prettier-ignore */}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{e.attempts}</Table.Td>
                    <Table.Td>
                      {e.status === 'PENDING' ? formatSofiaDateTime(e.nextAttemptAt) : ''}
                    </Table.Td>
                    <Table.Td style={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                      {e.lastError ?? ''}
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        {e.status === 'PENDING' && (
                          <Button
                            size="xs"
                            variant="light"
                            loading={retry.isPending && retry.variables === e.id}
                            onClick={() => {
                              setNotice(null);
                              retry.mutate(e.id);
                            }}
                          >
                            {' '}
                            {/* prettier-ignore */}
                            {t('chargingSync.retry')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
