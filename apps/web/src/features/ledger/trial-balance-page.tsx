import { useMemo, useState } from 'react';
import { Alert, Anchor, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TrialBalanceRow } from '@toll/contract/ledger';
import { isLedgerAccountKind, ownerOf } from '@toll/domain/ledger';
import { formatAmount } from '@toll/domain/money-format';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ExportButtons } from '../../components/data-table/export-buttons';
import { ListPeriodFields, listPeriod } from '../../components/data-table/list-period';
import { ListTotals } from '../../components/data-table/list-totals';
import { useClientPage } from '../../components/data-table/use-client-page';
import { useListState } from '../../components/data-table/use-list-state';
import { useLang } from '../../i18n/use-lang';
import { useOfficePath } from '../office-access';
import { AccountEntries } from './account-entries';
import { LedgerHealthCard } from './ledger-health-card';
import {
  LEDGER_KEY,
  TRIAL_BALANCE_LIST_DEFAULTS,
  ledgerPeriod,
  loadTrialBalance,
  trialBalanceQuery,
} from './ledger-api';

type AmountColumn = 'openingMinor' | 'debitsMinor' | 'creditsMinor' | 'closingMinor';
const AMOUNTS: readonly AmountColumn[] = [
  'openingMinor',
  'debitsMinor',
  'creditsMinor',
  'closingMinor',
];
const AMOUNT_TITLE = {
  openingMinor: 'trialBalance.opening',
  debitsMinor: 'trialBalance.debits',
  creditsMinor: 'trialBalance.credits',
  closingMinor: 'trialBalance.closing',
} as const;
const AMOUNT_TEST_ID = {
  openingMinor: 'opening',
  debitsMinor: 'debits',
  creditsMinor: 'credits',
  closingMinor: 'closing',
} as const;
const isAmount = (column: string): column is AmountColumn =>
  (AMOUNTS as readonly string[]).includes(column);

/**
 * Credits are shown as positive amounts in their column (the API gives them negative: its sign
 * convention).
 */
const shown = (row: Pick<TrialBalanceRow, AmountColumn>, column: AmountColumn) =>
  column === 'creditsMinor' ? Math.abs(row.creditsMinor) : row[column];

/**
 * `trial-balance` (spec §2; accountant or admin in tolling mode): a period's opening balance,
 * debits, credits and closing balance per ledger account, the totals per currency (each sums to
 * zero), CSV and Excel export, and a click on an account opens its entries.
 */
/** The owner's screen: a contract's, or a partner's in the register; none for a POS or a bank. */
function ownerPath(r: TrialBalanceRow): string | null {
  if (r.ownerId === null || !isLedgerAccountKind(r.kind)) return null;
  const owner = ownerOf(r.kind);
  if (owner === 'contract') return `contract-management/${r.ownerId}`;
  if (owner === 'partner') return `partner-management?partner=${r.ownerId}`;
  return null;
}

