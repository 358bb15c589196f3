import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractLookupItem } from '@toll/contract/bank';
import {
  internalTransferListSchema,
  internalTransferSchema,
  type ContractPayment,
  type TransferBalance,
} from '@toll/contract/contract-money';
import { cardRefundSchema } from '@toll/contract/contract-payments';
import { fromMajor } from '@toll/domain/money';
import { formatAmount } from '@toll/domain/money-format';
import { ApiRequestError, apiRequest } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import { lookupContracts } from '../../bank/api/bank-api';
import { contractBalanceKey } from './contract-balance';

const messageOf = (e: unknown, fallback: string) =>
  e instanceof ApiRequestError ? e.message : fallback;

/**
 * Refund of a completed card top-up (finance staff): the reason is asked first, then a No/Yes
 * confirmation naming the amount; the gateway reverses the payment and the ledger books it back.
 */
export function RefundCardTopUp(props: { accountId: number; payment: ContractPayment }) {
  const { accountId, payment } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'idle' | 'reason' | 'confirm'>('idle');
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: () =>
      apiRequest(`/accounts/${accountId}/card-payments/${payment.cardPaymentId}/refund`, {
        lang,
        method: 'POST',
        body: { reason, confirmed: true },
        parse: (json) => cardRefundSchema.parse(json),
      }),
    onSuccess: async () => {
      setStep('idle');
      await queryClient.invalidateQueries({ queryKey: contractBalanceKey(accountId) });
      await queryClient.invalidateQueries({ queryKey: ['contract-money'] });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['contract-money'] });
    },
  });
  const amount = `${formatAmount(payment.shareMinor, lang)} ${payment.currency}`;
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setStep('reason')}>
        {t('contractMoney.refund.button')}
      </Button>
      <QueryDialog
        opened={step === 'reason'}
        title={t('contractMoney.refund.title', { number: payment.number })}
        label={t('contractMoney.refund.reason')}
        message={t('contractMoney.refund.explain', { amount })}
        onSubmit={(value) => {
          setReason(value);
          refund.reset();
          setStep('confirm');
        }}
        onCancel={() => setStep('idle')}
      />
      <ConfirmDialog
        opened={step === 'confirm'}
        title={t('contractMoney.refund.title', { number: payment.number })}
        message={t('contractMoney.refund.confirm', { amount })}
        busy={refund.isPending}
        error={refund.error ? messageOf(refund.error, t('contractMoney.refund.failed')) : null}
        onConfirm={() => refund.mutate()}
        onCancel={() => setStep('idle')}
      />
    </>
  );
}

const balancesOf = (accountType: number): TransferBalance[] =>
  accountType === 1 ? ['MAIN', 'SECONDARY'] : ['RECEIVABLE'];

/**
 * An internal payment (spec §3 type internal; finance staff): money moved from one of this
 * contract's balances to another of its own or to another contract, with a reason. The form keeps
 * one request key until the transfer is booked, so a second click books it once.
 */
