import { useMemo, useState } from 'react';
import { Button, Container, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { delictPaymentRowSchema, officeDelictRowSchema } from '@toll/contract/office-delicts';
import { DELICT_STATUSES } from '@toll/contract/office-delicts';
import { formatMoney } from '@toll/domain/money-format';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ListSearch } from '../../components/data-table/list-search';
import type { ListStateControl } from '../../components/data-table/use-list-state';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { DelictCounterPayment } from '../counter-sale';
import { useOfficeAccess } from '../office-access';
import { DelictDetail } from './delict-detail';
import {
  DELICT_LIST_DEFAULTS,
  DELICT_PAYMENT_LIST_DEFAULTS,
  OFFICE_DELICTS_KEY,
  searchDelictPayments,
  searchDelicts,
} from './office-delicts-api';

type DelictRow = z.infer<typeof officeDelictRowSchema>;
type DelictPaymentRow = z.infer<typeof delictPaymentRowSchema>;
type DelictStatus = (typeof DELICT_STATUSES)[number];

/** The plate and document number filters, written to the address after a pause in typing. */
function TextFilters({ list }: { list: ListStateControl }) {
  const { t } = useTranslation('office');
  const set = (name: string) => (value: string) => list.setFilter(name, value);
  return (
    <>
      <ListSearch
        label={t('delictSearch.plate')}
        value={list.state.filters.plate ?? ''}
        onSearch={set('plate')}
        width={180}
      />
      <ListSearch
        label={t('delictSearch.documentNumber')}
        value={list.state.filters.documentNumber ?? ''}
        onSearch={set('documentNumber')}
        width={200}
      />
    </>
  );
}

/** `delicts` (spec §2, tolling mode): search by plate, document or status; open one delict. */
export function DelictSearchPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(DELICT_LIST_DEFAULTS);
  const page = useListQuery(OFFICE_DELICTS_KEY, list.state, searchDelicts);
  const [open, setOpen] = useState<string | null>(null);
  const columns = useMemo<DataTableColumn<DelictRow>[]>(
    () => [
      {
        accessor: 'documentNumber',
        title: t('delictSearch.documentNumber'),
        sortable: true,
        render: (d) => (
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(d.documentNumber)}>
            {d.documentNumber}
          </Button>
        ),
      },
      {
        accessor: 'plate',
        title: t('delictSearch.plate'),
        sortable: true,
        noWrap: true,
        render: (d) => `${d.countryCode} ${d.plate}`,
      },
      {
        accessor: 'passageAt',
        title: t('delictSearch.passageAt'),
        sortable: true,
        noWrap: true,
        render: (d) => formatSofiaDateTime(d.passageAt),
      },
      {
        accessor: 'status',
        title: t('delictSearch.status'),
        sortable: true,
        render: (d) => t(`delictSearch.statuses.${d.status as DelictStatus}`),
      },
      {
        accessor: 'tollSectionName',
        title: t('delictSearch.section'),
        render: (d) => d.tollSectionName ?? d.roadNumber ?? '',
      },
      {
        accessor: 'obuDataMissing',
        title: t('delictSearch.obuMissing'),
        render: (d) => (d.obuDataMissing ? (d.missingDataReason ?? '') : ''),
      },
      {
        accessor: 'amount',
        title: t('delictSearch.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (d) => formatMoney({ minor: d.amountEur, currency: 'EUR' }, lang),
      },
    ],
    [t, lang],
  );
  return (
    <Container size="xl" py="md" fluid>
      <Stack gap="md">
        <Title order={1} id="delict-search-title">
          {t('delictSearch.title')}
        </Title>
        <OfficeDataTable
          labelledBy="delict-search-title"
          testId="delict-results"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          filters={
            <>
              <TextFilters list={list} />
              <NativeSelect
                label={t('delictSearch.status')}
                value={list.state.filters.status ?? ''}
                onChange={(e) => list.setFilter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('delictSearch.any') },
                  ...DELICT_STATUSES.map((s) => ({
                    value: s,
                    label: t(`delictSearch.statuses.${s}`),
                  })),
                ]}
              />
            </>
          }
        />
      </Stack>
      <DelictDetail documentNumber={open} onClose={() => setOpen(null)} />
    </Container>
  );
}

/** `search-delict-payments` (spec §2, vignette mode): paid delicts and the sales that paid them. */
export function DelictPaymentsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(DELICT_PAYMENT_LIST_DEFAULTS);
  const page = useListQuery([...OFFICE_DELICTS_KEY, 'payments'], list.state, searchDelictPayments);
  const [taking, setTaking] = useState(false);
  const { capabilities } = useOfficeAccess();
  const columns = useMemo<DataTableColumn<DelictPaymentRow>[]>(
    () => [
      { accessor: 'documentNumber', title: t('delictSearch.documentNumber'), sortable: true },
      {
        accessor: 'plate',
        title: t('delictSearch.plate'),
        sortable: true,
        noWrap: true,
        render: (p) => `${p.countryCode} ${p.plate}`,
      },
      {
        accessor: 'paidAt',
        title: t('delictPayments.paidAt'),
        sortable: true,
        noWrap: true,
        render: (p) => formatSofiaDateTime(p.paidAt),
      },
      { accessor: 'saleNumber', title: t('delictPayments.saleNumber') },
      { accessor: 'posCode', title: t('delictPayments.pos'), render: (p) => p.posCode ?? '' },
      { accessor: 'paymentMethod', title: t('delictPayments.method') },
      {
        accessor: 'amount',
        title: t('delictSearch.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (p) => formatMoney({ minor: p.amountEur, currency: 'EUR' }, lang),
      },
    ],
    [t, lang],
  );
  return (
    <Container size="xl" py="md" fluid>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="delict-payments-title">
            {t('delictPayments.title')}
          </Title>
          {capabilities.has('shopping-cart') && (
            <Button onClick={() => setTaking(true)}>{t('counter.delictTake')}</Button>
          )}
        </Group>
        {taking && <DelictCounterPayment onClose={() => setTaking(false)} />}
        <OfficeDataTable
          labelledBy="delict-payments-title"
          testId="delict-payments"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="documentNumber"
          filters={<TextFilters list={list} />}
        />
      </Stack>
    </Container>
  );
}
