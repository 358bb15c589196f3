import { useMemo } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountListItem } from '@toll/contract/accounts';
import { ACCOUNT_STATUSES } from '@toll/domain/statuses';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { useOfficeAccess, useOfficePath } from '../../office-access';
import { CONTRACTS_KEY, CONTRACT_LIST_DEFAULTS, listContracts } from '../api/contracts-api';
import { StatusBadge as LabelBadge } from '../../../components/status-badge';
import { StatusBadge } from './status-badge';

/** `contract-management`: contracts, searched and filtered on the server, with the CSV export. */
export function ContractListPage() {
  const { t } = useTranslation('office');
  const path = useOfficePath();
  const list = useListState(CONTRACT_LIST_DEFAULTS);
  const contracts = useListQuery([...CONTRACTS_KEY, 'list'], list.state, listContracts);
  const canWrite = useOfficeAccess().capabilities.has('contracts.write');
  const filter = (name: string, value: string) => list.setFilter(name, value);
  const columns = useMemo<DataTableColumn<AccountListItem>[]>(
    () => [
      {
        accessor: 'number',
        title: t('contracts.number'),
        sortable: true,
        render: (row) => (
          <Anchor
            component={Link}
            to={path(`contract-management/${row.id}`)}
            aria-label={t('contracts.open', { number: row.number })}
          >
            {row.number}
          </Anchor>
        ),
      },
      { accessor: 'clientName', title: t('contracts.client'), sortable: true },
      { accessor: 'customerId', title: t('contracts.customerId') },
      { accessor: 'identificationNumber', title: t('contracts.identification') },
      {
        accessor: 'accountType',
        title: t('contracts.type'),
        sortable: true,
        render: (row) => t(`contracts.types.${row.accountType as 1 | 2}`),
      },
      {
        accessor: 'status',
        title: t('contracts.status'),
        sortable: true,
        render: (row) => <StatusBadge status={row.status} />,
      },
      { accessor: 'activeUnits', title: t('contracts.units'), textAlign: 'right' },
      {
        accessor: 'signed',
        title: t('contracts.signed'),
        render: (row) => (
          <LabelBadge color={row.signed ? 'green' : 'gray'}>
            {row.signed ? t('common.yes') : t('common.no')}
          </LabelBadge>
        ),
      },
    ],
    [t, path],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('contracts.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="contracts-title">
            {t('contracts.title')}
          </Title>
          {canWrite && (
            <Button component={Link} to={path('contract-management/new')}>
              {t('contracts.create')}
            </Button>
          )}
        </Group>
        <OfficeDataTable
          labelledBy="contracts-title"
          columns={columns}
          list={list}
          page={contracts.data}
          fetching={contracts.isFetching}
          error={contracts.error?.message}
          idAccessor="id"
          searchLabel={t('contracts.search')}
          exportPath="/accounts"
          exportFileName="contracts"
          filters={
            <>
              <NativeSelect
                label={t('contracts.status')}
                value={list.state.filters.status ?? ''}
                onChange={(e) => filter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('contracts.any') },
                  ...ACCOUNT_STATUSES.map((s) => ({
                    value: s,
                    label: t(`contracts.statuses.${s}`),
                  })),
                ]}
              />
              <NativeSelect
                label={t('contracts.type')}
                value={list.state.filters.accountType ?? ''}
                onChange={(e) => filter('accountType', e.currentTarget.value)}
                data={[
                  { value: '', label: t('contracts.any') },
                  { value: '1', label: t('contracts.types.1') },
                  { value: '2', label: t('contracts.types.2') },
                ]}
              />
              <TextInput
                label={t('contracts.identification')}
                defaultValue={list.state.filters.identification ?? ''}
                onBlur={(e) => filter('identification', e.currentTarget.value.trim())}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') filter('identification', e.currentTarget.value.trim());
                }}
                w={150}
              />
            </>
          }
        />
      </Stack>
    </Container>
  );
}
