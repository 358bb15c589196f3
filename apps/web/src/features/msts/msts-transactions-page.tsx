import { useMemo } from 'react';
import { Accordion, Container, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { mstsOverchargeListSchema } from '@toll/contract/msts';
import { formatAmount } from '@toll/domain/money-format';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import type { ListDefaults } from '../../components/data-table/list-state';
import { ListSearch } from '../../components/data-table/list-search';
import { useClientPage } from '../../components/data-table/use-client-page';
import { useLocalListState } from '../../components/data-table/use-local-list-state';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { useLang } from '../../i18n/use-lang';
import { useOfficePath, useOfficeAccess } from '../office-access';
import { getOvercharges, listMsts, MSTS_KEY, MSTS_LIST_DEFAULTS, MSTS_PATH } from './msts-api';
import { mstsTableColumns } from './msts-columns';
import { MstsImport } from './msts-import';
import { MstsKeys } from './msts-keys';
import { formatDay } from '../../i18n/format-sofia-time';

type MstsOvercharge = z.infer<typeof mstsOverchargeListSchema>['items'][number];

/** The overcharge per toll domain: a short reference list, paged and sorted in the browser. */
const OVERCHARGE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'tollDomain',
  sortable: ['tollDomain', 'name', 'overchargeBp'],
};
const OVERCHARGE_ROWS: ClientListOptions<MstsOvercharge> = {
  searchText: (d) => `${d.tollDomain} ${d.name}`,
  sortValue: (d, column) =>
    column === 'overchargeBp' ? d.overchargeBp : column === 'name' ? d.name : d.tollDomain,
};

/**
 * `msts-transactions` (spec §2, behind the MSTS flag): every contract's international toll
 * transactions with filters and export, the file import for the finance staff, and the platform's
 * overcharge per toll domain (`GET /msts/overcharges`); for the admin (`msts.keys`), the outside
 * toll service's API keys: issued, listed and revoked.
 */
export function MstsTransactionsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const capabilities = useOfficeAccess().capabilities;
  const mayImport = capabilities.has('msts.import');
  const mayManageKeys = capabilities.has('msts.keys');
  const list = useListState(MSTS_LIST_DEFAULTS);
  const page = useListQuery([...MSTS_KEY, 'list'], list.state, listMsts);
  const overcharges = useQuery({
    queryKey: [...MSTS_KEY, 'overcharges', lang],
    queryFn: ({ signal }) => getOvercharges(lang, signal),
    staleTime: 300_000,
  });
  const columns = useMemo(
    () => mstsTableColumns(t, lang, (id) => path(`contract-management/${id}`)),
    [t, lang, path],
  );
  const overchargeList = useLocalListState(OVERCHARGE_LIST_DEFAULTS);
  const overchargePage = useClientPage(
    overcharges.data?.items,
    overchargeList.state,
    OVERCHARGE_ROWS,
  );
  const overchargeColumns = useMemo<DataTableColumn<MstsOvercharge>[]>(
    () => [
      { accessor: 'tollDomain', title: t('msts.tollDomain'), sortable: true },
      { accessor: 'name', title: t('msts.domainName'), sortable: true },
      {
        accessor: 'overchargeBp',
        title: t('msts.overchargePercent'),
        sortable: true,
        textAlign: 'right',
        render: (d) => formatAmount(d.overchargeBp, lang),
      },
      { accessor: 'validFrom', title: t('msts.validFrom'), noWrap: true },
    ],
    [t, lang],
  );
  const filter = (name: string, value: string) => list.setFilter(name, value);
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('screens.msts-transactions')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="msts-title">
          {t('screens.msts-transactions')}
        </Title>
        {mayImport && <MstsImport />}
        <OfficeDataTable
          labelledBy="msts-title"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          searchLabel={t('msts.search')}
          exportPath={MSTS_PATH}
          exportFileName="msts-transactions"
          filters={
            <>
              <NativeSelect
                label={t('msts.tollDomain')}
                value={list.state.filters.tollDomain ?? ''}
                onChange={(e) => filter('tollDomain', e.currentTarget.value)}
                data={[
                  { value: '', label: t('msts.any') },
                  ...(overcharges.data?.items ?? []).map((d) => ({
                    value: d.tollDomain,
                    label: d.name,
                  })),
                ]}
              />
              <NativeSelect
                label={t('msts.billed')}
                value={list.state.filters.billed ?? ''}
                onChange={(e) => filter('billed', e.currentTarget.value)}
                data={[
                  { value: '', label: t('msts.any') },
                  { value: 'false', label: t('msts.billedNo') },
                  { value: 'true', label: t('msts.billedYes') },
                ]}
              />
              <ListSearch
                label={t('msts.plate')}
                value={list.state.filters.plate ?? ''}
                onSearch={(value) => filter('plate', value)}
                width={130}
              />
              <TextInput
                type="date"
                label={t('msts.from')}
                value={list.state.filters.from ?? ''}
                onChange={(e) => filter('from', e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('msts.to')}
                value={list.state.filters.to ?? ''}
                onChange={(e) => filter('to', e.currentTarget.value)}
              />
            </>
          }
        />
        <Accordion variant="contained">
          <Accordion.Item value="overcharges">
            <Accordion.Control id="msts-overcharges-title">
              {t('msts.overchargesTitle', { at: formatDay(overcharges.data?.at) })}
            </Accordion.Control>
            <Accordion.Panel>
              <OfficeDataTable
                labelledBy="msts-overcharges-title"
                testId="msts-overcharges"
                columns={overchargeColumns}
                list={overchargeList}
                page={overchargePage}
                fetching={overcharges.isFetching}
                error={overcharges.error?.message}
                idAccessor="tollDomain"
              />
            </Accordion.Panel>
          </Accordion.Item>
          {mayManageKeys && (
            <Accordion.Item value="keys">
              <Accordion.Control>{t('msts.keysTitle')}</Accordion.Control>
              <Accordion.Panel>
                <MstsKeys />
              </Accordion.Panel>
            </Accordion.Item>
          )}
        </Accordion>
      </Stack>
    </Container>
  );
}
