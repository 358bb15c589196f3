import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractObligationsSchema, contractPaymentsSchema } from '@toll/contract/contract-money';
import { formatAmount } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { apiRequest } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';

const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** The contract's "payments" tab, under its balances: every payment share it received. */
export function ContractPaymentsList({ accountId }: { accountId: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const amount = (minor: number) => formatAmount(minor, lang);
  const query = useQuery({
    queryKey: ['contract-money', 'payments', accountId, lang],
    queryFn: ({ signal }) =>
      apiRequest(`/accounts/${accountId}/payments`, {
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
      apiRequest(`/accounts/${accountId}/obligations`, {
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
                      <Badge variant="light" color={STATE_COLOR[o.state]}>
                        {t(`contractMoney.states.${o.state}`)}
                      </Badge>
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
