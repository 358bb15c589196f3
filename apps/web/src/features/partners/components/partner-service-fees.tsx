import { useState } from 'react';
import { NumberInput, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { partnerServiceFeesSchema } from '@toll/contract/contract-money';
import { formatAmount } from '@toll/domain/money-format';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';

/**
 * The partner's "monthly service fees" tab (spec §2 partners): per month of a year, the service
 * fees of its contracts — how many, the amount, what is paid, unpaid, canceled and invoiced.
 */
export function PartnerServiceFees({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const access = useOfficeAccess().capabilities;
  const [year, setYear] = useState(new Date().getFullYear());
  const allowed = access.has('service-fees');
  const query = useQuery({
    queryKey: ['partner-service-fees', partnerId, year, lang],
    queryFn: ({ signal }) =>
      api.get('/partners/{id}/service-fees', {
        params: { id: partnerId },
        lang,
        signal,
        query: { year: String(year) },
        parse: (json) => partnerServiceFeesSchema.parse(json),
      }),
    enabled: allowed,
  });
  if (!allowed) return <Text c="gray.7">{t('partnerFees.noAccess')}</Text>;
  const amount = (minor: number) => formatAmount(minor, lang);
  const d = query.data;
  return (
    <Stack>
      <NumberInput
        label={t('partnerFees.year')}
        value={year}
        min={2020}
        max={2100}
        onChange={(v) => typeof v === 'number' && v >= 2020 && v <= 2100 && setYear(v)}
        w={140}
      />
      <FormAlert message={query.error instanceof Error ? query.error.message : null} />
      {d && d.months.length === 0 && <Text c="dimmed">{t('partnerFees.none', { year })}</Text>}
      {d && d.months.length > 0 && (
        <Table withTableBorder striped data-testid="partner-service-fees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('partnerFees.month')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.contracts')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.fees')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.gross')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.paid')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.notPaid')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.canceled')}</Table.Th>
              <Table.Th ta="right">{t('partnerFees.invoiced')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.months.map((m) => (
              <Table.Tr key={`${m.month}-${m.currency}`}>
                <Table.Td>{`${m.month} (${m.currency})`}</Table.Td>
                <Table.Td ta="right">{m.contracts}</Table.Td>
                <Table.Td ta="right">{m.fees}</Table.Td>
                <Table.Td ta="right">{amount(m.grossMinor)}</Table.Td>
                <Table.Td ta="right">{amount(m.paidMinor)}</Table.Td>
                <Table.Td ta="right">{amount(m.notPaidMinor)}</Table.Td>
                <Table.Td ta="right">{amount(m.canceledMinor)}</Table.Td>
                <Table.Td ta="right">{amount(m.invoicedMinor)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
