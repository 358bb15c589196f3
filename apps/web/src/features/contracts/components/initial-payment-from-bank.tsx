import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';
import { formatAmount } from '@toll/domain/money-format';
import { contractPaymentsSchema } from '@toll/contract/contract-money';
import { api } from '../../../api/typed-client';
import type { ListState } from '../../../components/data-table/list-state';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { assignPayment, listBankLines } from '../../bank';

const UNDISTRIBUTED_CREDITS: ListState = {
  page: 1,
  pageSize: 50,
  sort: 'valueDate',
  order: 'desc',
  q: '',
  filters: { direction: 'CREDIT', undistributed: 'true' },
};

/**
 * The contract screen's initial payment (spec §2): a signed contract whose initial payment is due
 * takes it from a bank transfer that still has at least that much undistributed
 * (POST /bank/transactions/:id/assign, target INITIAL_PAYMENT); card payments are the customer's.
 */
export function InitialPaymentFromBank({ account }: { account: Account }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const due = account.initialPaymentMinor;
  // the same query as the payments list under it: is the initial payment already booked?
  const payments = useQuery({
    queryKey: ['contract-money', 'payments', account.id, lang],
    queryFn: ({ signal }) =>
      api.get('/accounts/{id}/payments', {
        params: { id: account.id },
        lang,
        signal,
        parse: (json) => contractPaymentsSchema.parse(json),
      }),
  });
  const paid = payments.data?.payments.some((p) => p.target === 'INITIAL_PAYMENT') ?? true;
  const lines = useQuery({
    queryKey: ['contract-money', 'initial-payment-lines', account.id, lang],
    queryFn: ({ signal }) => listBankLines(lang, UNDISTRIBUTED_CREDITS, signal),
    enabled: open,
  });
  const assign = useMutation({
    mutationFn: (lineId: number) =>
      assignPayment(lang, lineId, {
        shares: [{ accountId: account.id, target: 'INITIAL_PAYMENT', amountMinor: due }],
      }),
    onSuccess: async () => {
      setOpen(false);
      setNotice(t('contractMoney.initialPaid'));
      await queryClient.invalidateQueries({ queryKey: ['contract-money'] });
    },
  });
  const usable = (lines.data?.items ?? []).filter(
    (l) =>
      l.payment && l.payment.currency === account.currency && l.payment.undistributedMinor >= due,
  );
  const amount = (minor: number) => `${formatAmount(minor, lang)} ${account.currency}`;
  return (
    <Stack gap="xs">
      <FormAlert message={notice} kind="success" />
      <FormAlert message={assign.error?.message ?? lines.error?.message ?? null} />
      {!open && !paid && (
        <Button
          w="fit-content"
          variant="light"
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          {t('contractMoney.initialPayment', { amount: amount(due) })}
        </Button>
      )}
      {open && (
        <Stack gap="xs">
          <Title order={4}>{t('contractMoney.initialPayment', { amount: amount(due) })}</Title>
          {lines.data && usable.length === 0 && (
            <Text size="sm">{t('contractMoney.initialNoTransfers')}</Text>
          )}
          {usable.length > 0 && (
            <Stack gap={4} role="list" aria-label={t('contractMoney.initialTransfers')}>
              {usable.map((l) => (
                <Group key={l.id} role="listitem" gap="sm" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {l.payment!.number}
                  </Text>
                  <Text size="sm">{l.valueDate}</Text>
                  <Text size="sm">{l.counterpartyName ?? ''}</Text>
                  <Text size="sm">{l.remittance}</Text>
                  <Text size="sm">
                    {`${t('contractMoney.undistributed')}: ${amount(l.payment!.undistributedMinor)}`}
                  </Text>
                  <Button
                    size="xs"
                    loading={assign.isPending && assign.variables === l.id}
                    onClick={() => assign.mutate(l.id)}
                  >
                    {t('contractMoney.initialUse')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          <Button w="fit-content" variant="default" size="xs" onClick={() => setOpen(false)}>
            {t('billing.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
