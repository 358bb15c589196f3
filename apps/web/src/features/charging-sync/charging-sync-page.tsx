import { useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChargingSyncEvent } from '@toll/contract/charging-sync';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { FormAlert } from '../../components/form-alert';
import { StatusBadge } from '../../components/status-badge';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { useOfficePath, useOfficeAccess } from '../office-access';
import {
  CHARGING_SYNC_KEY,
  SYNC_LIST_DEFAULTS,
  SYNC_STATES,
  deliverNow,
  retryEvent,
  syncEvents,
  syncStateOf,
} from './charging-sync-api';

/** The contract an event is about, when it names one (a contract, or a vehicle's contract). */
function contractOf(event: ChargingSyncEvent): number | null {
  if (event.entity === 'account') return event.entityId;
  const id = event.payload.accountId;
  return typeof id === 'number' ? id : null;
}

const statusOf = (e: ChargingSyncEvent) =>
  e.status === 'DELIVERED' ? 'delivered' : e.stuck ? 'stuck' : 'pending';
const STATUS_COLOR = { delivered: 'green', stuck: 'red', pending: 'yellow' } as const;

/**
 * `charging-sync`: the changes the roadside/GNSS charging system has not confirmed yet — waiting
 * ones and stuck ones (failed five times or more) with their last error — tried again one by one,
 * or all that are due at once. Every change still waits in the outbox until it lands.
 */
export function ChargingSyncPage() {
  const narrow = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const queryClient = useQueryClient();
  const canWrite = useOfficeAccess().capabilities.has('units.write');
  const list = useListState(SYNC_LIST_DEFAULTS);
  const state = syncStateOf(list.state);
  const [notice, setNotice] = useState<string | null>(null);
  const events = useListQuery(CHARGING_SYNC_KEY, list.state, syncEvents, {
    refetchInterval: 30_000,
  });
  const after = async (run: { delivered: number; failed: number }) => {
    setNotice(t('chargingSync.ran', run));
    await queryClient.invalidateQueries({ queryKey: CHARGING_SYNC_KEY });
  };
  const retry = useMutation({ mutationFn: (id: number) => retryEvent(lang, id), onSuccess: after });
  const deliver = useMutation({ mutationFn: () => deliverNow(lang), onSuccess: after });
  const data = events.data;

  const columns = useMemo<DataTableColumn<ChargingSyncEvent>[]>(
    () => [
      { accessor: 'id', title: '#' },
      {
        accessor: 'entityId',
        title: t('chargingSync.what'),
        render: (e) => {
          const contract = contractOf(e);
          const plate = typeof e.payload.plate === 'string' ? e.payload.plate : null;
          const what = `${t(`chargingSync.entities.${e.entity}`)} ${plate ?? e.entityId}`;
          return contract ? (
            <Anchor component={Link} to={path(`contract-management/${contract}`)}>
              {what}
            </Anchor>
          ) : (
            what
          );
        },
      },
      { accessor: 'op', title: t('chargingSync.op') },
      {
        accessor: 'status',
        title: t('chargingSync.state'),
        render: (e) => (
          <StatusBadge color={STATUS_COLOR[statusOf(e)]}>
            {t(`chargingSync.status.${statusOf(e)}`)}
          </StatusBadge>
        ),
      },
      { accessor: 'attempts', title: t('chargingSync.attempts'), textAlign: 'right' },
      {
        accessor: 'nextAttemptAt',
        title: t('chargingSync.next'),
        noWrap: true,
        render: (e) => (e.status === 'PENDING' ? formatSofiaDateTime(e.nextAttemptAt) : ''),
      },
      {
        accessor: 'lastError',
        title: t('chargingSync.error'),
        cellsStyle: () => ({ maxWidth: 360, overflowWrap: 'anywhere' }),
        render: (e) => e.lastError ?? '',
      },
      {
        accessor: 'actions',
        title: t('chargingSync.actions'),
        hidden: !canWrite,
        render: (e) =>
          e.status === 'PENDING' && (
            <Button
              size="xs"
              variant="light"
              loading={retry.isPending && retry.variables === e.id}
              onClick={() => {
                setNotice(null);
                retry.mutate(e.id);
              }}
            >
              {t('chargingSync.retry')}
            </Button>
          ),
      },
    ],
    [t, path, canWrite, retry],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('screens.charging-sync')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="charging-sync-title">
          {t('screens.charging-sync')}
        </Title>
        <Text>{t('chargingSync.intro')}</Text>
        <FormAlert message={notice} kind="success" />
        <FormAlert message={retry.error?.message ?? deliver.error?.message} />
        <OfficeDataTable
          labelledBy="charging-sync-title"
          testId="charging-sync"
          columns={columns}
          list={list}
          page={data}
          fetching={events.isFetching}
          error={events.error?.message}
          idAccessor="id"
          emptyText={t(`chargingSync.none.${state}`)}
          filters={
            <Group align="flex-end">
              <SegmentedControl
                // four counted states do not fit side by side on a phone
                orientation={narrow ? 'vertical' : 'horizontal'}
                aria-label={t('chargingSync.show')}
                value={state}
                onChange={(value) => list.setFilter('state', value)}
                data={SYNC_STATES.map((value) => ({
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
          }
        />
      </Stack>
    </Container>
  );
}
