import { useMemo, useState, type ReactNode } from 'react';
import { Button, Container, Group, NativeSelect, Stack, Title } from '@mantine/core';
import type { ListPage } from '@toll/contract/list-query';
import type { PartnerListItem } from '@toll/contract/partners';
import { PARTNER_STATUSES, type PartnerStatus } from '@toll/domain/partner-status';
import {
  isCommissionerType,
  isSalePartnerType,
  PARTNER_TYPES,
  SALES_PARTNER_TYPES,
  type PartnerType,
} from '@toll/domain/partners';
import { OfficeDataTable } from '../../../components/data-table/data-table';

import {
  exportApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';
import { useClientPage } from '../../../components/data-table/use-client-page';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { usePartnersT } from '../../../i18n/partners-bundle';
import { listPartners, useWholePartnerList } from '../api/list-partners';
import { PARTNERS_KEY } from '../api/partner-keys';
import type { PartnerSaveKind } from '../api/save-partner';
import { usePartnerRights } from '../use-partner-rights';
import {
  partnerColumns,
  partnerFilter,
  partnerSearchText,
  partnerSortValue,
} from './partner-list-columns';
import { ContextMenu, useContextMenu } from '../../../components/context-menu';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { PartnerHistoryDialog } from './partner-history-dialog';
import { partnerRowMenu } from './partner-row-menu';
import { PartnerStatusFlow, type StatusRequest } from './partner-status-flow';

const DEFAULTS: ListDefaults = {
  pageSize: 50,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'eik', 'city', 'partnerType', 'status', 'createdAt', 'id'],
  filters: ['partnerType', 'status'],
};
const PAGE_SIZES = [20, 50, 100] as const;
const isSalesRow = (row: PartnerListItem) =>
  isSalePartnerType(row.partnerType) || isCommissionerType(row.partnerType);

export type PartnerListPageProps = {
  kind: PartnerSaveKind;
  onOpen: (id: number | 'new') => void;
};

/**
 * partner-management and sales-partner-management: the register on the office's data table. Admins
 * and accountants load it whole once (spec §6) and search, filter, sort and page it in the browser
 * (one page of rows is rendered); the others page on the server. The view lives in the address.
 */
type TableProps = {
  kind: PartnerSaveKind;
  list: ReturnType<typeof useListState>;
  children: (page: TablePage) => ReactNode;
};
type TablePage = {
  page: Pick<ListPage<PartnerListItem>, 'items' | 'total'> | undefined;
  fetching: boolean;
  error: string | null;
};

const CLIENT_OPTIONS = {
  searchText: partnerSearchText,
  sortValue: partnerSortValue,
  filter: partnerFilter,
};
/** The server sends the register sorted by name (spec §6): that view needs no sorting again. */
const SERVER_ORDER = { searchText: partnerSearchText, filter: partnerFilter };
const inServerOrder = (state: ListState) => state.sort === 'name' && state.order === 'asc';
/** The sale-partner screen exports what it shows: sale partners and commissioners only. */
const salesExportQuery = (state: ListState, format: 'csv' | 'xlsx') => ({
  ...exportApiQuery(state, format),
  f_sales: 'true',
});

/** Admins and accountants: the register loaded once, searched and paged in the browser. */
function WholeList({ kind, list, children }: TableProps) {
  const whole = useWholePartnerList(true);
  const sales = kind === 'sales-partner';
  const rows = useMemo(
    () => (sales ? whole.data?.items.filter(isSalesRow) : whole.data?.items),
    [whole.data, sales],
  );
  const options = inServerOrder(list.state) ? SERVER_ORDER : CLIENT_OPTIONS;
  const page = useClientPage(rows, list.state, options);
  return children({
    page,
    fetching: whole.isFetching,
    error: whole.error?.message ?? null,
  });
}

/** Everyone else: each page from the server. */
function ServerList({ list, children }: TableProps) {
  const server = useListQuery([...PARTNERS_KEY, 'page'], list.state, listPartners);
  return children({
    page: server.data,
    fetching: server.isFetching,
    error: server.error?.message ?? null,
  });
}

export function PartnerListPage({ kind, onOpen }: PartnerListPageProps) {
  const t = usePartnersT();
  const lang = useLang();
  const rights = usePartnerRights();
  const list = useListState(DEFAULTS);
  const sales = kind === 'sales-partner';
  const columns = useMemo(() => partnerColumns(t, lang), [t, lang]);
  const rowMenu = useContextMenu();
  const [status, setStatus] = useState<StatusRequest | null>(null);
  const [history, setHistory] = useState<PartnerListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const actions = {
    open: (partner: PartnerListItem) => onOpen(partner.id),
    status: (partner: PartnerListItem, action: StatusRequest['action']) => {
      setNotice(null);
      setStatus({ action, partner });
    },
    history: setHistory,
  };
  const types = sales ? SALES_PARTNER_TYPES : PARTNER_TYPES;
  const filter = (name: 'partnerType' | 'status', values: readonly string[]) => (
    <NativeSelect
      label={t(name === 'partnerType' ? 'filters.type' : 'filters.status')}
      value={list.state.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.currentTarget.value)}
      data={[
        { value: '', label: t('filters.all') },
        ...values.map((value) => ({
          value,
          label:
            name === 'partnerType'
              ? t(`types.${value as PartnerType}`)
              : t(`statuses.${value as PartnerStatus}`),
        })),
      ]}
    />
  );
  const titleId = 'partner-list-title';
  const Rows = rights.loadAll ? WholeList : ServerList;

  return (
    <Container size="xl" py="lg">
      <title>{sales ? t('salesTitle') : t('title')}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id={titleId}>
            {sales ? t('salesTitle') : t('title')}
          </Title>
          {rights.write && (
            <Button onClick={() => onOpen('new')}>{sales ? t('createSales') : t('create')}</Button>
          )}
        </Group>
        <FormAlert message={notice} kind="success" />
        <Rows kind={kind} list={list}>
          {({ page, fetching, error }) => (
            <OfficeDataTable<PartnerListItem>
              labelledBy={titleId}
              columns={columns}
              list={list}
              page={page}
              fetching={fetching}
              error={error}
              idAccessor="id"
              searchLabel={t('filters.search')}
              filters={
                <>
                  {filter('partnerType', types)}
                  {filter('status', PARTNER_STATUSES)}
                </>
              }
              exportPath="/partners"
              exportFileName="partners"
              exportQuery={sales ? salesExportQuery : undefined}
              pageSizes={PAGE_SIZES}
              onRowContextMenu={({ record, event }) =>
                rowMenu.open(
                  event,
                  t('menu.label', { name: record.name }),
                  partnerRowMenu(t, rights, record, actions),
                )
              }
            />
          )}
        </Rows>
      </Stack>
      <ContextMenu menu={rowMenu.menu} onClose={rowMenu.close} />
      <PartnerStatusFlow
        request={status}
        onClose={() => setStatus(null)}
        onDone={(message) => {
          setStatus(null);
          setNotice(message);
        }}
      />
      {history && <PartnerHistoryDialog partner={history} onClose={() => setHistory(null)} />}
    </Container>
  );
}
