import { useMemo } from 'react';
import { Container, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../components/data-table/use-list-state';
import { BANK_LINE_DEFAULTS } from '../api/bank-api';
import { BankLinesTable } from './bank-lines-table';

/**
 * `bank-report-failed` (tolling mode) and `unprocessed-transactions` (vignette mode): failed bank
 * transactions to retry and unprocessed ones to mark processed, both after the confirm dialog.
 */
function BankExceptionsPage({ initial }: { initial: 'FAILED' | 'UNPROCESSED' }) {
  const { t } = useTranslation('office');
  const list = useListState(BANK_LINE_DEFAULTS);
  const status = list.state.filters.status ?? initial;
  const title = initial === 'FAILED' ? t('bank.failedTitle') : t('bank.unprocessedTitle');
  const scoped = useMemo(
    () => ({ ...list, state: { ...list.state, filters: { ...list.state.filters, status } } }),
    [list, status],
  );
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${title} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="bank-exceptions-title">
          {title}
        </Title>
        <BankLinesTable
          list={scoped}
          labelledBy="bank-exceptions-title"
          filters={
            <NativeSelect
              label={t('bank.status')}
              value={status}
              onChange={(e) => list.setFilter('status', e.currentTarget.value)}
              data={[
                { value: 'FAILED', label: t('bank.statuses.FAILED') },
                { value: 'UNPROCESSED', label: t('bank.statuses.UNPROCESSED') },
              ]}
            />
          }
        />
      </Stack>
    </Container>
  );
}

export const BankFailedPage = () => <BankExceptionsPage initial="FAILED" />;
export const UnprocessedTransactionsPage = () => <BankExceptionsPage initial="UNPROCESSED" />;
