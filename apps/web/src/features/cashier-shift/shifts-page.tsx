import { useMemo, useState } from 'react';
import { Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashierShift } from '@toll/contract/pos';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { AppModal } from '../../components/app-modal';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import type { ListDefaults } from '../../components/data-table/list-state';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { PosPicker } from '../pos';
import { ShiftSales } from './shift-sales';
import { listShifts } from './shift-list-api';
import { downloadReport, SHIFT_KEY } from './shift-api';

const DEFAULTS: ListDefaults = {
  pageSize: 50,
  sort: 'start',
  order: 'desc',
  sortable: ['start', 'end', 'posCode', 'cashier'],
  filters: ['status', 'posId'],
};

/**
 * `shifts` (spec §2, §6 "partner admin in non-tolling mode"): the shifts of the partner's points
 * of sale, filtered by status and POS, sorted and paged on the server; a shift's sales and its
 * reports (detailed CSV, summary XLSX).
 */
export function ShiftsPage() {
  const { t } = useTranslation('office');
  const list = useListState(DEFAULTS);
  const page = useListQuery([...SHIFT_KEY, 'list'], list.state, listShifts);
  const [open, setOpen] = useState<CashierShift | null>(null);
  const filters = list.state.filters;
  const setFilter = (name: string, value: string) =>
    list.update({ filters: { ...filters, [name]: value } });
  const columns = useMemo<DataTableColumn<CashierShift>[]>(
    () => [
      { accessor: 'id', title: t('shiftsScreen.id') },
      {
        accessor: 'posCode',
        title: t('shiftsScreen.pos'),
        sortable: true,
        render: (s) => `${s.posCode} ${s.posName}`,
      },
      { accessor: 'cashier', title: t('shiftsScreen.cashier'), sortable: true },
      {
        accessor: 'start',
        title: t('shiftsScreen.start'),
        sortable: true,
        render: (s) => formatSofiaDisplay(new Date(s.start)),
      },
      {
        accessor: 'end',
        title: t('shiftsScreen.end'),
        sortable: true,
        render: (s) => (s.end ? formatSofiaDisplay(new Date(s.end)) : '—'),
      },
      {
        accessor: 'shiftStatus',
        title: t('shiftsScreen.status'),
        render: (s) => t(s.shiftStatus === 1 ? 'shiftsScreen.open' : 'shiftsScreen.closed'),
      },
      {
        accessor: 'actions',
        title: '',
        textAlign: 'right',
        render: (s) => (
          <Button size="xs" variant="light" onClick={() => setOpen(s)}>
            {t('shiftsScreen.details', { id: s.id })}
          </Button>
        ),
      },
    ],
    [t],
  );
  const titleId = 'shifts-title';
  return (
    <Container size="xl" py="lg">
      <title>{t('shiftsScreen.title')}</title>
      <Stack gap="md">
        <Title order={1} id={titleId}>
          {t('shiftsScreen.title')}
        </Title>
        <OfficeDataTable<CashierShift>
          labelledBy={titleId}
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message ?? null}
          idAccessor="id"
          filters={
            <>
              <NativeSelect
                label={t('shiftsScreen.status')}
                value={filters.status ?? ''}
                onChange={(e) => setFilter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('shiftsScreen.all') },
                  { value: '1', label: t('shiftsScreen.open') },
                  { value: '2', label: t('shiftsScreen.closed') },
                ]}
              />
              <PosPicker
                label={t('shiftsScreen.pos')}
                required={false}
                value={filters.posId ? Number(filters.posId) : null}
                onChange={(pos) => setFilter('posId', pos ? String(pos.id) : '')}
              />
            </>
          }
        />
      </Stack>
      {open && <ShiftDetail shift={open} onClose={() => setOpen(null)} />}
    </Container>
  );
}

function ShiftDetail({ shift, onClose }: { shift: CashierShift; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const download = (kind: 'detailed' | 'summary') =>
    downloadReport(lang, shift.id, kind).catch((e: unknown) =>
      setError(e instanceof Error ? e.message : null),
    );
  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('shiftsScreen.detailTitle', { id: shift.id })}
      size="xl"
    >
      <Stack gap="sm">
        <Text>
          {shift.posCode} {shift.posName} · {shift.cashier} ·{' '}
          {formatSofiaDisplay(new Date(shift.start))}
          {shift.end ? ` – ${formatSofiaDisplay(new Date(shift.end))}` : ''}
        </Text>
        <FormAlert message={error} />
        <Group>
          <Button variant="light" onClick={() => void download('detailed')}>
            {t('shift.detailed')}
          </Button>
          <Button variant="light" onClick={() => void download('summary')}>
            {t('shift.summary')}
          </Button>
        </Group>
        <ShiftSales shift={shift} />
      </Stack>
    </AppModal>
  );
}
