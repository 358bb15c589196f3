import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractObligationsSchema, contractPaymentsSchema } from '@toll/contract/contract-money';
import { tollAdjustmentResultSchema } from '@toll/contract/toll-charges';
import { ledgerCurrencyAt } from '@toll/domain/ledger';
import { fromMajor } from '@toll/domain/money';
import { formatAmount } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { ApiRequestError } from '../../../api/client';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { contractBalanceKey } from './contract-balance';
import { RefundCardTopUp } from './contract-money-actions';
import { StatusBadge } from '../../../components/status-badge';

const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** The contract's "payments" tab, under its balances: every payment share it received. */
export function ContractPaymentsList({
  accountId,
  canRefund = false,
}: {
  accountId: number;
  /** Finance staff may refund a completed card top-up from the list. */
  canRefund?: boolean;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const amount = (minor: number) => formatAmount(minor, lang);
  const query = useQuery({
    queryKey: ['contract-money', 'payments', accountId, lang],
    queryFn: ({ signal }) =>
      api.get('/accounts/{id}/payments', {
        params: { id: accountId },
        lang,
        signal,
        parse: (json) => contractPaymentsSchema.parse(json),
      }),
  });
  const d = query.data;
  return (
    <Stack>
      <FormAlert message={errorOf(query.error)} />
      <Title order={4}>{t('contractMoney.payments')}</Title>
      {d && d.payments.length === 0 && <Text c="dimmed">{t('payments.empty')}</Text>}
      {d && d.payments.length > 0 && (
        <Table withTableBorder striped data-testid="contract-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.number')}</Table.Th>
              <Table.Th>{t('payments.date')}</Table.Th>
              <Table.Th>{t('payments.kind')}</Table.Th>
              <Table.Th>{t('payments.payer')}</Table.Th>
              <Table.Th>{t('contractMoney.for')}</Table.Th>
              <Table.Th ta="right">{t('contractMoney.share')}</Table.Th>
              <Table.Th ta="right">{t('contractMoney.paymentAmount')}</Table.Th>
              <Table.Th>{t('contractMoney.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.payments.map((p, i) => (
              <Table.Tr key={`${p.paymentId}-${i}`}>
                <Table.Td>{p.number}</Table.Td>
                <Table.Td>{p.paymentDate}</Table.Td>
                <Table.Td>{t(`payments.kinds.${p.kind}`)}</Table.Td>
                <Table.Td>{p.payer ?? ''}</Table.Td>
                <Table.Td>
                  {t(`contractMoney.targets.${p.target}`)}
                  {p.invoiceNumber ? ` ${p.invoiceNumber}` : ''}
                </Table.Td>
                <Table.Td ta="right">{`${amount(p.shareMinor)} ${p.currency}`}</Table.Td>
                <Table.Td ta="right">{amount(p.paymentAmountMinor)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {p.refundState && (
                      <StatusBadge color={p.refundState === 'DONE' ? 'gray' : 'orange'}>
                        {t(`contractMoney.refund.states.${p.refundState}`)}
                      </StatusBadge>
                    )}
                    {p.note && (
                      <Text size="sm">
                        {p.kind === 'SYSTEM'
                          ? t(`contractMoney.systemReasons.${p.note}`, { defaultValue: p.note })
                          : p.note}
                      </Text>
                    )}
                    {canRefund &&
                      p.kind === 'VPOS' &&
                      p.cardPurpose === 'TOP_UP' &&
                      p.cardPaymentId &&
                      !p.refundState && <RefundCardTopUp accountId={accountId} payment={p} />}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {d && d.openCardPayments.length > 0 && (
        <>
          <Title order={5}>{t('contractMoney.openCard')}</Title>
          {d.openCardPayments.map((c) => (
            <Text key={c.id} size="sm">
              {`${formatSofiaDisplay(new Date(c.createdAt))} · ${t(`contractMoney.purposes.${c.purpose}`)} · ${amount(c.amountMinor)} ${c.currency} · ${t(`contractMoney.cardStates.${c.state}`)}`}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}

const STATE_COLOR = { PAID: 'green', OPEN: 'blue', OVERDUE: 'red' };

/** The contract's "obligations" tab: toll periods and invoices, due dates, what is still open. */
export function ContractObligations({ accountId }: { accountId: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const amount = (minor: number) => formatAmount(minor, lang);
  const query = useQuery({
    queryKey: ['contract-money', 'obligations', accountId, lang],
    queryFn: ({ signal }) =>
      api.get('/accounts/{id}/obligations', {
        params: { id: accountId },
        lang,
        signal,
        parse: (json) => contractObligationsSchema.parse(json),
      }),
  });
  const d = query.data;
  return (
    <Stack>
      <FormAlert message={errorOf(query.error)} />
      {d && (
        <>
          <Text fw={700}>
            {t('contractMoney.owed', { amount: `${amount(d.owedMinor)} ${d.currency}` })}
          </Text>
          {d.obligations.length === 0 ? (
            <Text c="dimmed">{t('obligations.empty')}</Text>
          ) : (
            <Table withTableBorder striped data-testid="contract-obligations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contractMoney.obligation')}</Table.Th>
                  <Table.Th>{t('obligations.dueDate')}</Table.Th>
                  <Table.Th ta="right">{t('contractMoney.count')}</Table.Th>
                  <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                  <Table.Th ta="right">{t('contractMoney.open')}</Table.Th>
                  <Table.Th>{t('obligations.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.obligations.map((o) => (
                  <Table.Tr key={`${o.kind}-${o.label}`}>
                    <Table.Td>{`${t(`contractMoney.kinds.${o.kind}`)} ${o.label}`}</Table.Td>
                    <Table.Td>{o.dueDate ?? ''}</Table.Td>
                    <Table.Td ta="right">{o.count}</Table.Td>
                    <Table.Td ta="right">{amount(o.amountMinor)}</Table.Td>
                    <Table.Td ta="right">{amount(o.openMinor)}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={STATE_COLOR[o.state]}>
                        {t(`contractMoney.states.${o.state}`)}
                      </StatusBadge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {d.otherOpenMinor > 0 && (
            <Text size="sm">
              {t('contractMoney.otherOpen', { amount: amount(d.otherOpenMinor) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * A toll adjustment on the contract (spec §2 toll adjustments; accountant or admin, tolling mode):
 * debit or credit, amount and the required reason. The form keeps one request key until the
 * adjustment is booked, so a second click or a retry books it once.
 */
export function TollAdjustmentForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [direction, setDirection] = useState<'DEBIT' | 'CREDIT'>('CREDIT');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: (amountMinor: number) =>
      api.post('/toll-charges/adjustments', {
        lang,
        body: {
          requestKey,
          accountId,
          direction,
          amountMinor,
          currency: ledgerCurrencyAt(new Date()),
          reason,
        },
        parse: (json) => tollAdjustmentResultSchema.parse(json),
      }),
    onSuccess: async (result) => {
      setError(null);
      setNotice(t('contractMoney.adjust.done', { id: result.transactionId }));
      setRequestKey(crypto.randomUUID());
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: contractBalanceKey(accountId) });
      await queryClient.invalidateQueries({ queryKey: ['contract-money'] });
    },
    onError: (e) => {
      setNotice(null);
      setError(e instanceof ApiRequestError ? e.message : t('contractMoney.adjust.failed'));
    },
  });
  const submit = () => {
    const minor = fromMajor(Number(amount));
    if (minor === null || minor <= 0) return setError(t('contractMoney.adjust.badAmount'));
    if (reason.trim() === '') return setError(t('contractMoney.adjust.reasonRequired'));
    adjust.mutate(minor);
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby={`adjust-${accountId}`}>
      <Title order={4} id={`adjust-${accountId}`}>
        {t('contractMoney.adjust.title')}
      </Title>
      <FormAlert message={notice} kind="success" />
      <FormAlert message={error} />
      <Group align="flex-end">
        <NativeSelect
          label={t('contractMoney.adjust.direction')}
          value={direction}
          onChange={(e) => setDirection(e.currentTarget.value as 'DEBIT' | 'CREDIT')}
          data={[
            { value: 'CREDIT', label: t('contractMoney.adjust.CREDIT') },
            { value: 'DEBIT', label: t('contractMoney.adjust.DEBIT') },
          ]}
        />
        <NumberInput
          label={t('contractMoney.adjust.amount')}
          value={amount}
          onChange={setAmount}
          decimalScale={2}
          decimalSeparator={lang === 'bg' ? ',' : '.'}
          clampBehavior="none"
          w={160}
        />
        <TextInput
          label={t('contractMoney.adjust.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.currentTarget.value)}
          w={320}
        />
        <Button loading={adjust.isPending} onClick={submit}>
          {t('contractMoney.adjust.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
