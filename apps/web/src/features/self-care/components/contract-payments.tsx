import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TOP_UP_MAX_MINOR,
  TOP_UP_MIN_MINOR,
  type CardPayment,
  type CardPaymentPurpose,
} from '@toll/contract/contract-payments';
import { fromMajor } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { submitGatewayForm } from '../../cart';
import {
  checkCardPayment,
  getContractPayments,
  SELF_CARE_PAYMENTS_KEY,
  startCardPayment,
} from '../api/self-care-api';

const STATE_COLOR: Record<CardPayment['state'], string> = {
  PENDING: 'orange',
  APPROVED: 'green',
  FAILED: 'red',
};

/**
 * A contract's money in the self-care portal: its balances, a top-up by card (prepaid), what a
 * postpaid contract owes paid by card (all or a part), the initial payment by card (once the
 * contract is signed), and the card payments made. Paying leaves
 * the site for the card gateway; its result brings the customer back here (`?cardPayment=`).
 */
export function ContractPayments({
  accountId,
  returned,
}: {
  accountId: number;
  /** The card payment the gateway just sent the customer back from, if it is this contract's. */
  returned: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | string>('');
  const [dueAmount, setDueAmount] = useState<number | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const payments = useQuery({
    queryKey: [...SELF_CARE_PAYMENTS_KEY, accountId, lang],
    queryFn: ({ signal }) => getContractPayments(lang, accountId, signal),
  });
  const failed = (e: unknown) =>
    setError(e instanceof ApiRequestError ? e.message : t('selfCarePayments.failed'));
  const pay = useMutation({
    mutationFn: (body: { purpose: CardPaymentPurpose; amountMinor?: number }) =>
      startCardPayment(lang, accountId, body),
    onSuccess: (started) => submitGatewayForm(started.payment),
    onError: failed,
  });
  const check = useMutation({
    mutationFn: (id: string) => checkCardPayment(lang, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELF_CARE_PAYMENTS_KEY }),
    onError: failed,
  });
  const d = payments.data;
  if (!d) return payments.error ? <FormAlert message={t('selfCarePayments.failed')} /> : null;
  const money = (minor: number) => formatMoney({ minor, currency: d.currency }, lang);
  const back = returned ? d.cardPayments.find((p) => p.id === returned) : undefined;
  const headingId = `payments-${accountId}`;

  const topUp = () => {
    const minor = fromMajor(Number(amount));
    if (minor === null || minor < TOP_UP_MIN_MINOR || minor > TOP_UP_MAX_MINOR)
      return setError(
        t('selfCarePayments.badAmount', {
          min: money(TOP_UP_MIN_MINOR),
          max: money(TOP_UP_MAX_MINOR),
        }),
      );
    setError(null);
    pay.mutate({ purpose: 'TOP_UP', amountMinor: minor });
  };

  // What a postpaid contract owes, all of it unless the customer pays a part.
  const shownDue = dueAmount ?? d.owedMinor / 100;
  const payDue = () => {
    const minor = fromMajor(Number(shownDue));
    // a part is at least the smallest card payment; all that is owed may be less
    const min = Math.min(TOP_UP_MIN_MINOR, d.owedMinor);
    if (minor === null || minor < min || minor > d.owedMinor)
      return setError(
        t('selfCarePayments.badAmount', { min: money(min), max: money(d.owedMinor) }),
      );
    setError(null);
    pay.mutate(
      minor === d.owedMinor
        ? { purpose: 'DUE_PAYMENT' }
        : { purpose: 'DUE_PAYMENT', amountMinor: minor },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('selfCarePayments.title')}
      </Title>
      {back && (
        <FormAlert
          kind={back.state === 'APPROVED' ? 'success' : back.state === 'FAILED' ? 'error' : 'info'}
          message={t(`selfCarePayments.returned.${back.state}`, {
            amount: money(back.amountMinor),
          })}
        />
      )}
      <FormAlert message={error} />
      {d.accountType === 1 ? (
        <Group gap="xl">
          <Text>{t('selfCarePayments.main', { amount: money(d.mainBalanceMinor) })}</Text>
          <Text>{t('selfCarePayments.secondary', { amount: money(d.secondaryBalanceMinor) })}</Text>
          <Text>{t('selfCarePayments.creditLimit', { amount: money(d.creditLimitMinor) })}</Text>
        </Group>
      ) : (
        <Text>{t('selfCarePayments.owed', { amount: money(d.owedMinor) })}</Text>
      )}
      {d.canPayDue && (
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('selfCarePayments.dueAmount', { currency: d.currency })}
            min={0.01}
            max={d.owedMinor / 100}
            clampBehavior="none"
            decimalScale={2}
            fixedDecimalScale
            decimalSeparator={lang === 'bg' ? ',' : '.'}
            value={shownDue}
            onChange={setDueAmount}
            w={200}
          />
          <Button loading={pay.isPending} onClick={payDue}>
            {t('selfCarePayments.payDue')}
          </Button>
        </Group>
      )}
      {d.initialPaymentMinor > 0 && (
        <Group gap="sm">
          <Text>
            {t(
              d.initialPaymentPaid ? 'selfCarePayments.initialPaid' : 'selfCarePayments.initialDue',
              { amount: money(d.initialPaymentMinor) },
            )}
          </Text>
          {d.canPayInitial && (
            <Button
              size="xs"
              loading={pay.isPending}
              onClick={() => pay.mutate({ purpose: 'INITIAL_PAYMENT' })}
            >
              {t('selfCarePayments.payInitial')}
            </Button>
          )}
          {!d.signed && <Text c="dimmed">{t('selfCarePayments.signFirst')}</Text>}
        </Group>
      )}
      {d.canTopUp && (
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('selfCarePayments.topUpAmount', { currency: d.currency })}
            min={TOP_UP_MIN_MINOR / 100}
            max={TOP_UP_MAX_MINOR / 100}
            clampBehavior="none"
            decimalScale={2}
            decimalSeparator={lang === 'bg' ? ',' : '.'}
            value={amount}
            onChange={setAmount}
            w={200}
          />
          <Button loading={pay.isPending} onClick={topUp}>
            {t('selfCarePayments.topUp')}
          </Button>
        </Group>
      )}
      {d.cardPayments.length > 0 && (
        <Table.ScrollContainer minWidth={0} type="native">
          <Table striped aria-label={t('selfCarePayments.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('selfCarePayments.date')}</Table.Th>
                <Table.Th>{t('selfCarePayments.purpose')}</Table.Th>
                <Table.Th ta="right">{t('selfCarePayments.amount')}</Table.Th>
                <Table.Th>{t('selfCarePayments.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.cardPayments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatSofiaDateTime(p.createdAt)}</Table.Td>
                  <Table.Td>{t(`selfCarePayments.purposes.${p.purpose}`)}</Table.Td>
                  <Table.Td ta="right">{money(p.amountMinor)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATE_COLOR[p.state]}>
                      {t(`selfCarePayments.states.${p.state}`)}
                    </Badge>
                    {p.paymentNumber && <Text size="xs">{p.paymentNumber}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {p.state === 'PENDING' && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={check.isPending && check.variables === p.id}
                        onClick={() => check.mutate(p.id)}
                      >
                        {t('selfCarePayments.check')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
