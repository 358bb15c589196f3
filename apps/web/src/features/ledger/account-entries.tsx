import { useMemo } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ledgerEntrySchema } from '@toll/contract/ledger';
import { formatAmount } from '@toll/domain/money-format';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import type { Period } from '../../components/data-table/list-period';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useLocalListState } from '../../components/data-table/use-local-list-state';
import { useLang } from '../../i18n/use-lang';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { ENTRY_LIST_DEFAULTS, LEDGER_KEY, loadAccountEntries } from './ledger-api';

type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One account's entries in the trial balance's period, paged by the server. */
export function AccountEntries(props: { accountId: number; period: Period; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { accountId, period } = props;
  const list = useLocalListState(ENTRY_LIST_DEFAULTS);
  const entries = useListQuery(
    [...LEDGER_KEY, 'entries', accountId, period.from, period.to],
    list.state,
    (l, state, signal) => loadAccountEntries(l, accountId, period, state, signal),
  );
  const kind = (code: string) => t(`trialBalance.kinds.${code}`, { defaultValue: code });
  const account = entries.data?.account;
  const columns = useMemo<DataTableColumn<LedgerEntry>[]>(
    () => [
      {
        accessor: 'occurredAt',
        title: t('trialBalance.occurredAt'),
        noWrap: true,
        render: (e) => formatSofiaDateTime(e.occurredAt),
      },
      {
        accessor: 'type',
        title: t('trialBalance.type'),
        render: (e) => t(`trialBalance.types.${e.type}`, { defaultValue: e.type }),
      },
      {
        accessor: 'description',
        title: t('trialBalance.reference'),
        render: (e) => e.description ?? e.businessKey,
      },
      {
        accessor: 'debit',
        title: t('trialBalance.debits'),
        textAlign: 'right',
        render: (e) => (e.amountMinor > 0 ? formatAmount(e.amountMinor, lang) : ''),
      },
      {
        accessor: 'credit',
        title: t('trialBalance.credits'),
        textAlign: 'right',
        render: (e) => (e.amountMinor < 0 ? formatAmount(-e.amountMinor, lang) : ''),
      },
    ],
    [t, lang],
  );
  return (
    <Card withBorder data-testid="ledger-entries">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="ledger-entries-title">
            {account
              ? `${kind(account.kind)} ${account.ownerId ?? ''} ${account.currency}`
              : t('trialBalance.entries')}
          </Title>
          <Button variant="subtle" onClick={props.onClose}>
            {t('trialBalance.closeEntries')}
          </Button>
        </Group>
        <OfficeDataTable
          labelledBy="ledger-entries-title"
          columns={columns}
          list={list}
          page={entries.data}
          fetching={entries.isFetching}
          error={entries.error?.message}
          idAccessor="id"
          emptyText={t('trialBalance.noEntries')}
        />
      </Stack>
    </Card>
  );
}
