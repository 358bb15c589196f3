import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceFeeDefinition } from '@toll/contract/billing';
import { formatMoney } from '@toll/domain/money-format';
import type { ClientListOptions } from '../../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListDefaults } from '../../../components/data-table/list-state';
import { useClientPage } from '../../../components/data-table/use-client-page';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { useLang } from '../../../i18n/use-lang';

/** A handful of definitions, loaded whole: paged, searched and sorted in the browser. */
const DEFINITION_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'name',
  sortable: ['name', 'amountMinor', 'invoicingDay'],
};
const DEFINITION_ROWS: ClientListOptions<ServiceFeeDefinition> = {
  searchText: (d) => `${d.name} ${d.descriptionBg} ${d.descriptionEn}`,
  sortValue: (d, column) =>
    column === 'amountMinor' ? d.amountMinor : column === 'invoicingDay' ? d.invoicingDay : d.name,
};

/**
 * The service fee definitions on the `service-fees` screen (the office's one table; its view stays
 * in the screen, as the address belongs to the generated fees below it).
 */
export function FeeDefinitionsTable(props: {
  labelledBy: string;
  rows: readonly ServiceFeeDefinition[] | undefined;
  fetching: boolean;
  error: string | null | undefined;
  canWrite: boolean;
  onEdit: (record: ServiceFeeDefinition) => void;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { canWrite, onEdit } = props;
  const list = useLocalListState(DEFINITION_LIST_DEFAULTS);
  const page = useClientPage(props.rows, list.state, DEFINITION_ROWS);
  const columns = useMemo<DataTableColumn<ServiceFeeDefinition>[]>(
    () => [
      { accessor: 'name', title: t('billing.name'), sortable: true },
      {
        accessor: 'descriptionBg',
        title: t('billing.description'),
        render: (d) => (lang === 'bg' ? d.descriptionBg : d.descriptionEn),
      },
      {
        accessor: 'amountMinor',
        title: t('billing.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (d) => formatMoney({ minor: d.amountMinor, currency: d.currency }, lang),
      },
      { accessor: 'period', title: t('billing.period'), render: (d) => t(`billing.periods.${d.period}`) }, // prettier-ignore
      { accessor: 'feeType', title: t('billing.feeType'), render: (d) => t(`billing.feeTypes.${d.feeType}`) }, // prettier-ignore
      { accessor: 'invoicingDay', title: t('billing.invoicingDay'), sortable: true },
      {
        accessor: 'active',
        title: t('billing.active'),
        render: (d) => (d.active ? t('billing.yes') : t('billing.no')),
      },
      {
        accessor: 'actions',
        title: '',
        textAlign: 'right',
        hidden: !canWrite,
        render: (d) => (
          <Button size="xs" variant="subtle" onClick={() => onEdit(d)}>
            {t('billing.edit')}
          </Button>
        ),
      },
    ],
    [t, lang, canWrite, onEdit],
  );
  return (
    <OfficeDataTable
      labelledBy={props.labelledBy}
      testId="fee-definitions"
      columns={columns}
      list={list}
      page={page}
      fetching={props.fetching}
      error={props.error}
      idAccessor="id"
      emptyText={t('billing.noDefinitions')}
    />
  );
}