export function InternalTransferForm(props: { accountId: number; accountType: number }) {
  const { accountId, accountType } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const own = balancesOf(accountType);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [fromBalance, setFromBalance] = useState<TransferBalance>(own[0]!);
  const [target, setTarget] = useState<ContractLookupItem | null>(null);
  const [search, setSearch] = useState('');
  const [toBalance, setToBalance] = useState<TransferBalance>(own[1] ?? own[0]!);
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['contract-money', 'transfer-lookup', lang, search],
    queryFn: ({ signal }) => lookupContracts(lang, search, signal),
    enabled: search.trim().length >= 2,
  });
  const list = useQuery({
    queryKey: ['contract-money', 'transfers', accountId, lang],
    queryFn: ({ signal }) =>
      apiRequest(`/accounts/${accountId}/internal-transfers`, {
        lang,
        signal,
        parse: (json) => internalTransferListSchema.parse(json),
      }),
  });
  const targets = balancesOf(target ? target.accountType : accountType);
  const send = useMutation({
    mutationFn: (amountMinor: number) =>
      apiRequest(`/accounts/${accountId}/internal-transfers`, {
        lang,
        method: 'POST',
        body: {
          requestKey,
          fromBalance,
          ...(target ? { toAccountId: target.accountId } : {}),
          toBalance,
          amountMinor,
          reason,
        },
        parse: (json) => internalTransferSchema.parse(json),
      }),
    onSuccess: async (made) => {
      setError(null);
      setNotice(t('contractMoney.transfer.done', { number: made.paymentNumber }));
      setRequestKey(crypto.randomUUID());
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: contractBalanceKey(accountId) });
      await queryClient.invalidateQueries({ queryKey: ['contract-money'] });
    },
    onError: (e) => {
      setNotice(null);
      setError(messageOf(e, t('contractMoney.transfer.failed')));
    },
  });
  const submit = () => {
    const minor = fromMajor(Number(amount));
    if (minor === null || minor <= 0) return setError(t('contractMoney.adjust.badAmount'));
    if (reason.trim().length < 3) return setError(t('contractMoney.adjust.reasonRequired'));
    send.mutate(minor);
  };
  const options = [...(found.data ?? []), ...(target ? [target] : [])].filter(
    (c) => c.accountId !== accountId,
  );
  const unique = [...new Map(options.map((c) => [String(c.accountId), c])).values()];
  const balanceLabel = (b: TransferBalance) => t(`contractMoney.transfer.balances.${b}`);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`transfer-${accountId}`}>
      <Title order={4} id={`transfer-${accountId}`}>
        {t('contractMoney.transfer.title')}
      </Title>
      <FormAlert message={notice} kind="success" />
      <FormAlert message={error} />
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('contractMoney.transfer.from')}
          value={fromBalance}
          onChange={(e) => setFromBalance(e.currentTarget.value as TransferBalance)}
          data={own.map((b) => ({ value: b, label: balanceLabel(b) }))}
        />
        <Select
          label={t('contractMoney.transfer.toContract')}
          placeholder={t('contractMoney.transfer.thisContract')}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          data={unique.map((c) => ({
            value: String(c.accountId),
            label: `${c.accountNumber} · ${c.clientName}`,
          }))}
          value={target ? String(target.accountId) : null}
          onChange={(v) => {
            const next = unique.find((c) => String(c.accountId) === v) ?? null;
            setTarget(next);
            setToBalance(balancesOf(next ? next.accountType : accountType)[0]!);
          }}
          w={300}
        />
        <NativeSelect
          label={t('contractMoney.transfer.to')}
          value={toBalance}
          onChange={(e) => setToBalance(e.currentTarget.value as TransferBalance)}
          data={targets.map((b) => ({ value: b, label: balanceLabel(b) }))}
        />
        <NumberInput
          label={t('contractMoney.adjust.amount')}
          value={amount}
          onChange={setAmount}
          decimalScale={2}
          decimalSeparator={lang === 'bg' ? ',' : '.'}
          clampBehavior="none"
          w={140}
        />
        <TextInput
          label={t('contractMoney.adjust.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.currentTarget.value)}
          w={280}
        />
        <Button loading={send.isPending} onClick={submit}>
          {t('contractMoney.transfer.submit')}
        </Button>
      </Group>
      {list.data && list.data.length > 0 && (
        <Table withTableBorder striped data-testid="internal-transfers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.number')}</Table.Th>
              <Table.Th>{t('payments.date')}</Table.Th>
              <Table.Th>{t('contractMoney.transfer.from')}</Table.Th>
              <Table.Th>{t('contractMoney.transfer.to')}</Table.Th>
              <Table.Th ta="right">{t('payments.amount')}</Table.Th>
              <Table.Th>{t('contractMoney.adjust.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((x) => (
              <Table.Tr key={x.id}>
                <Table.Td>{x.paymentNumber}</Table.Td>
                <Table.Td>{x.createdAt.slice(0, 10)}</Table.Td>
                <Table.Td>{`${x.fromAccountNumber} · ${balanceLabel(x.fromBalance)}`}</Table.Td>
                <Table.Td>{`${x.toAccountNumber} · ${balanceLabel(x.toBalance)}`}</Table.Td>
                <Table.Td ta="right">{`${formatAmount(x.amountMinor, lang)} ${x.currency}`}</Table.Td>
                <Table.Td>{x.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {list.data && list.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('contractMoney.transfer.none')}
        </Text>
      )}
    </Stack>
  );
}