export function TrialBalancePage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const list = useListState(TRIAL_BALANCE_LIST_DEFAULTS);
  const fallback = ledgerPeriod();
  const period = listPeriod(list.state, fallback);
  const query = trialBalanceQuery(list.state);
  const [account, setAccount] = useState<number | null>(null);
  const [journalError, setJournalError] = useState<string | null>(null);
  const balance = useQuery({
    queryKey: [...LEDGER_KEY, 'trial-balance', query, lang],
    queryFn: ({ signal }) => loadTrialBalance(lang, list.state, signal),
  });
  const kind = useMemo(
    () => (code: string) => t(`trialBalance.kinds.${code}`, { defaultValue: code }),
    [t],
  );
  const rows = useMemo<ClientListOptions<TrialBalanceRow>>(
    () => ({
      searchText: (r) =>
        `${r.accountCode} ${kind(r.kind)} ${r.ownerNumber ?? ''} ${r.ownerName ?? ''} ${r.currency}`,
      sortValue: (r, column) => {
        if (isAmount(column)) return shown(r, column);
        if (column === 'currency') return r.currency;
        if (column === 'accountCode') return r.accountCode;
        return kind(r.kind);
      },
    }),
    [kind],
  );
  const page = useClientPage(balance.data?.rows, list.state, rows);
  const columns = useMemo<DataTableColumn<TrialBalanceRow>[]>(
    () => [
      {
        accessor: 'accountCode',
        title: t('trialBalance.accountCode'),
        sortable: true,
        noWrap: true,
      },
      { accessor: 'kind', title: t('trialBalance.account'), sortable: true, render: (r) => kind(r.kind) }, // prettier-ignore
      {
        accessor: 'ownerName',
        title: t('trialBalance.owner'),
        render: (r) => {
          const text = [r.ownerNumber, r.ownerName].filter(Boolean).join(' · ');
          const to = ownerPath(r);
          if (!text || !to) return text;
          // the row opens the account's entries; the link opens the owner's own screen
          return (
            <Anchor component={Link} to={path(to)} onClick={(e) => e.stopPropagation()}>
              {text}
            </Anchor>
          );
        },
      },
      { accessor: 'currency', title: t('trialBalance.currency'), sortable: true },
      ...AMOUNTS.map((column): DataTableColumn<TrialBalanceRow> => ({
        accessor: column,
        title: t(AMOUNT_TITLE[column]),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (r) => formatAmount(shown(r, column), lang),
      })),
    ],
    [t, lang, kind, path],
  );

  return (
    <Container size="xl" py="md" fluid>
      <Stack>
        <Title order={1} id="trial-balance-title">
          {t('screens.trial-balance')}
        </Title>
        <LedgerHealthCard />
        <OfficeDataTable
          labelledBy="trial-balance-title"
          testId="trial-balance"
          columns={columns}
          list={list}
          page={page}
          fetching={balance.isFetching}
          error={balance.error?.message}
          idAccessor="accountId"
          emptyText={t('trialBalance.empty')}
          searchLabel={t('trialBalance.account')}
          onRowClick={({ record }) => setAccount(record.accountId)}
          filters={
            <>
              <ListPeriodFields
                list={list}
                fallback={fallback}
                fromLabel={t('trialBalance.from')}
                toLabel={t('trialBalance.to')}
              />
              <NativeSelect
                label={t('trialBalance.currency')}
                value={list.state.filters.currency ?? ''}
                onChange={(e) => {
                  setAccount(null);
                  list.update({
                    filters: { ...list.state.filters, currency: e.currentTarget.value },
                  });
                }}
                data={[
                  { value: '', label: t('trialBalance.allCurrencies') },
                  { value: 'EUR', label: 'EUR' },
                  { value: 'BGN', label: 'BGN' },
                ]}
              />
            </>
          }
          exportPath="/ledger/trial-balance"
          exportFileName={`trial-balance-${period.from}-${period.to}`}
          exportQuery={(state, format) => ({ ...trialBalanceQuery(state), format })}
          exportBounded
          summary={
            <ListTotals
              label={t('trialBalance.total')}
              testId="trial-balance-total"
              lines={(balance.data?.totals ?? []).map((total) => ({
                key: total.currency,
                cells: AMOUNTS.map((column) => ({
                  label: t(AMOUNT_TITLE[column]),
                  value: formatAmount(shown(total, column), lang),
                  testId: `trial-balance-${AMOUNT_TEST_ID[column]}-${total.currency}`,
                })),
              }))}
            />
          }
        />
        <section aria-labelledby="journal-export-title">
          <Group gap="sm" align="center">
            <Title order={2} size="h5" id="journal-export-title">
              {t('trialBalance.journalTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('trialBalance.journalText')}
            </Text>
            <ExportButtons
              path="/ledger/journal"
              state={list.state}
              fileName={`journal-${period.from}-${period.to}`}
              query={(state, format) => ({ ...trialBalanceQuery(state), format })}
              bounded
              onError={setJournalError}
            />
          </Group>
          {journalError && (
            <Alert color="red" mt="xs" role="alert">
              {journalError}
            </Alert>
          )}
        </section>
        {account !== null && (
          <AccountEntries
            key={`${account}-${period.from}-${period.to}`}
            accountId={account}
            period={period}
            onClose={() => setAccount(null)}
          />
        )}
      </Stack>
    </Container>
  );
}
