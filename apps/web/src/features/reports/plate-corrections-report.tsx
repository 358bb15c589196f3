import { useMemo, useState } from 'react';
import { Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  plateCorrectionListSchema,
  type PlateCorrectionList,
} from '@toll/contract/plate-corrections';
import type { Lang } from '@toll/domain/languages';
import { formatMoney } from '@toll/domain/money-format';
import { addDays, formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { api } from '../../api/typed-client';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import type { ListDefaults } from '../../components/data-table/list-state';
import { useClientPage } from '../../components/data-table/use-client-page';
import { useListState } from '../../components/data-table/use-list-state';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';

type Row = PlateCorrectionList['items'][number];
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

const DEFAULTS: ListDefaults = {
  sort: 'correctedAt',
  order: 'desc',
  sortable: ['correctedAt', 'vignetteNumber', 'newPlate'],
};
const ROWS: ClientListOptions<Row> = {
  searchText: (r) =>
    `${r.vignetteNumber} ${r.countryCode} ${r.oldPlate} ${r.newPlate} ${r.actor ?? ''} ${r.saleNumber}`,
  sortValue: (r, column) =>
    column === 'vignetteNumber'
      ? r.vignetteNumber
      : column === 'newPlate'
        ? r.newPlate
        : r.correctedAt,
};

const listCorrections = (lang: Lang, from: string, to: string, signal?: AbortSignal) =>
  api.get('/plate-corrections', {
    lang,
    query: { from, to },
    signal,
    parse: (json) => plateCorrectionListSchema.parse(json),
  });

/**
 * The plate corrections of a period (issue #38), on the reports page: when, which vignette, the
 * plate before and after, where (site or counter) and by whom, the sale that paid the fee.
 */
export function PlateCorrectionsReport() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [today] = useState(() => sofiaDate(new Date()));
  const [from, setFrom] = useState(() => formatPlainDate(addDays(today, -30)));
  const [to, setTo] = useState(() => formatPlainDate(today));
  const list = useListState(DEFAULTS);
  const rows = useQuery({
    queryKey: ['plate-corrections', lang, from, to],
    queryFn: ({ signal }) => listCorrections(lang, from, to, signal),
    enabled: from !== '' && to !== '',
  });
  const page = useClientPage(rows.data?.items, list.state, ROWS);
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        accessor: 'correctedAt',
        title: t('plateCorrections.at'),
        sortable: true,
        noWrap: true,
        render: (r) => formatSofiaDateTime(r.correctedAt),
      },
      { accessor: 'vignetteNumber', title: t('plateCorrections.vignette'), sortable: true },
      {
        accessor: 'oldPlate',
        title: t('plateCorrections.oldPlate'),
        render: (r) => `${r.countryCode} ${r.oldPlate}`,
      },
      {
        accessor: 'newPlate',
        title: t('plateCorrections.newPlate'),
        sortable: true,
        render: (r) => `${r.countryCode} ${r.newPlate}`,
      },
      {
        accessor: 'channel',
        title: t('plateCorrections.channel'),
        render: (r) => t(`plateCorrections.channels.${r.channel}`),
      },
      { accessor: 'actor', title: t('plateCorrections.actor'), render: (r) => r.actor ?? '—' },
      { accessor: 'saleNumber', title: t('plateCorrections.sale') },
      {
        accessor: 'price',
        title: t('plateCorrections.fee'),
        textAlign: 'right',
        noWrap: true,
        render: (r) => formatMoney({ minor: r.price.minor, currency: r.price.currency }, lang),
      },
    ],
    [t, lang],
  );
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <TextInput
          type="date"
          label={t('reportsPage.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label={t('reportsPage.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          w={160}
        />
      </Group>
      <OfficeDataTable
        labelledBy="plate-corrections-tab"
        testId="plate-corrections"
        columns={columns}
        list={list}
        page={page}
        fetching={rows.isFetching}
        error={errorText(rows.error)}
        idAccessor="id"
        emptyText={t('plateCorrections.none')}
        searchLabel={t('table.search')}
      />
    </Stack>
  );
}
