import { useState } from 'react';
import {
  Button,
  Container,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELICT_STATUSES } from '@toll/contract/office-delicts';
import { toMajor } from '@toll/domain/money';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { DelictCounterPayment } from '../counter-sale/delict-counter-payment';
import { useOfficeAccess } from '../office-access/use-office-access';
import { DelictDetail } from './delict-detail';
import { searchDelictPayments, searchDelicts } from './office-delicts-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);
const PAGE_SIZE = '20';

/** `delicts` (spec §2, tolling mode): search by plate, document or status; open one delict. */
export function DelictSearchPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [form, setForm] = useState({ f_plate: '', f_documentNumber: '', f_status: '' });
  const [asked, setAsked] = useState<typeof form | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const result = useQuery({
    queryKey: ['office-delicts', asked, page],
    queryFn: () =>
      searchDelicts(lang, {
        ...asked!,
        page: String(page),
        pageSize: PAGE_SIZE,
        sort: 'passageAt',
        order: 'desc',
      }),
    enabled: asked !== null,
    retry: false,
  });
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={2}>{t('delictSearch.title')}</Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setAsked(form);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('delictSearch.plate')}
              value={form.f_plate}
              onChange={(e) => setForm({ ...form, f_plate: e.currentTarget.value })}
            />
            <TextInput
              label={t('delictSearch.documentNumber')}
              value={form.f_documentNumber}
              onChange={(e) => setForm({ ...form, f_documentNumber: e.currentTarget.value })}
            />
            <Select
              label={t('delictSearch.status')}
              placeholder={t('delictSearch.any')}
              data={DELICT_STATUSES.map((s) => ({
                value: s,
                label: t(`delictSearch.statuses.${s}`),
              }))}
              value={form.f_status || null}
              onChange={(v) => setForm({ ...form, f_status: v ?? '' })}
              clearable
            />
            <Button type="submit">{t('delictSearch.search')}</Button>
          </Group>
        </form>
        <FormAlert message={errorText(result.error)} />
        {result.data && (
          <>
            <Text size="sm">{t('delictSearch.found', { count: result.data.total })}</Text>
            <Table striped highlightOnHover withTableBorder data-testid="delict-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('delictSearch.documentNumber')}</Table.Th>
                  <Table.Th>{t('delictSearch.plate')}</Table.Th>
                  <Table.Th>{t('delictSearch.passageAt')}</Table.Th>
                  <Table.Th>{t('delictSearch.status')}</Table.Th>
                  <Table.Th>{t('delictSearch.section')}</Table.Th>
                  <Table.Th>{t('delictSearch.obuMissing')}</Table.Th>
                  <Table.Th ta="right">{t('delictSearch.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.data.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setOpen(d.documentNumber)}
                      >
                        {d.documentNumber}
                      </Button>
                    </Table.Td>
                    <Table.Td>{`${d.countryCode} ${d.plate}`}</Table.Td>
                    <Table.Td>{formatSofiaDisplay(new Date(d.passageAt))}</Table.Td>
                    <Table.Td>
                      {t(`delictSearch.statuses.${d.status as (typeof DELICT_STATUSES)[number]}`)}
                    </Table.Td>
                    <Table.Td>{d.tollSectionName ?? d.roadNumber ?? ''}</Table.Td>
                    <Table.Td>{d.obuDataMissing ? (d.missingDataReason ?? '') : ''}</Table.Td>
                    <Table.Td ta="right">{`${toMajor(d.amountEur).toFixed(2)} EUR`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pagination
              total={Math.max(1, Math.ceil(result.data.total / result.data.pageSize))}
              value={page}
              onChange={setPage}
            />
          </>
        )}
      </Stack>
      <DelictDetail documentNumber={open} onClose={() => setOpen(null)} />
    </Container>
  );
}

/** `search-delict-payments` (spec §2, vignette mode): paid delicts and the sales that paid them. */
export function DelictPaymentsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [form, setForm] = useState({ f_plate: '', f_documentNumber: '' });
  const [asked, setAsked] = useState<typeof form | null>(null);
  const [taking, setTaking] = useState(false);
  const { capabilities } = useOfficeAccess();
  const result = useQuery({
    queryKey: ['office-delicts', 'payments', asked],
    queryFn: () => searchDelictPayments(lang, { ...asked!, pageSize: '100', order: 'desc' }),
    enabled: asked !== null,
    retry: false,
  });
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>{t('delictPayments.title')}</Title>
          {capabilities.has('shopping-cart') && (
            <Button onClick={() => setTaking(true)}>{t('counter.delictTake')}</Button>
          )}
        </Group>
        {taking && <DelictCounterPayment onClose={() => setTaking(false)} />}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setAsked(form);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('delictSearch.plate')}
              value={form.f_plate}
              onChange={(e) => setForm({ ...form, f_plate: e.currentTarget.value })}
            />
            <TextInput
              label={t('delictSearch.documentNumber')}
              value={form.f_documentNumber}
              onChange={(e) => setForm({ ...form, f_documentNumber: e.currentTarget.value })}
            />
            <Button type="submit">{t('delictSearch.search')}</Button>
          </Group>
        </form>
        <FormAlert message={errorText(result.error)} />
        {result.data && (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('delictSearch.documentNumber')}</Table.Th>
                <Table.Th>{t('delictSearch.plate')}</Table.Th>
                <Table.Th>{t('delictPayments.paidAt')}</Table.Th>
                <Table.Th>{t('delictPayments.saleNumber')}</Table.Th>
                <Table.Th>{t('delictPayments.pos')}</Table.Th>
                <Table.Th>{t('delictPayments.method')}</Table.Th>
                <Table.Th ta="right">{t('delictSearch.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.items.map((p) => (
                <Table.Tr key={p.documentNumber}>
                  <Table.Td>{p.documentNumber}</Table.Td>
                  <Table.Td>{`${p.countryCode} ${p.plate}`}</Table.Td>
                  <Table.Td>{formatSofiaDisplay(new Date(p.paidAt))}</Table.Td>
                  <Table.Td>{p.saleNumber}</Table.Td>
                  <Table.Td>{p.posCode ?? ''}</Table.Td>
                  <Table.Td>{p.paymentMethod}</Table.Td>
                  <Table.Td ta="right">{`${toMajor(p.amountEur).toFixed(2)} EUR`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
