import { useMemo, useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContractLookupItem } from '@toll/contract/bank';
import {
  internalTransferBodySchema,
  internalTransferListSchema,
  internalTransferSchema,
  type ContractPayment,
  type InternalTransfer,
  type TransferBalance,
} from '@toll/contract/contract-money';
import { cardRefundBodySchema, cardRefundSchema } from '@toll/contract/contract-payments';
import { fromMajor } from '@toll/domain/money';
import { formatAmount, formatMoney } from '@toll/domain/money-format';
import { ApiRequestError } from '../../../api/client';
import { api } from '../../../api/typed-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ClientListOptions } from '../../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListDefaults } from '../../../components/data-table/list-state';
import { useClientPage } from '../../../components/data-table/use-client-page';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { lookupContracts } from '../../bank';
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
      api.post('/accounts/{id}/card-payments/{cardPaymentId}/refund', {
        params: { id: accountId, cardPaymentId: String(payment.cardPaymentId) },
        lang,
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
        schema={cardRefundBodySchema.shape.reason}
        message={t('contractMoney.refund.explain', { amount })}
        onConfirm={(value) => {
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

type TransferValues = {
  requestKey: string;
  fromBalance: TransferBalance;
  toAccountId: string;
  toBalance: TransferBalance;
  amount: number | string;
  reason: string;
};
const TRANSFER_FIELDS = ['fromBalance', 'toAccountId', 'toBalance', 'amount', 'reason'] as const;

/** The body of POST /accounts/{id}/internal-transfers (amount typed in major units). */
const transferBodyOf = (v: TransferValues) => ({
  requestKey: v.requestKey,
  fromBalance: v.fromBalance,
  ...(v.toAccountId ? { toAccountId: Number(v.toAccountId) } : {}),
  toBalance: v.toBalance,
  amountMinor: v.amount === '' ? 0 : (fromMajor(Number(v.amount)) ?? Number.NaN),
  reason: v.reason,
});
const transferField = (path: string) => (path === 'amountMinor' ? 'amount' : path);

const TRANSFER_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'createdAt',
  order: 'desc',
  sortable: ['createdAt', 'amountMinor'],
};
const TRANSFER_ROWS: ClientListOptions<InternalTransfer> = {
  searchText: (x) => `${x.paymentNumber} ${x.fromAccountNumber} ${x.toAccountNumber} ${x.reason}`,
  sortValue: (x, column) => (column === 'amountMinor' ? x.amountMinor : x.createdAt),
};

/** The contract's internal transfers, newest first (the office's one table, kept in the tab). */
function InternalTransfers(props: {
  labelledBy: string;
  rows: InternalTransfer[] | undefined;
  fetching: boolean;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useLocalListState(TRANSFER_LIST_DEFAULTS);
  const page = useClientPage(props.rows, list.state, TRANSFER_ROWS);
  const columns = useMemo<DataTableColumn<InternalTransfer>[]>(() => {
    const balance = (b: TransferBalance) => t(`contractMoney.transfer.balances.${b}`);
    return [
      { accessor: 'paymentNumber', title: t('payments.number') },
      {
        accessor: 'createdAt',
        title: t('payments.date'),
        sortable: true,
        noWrap: true,
        render: (x) => formatSofiaDateTime(x.createdAt),
      },
      {
        accessor: 'fromAccountNumber',
        title: t('contractMoney.transfer.from'),
        render: (x) => `${x.fromAccountNumber} · ${balance(x.fromBalance)}`,
      },
      {
        accessor: 'toAccountNumber',
        title: t('contractMoney.transfer.to'),
        render: (x) => `${x.toAccountNumber} · ${balance(x.toBalance)}`,
      },
      {
        accessor: 'amountMinor',
        title: t('payments.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (x) => formatMoney({ minor: x.amountMinor, currency: x.currency }, lang),
      },
      { accessor: 'reason', title: t('contractMoney.adjust.reason') },
    ];
  }, [t, lang]);
  return (
    <OfficeDataTable
      labelledBy={props.labelledBy}
      testId="internal-transfers"
      columns={columns}
      list={list}
      page={page}
      fetching={props.fetching}
      idAccessor="id"
      emptyText={t('contractMoney.transfer.none')}
    />
  );
}

/**
 * An internal payment (spec §3 type internal; finance staff): money moved from one of this
 * contract's balances to another of its own or to another contract, with a reason. The schema
 * form over the request's own schema (amount and reason checked as the clerk leaves them). The
 * form keeps one request key until the transfer is booked, so a second click books it once.
 */
export function InternalTransferForm(props: { accountId: number; accountType: number }) {
  const { accountId, accountType } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const own = balancesOf(accountType);
  const [target, setTarget] = useState<ContractLookupItem | null>(null);
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setValue, setError, reset, formState } =
    useForm<TransferValues>({
      defaultValues: {
        requestKey: crypto.randomUUID(),
        fromBalance: own[0]!,
        toAccountId: '',
        toBalance: own[1] ?? own[0]!,
        amount: '',
        reason: '',
      },
      resolver: bodyResolver<TransferValues>(
        internalTransferBodySchema,
        transferBodyOf,
        transferField,
      ),
      mode: 'onTouched',
    });
  const errors = formState.errors;
  const toAccountId = useWatch({ control, name: 'toAccountId' });
  const found = useQuery({
    queryKey: ['contract-money', 'transfer-lookup', lang, search],
    queryFn: ({ signal }) => lookupContracts(lang, search, signal),
    enabled: search.trim().length >= 2,
  });
  const list = useQuery({
    queryKey: ['contract-money', 'transfers', accountId, lang],
    queryFn: ({ signal }) =>
      api.get('/accounts/{id}/internal-transfers', {
        params: { id: accountId },
        lang,
        signal,
        parse: (json) => internalTransferListSchema.parse(json),
      }),
  });
  const targets = balancesOf(target && toAccountId ? target.accountType : accountType);
  const send = useMutation({
    mutationFn: (values: TransferValues) =>
      api.post('/accounts/{id}/internal-transfers', {
        params: { id: accountId },
        lang,
        body: transferBodyOf(values),
        parse: (json) => internalTransferSchema.parse(json),
      }),
    onSuccess: async (made, values) => {
      setFormError(null);
      setNotice(t('contractMoney.transfer.done', { number: made.paymentNumber }));
      reset({ ...values, requestKey: crypto.randomUUID(), amount: '', reason: '' });
      await queryClient.invalidateQueries({ queryKey: contractBalanceKey(accountId) });
      await queryClient.invalidateQueries({ queryKey: ['contract-money'] });
    },
    onError: (e) => {
      setNotice(null);
      setFormError(
        applyServerError(e, setError, TRANSFER_FIELDS) ??
          (e instanceof ApiRequestError ? null : t('contractMoney.transfer.failed')),
      );
    },
  });
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
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          void handleSubmit((values) => send.mutate(values))(event);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('contractMoney.transfer.from')}
            {...register('fromBalance')}
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
            value={toAccountId || null}
            onChange={(v) => {
              const next = unique.find((c) => String(c.accountId) === v) ?? null;
              setTarget(next);
              setValue('toAccountId', next ? String(next.accountId) : '');
              setValue('toBalance', balancesOf(next ? next.accountType : accountType)[0]!);
            }}
            error={errors.toAccountId?.message}
            w={300}
          />
          <NativeSelect
            label={t('contractMoney.transfer.to')}
            {...register('toBalance')}
            data={targets.map((b) => ({ value: b, label: balanceLabel(b) }))}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <NumberInput
                label={t('contractMoney.adjust.amount')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                decimalScale={2}
                decimalSeparator={lang === 'bg' ? ',' : '.'}
                clampBehavior="none"
                error={errors.amount?.message}
                w={140}
              />
            )}
          />
          <TextInput
            label={t('contractMoney.adjust.reason')}
            maxLength={500}
            {...register('reason')}
            error={errors.reason?.message}
            w={280}
          />
          <Button type="submit" loading={send.isPending}>
            {t('contractMoney.transfer.submit')}
          </Button>
        </Group>
      </form>
      <Title order={5} id={`internal-transfers-${accountId}`}>
        {t('contractMoney.transfer.list')}
      </Title>
      <InternalTransfers
        labelledBy={`internal-transfers-${accountId}`}
        rows={list.data}
        fetching={list.isFetching}
      />
    </Stack>
  );
}
