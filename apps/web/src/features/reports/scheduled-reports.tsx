import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MSTS_REPORT_TYPES,
  REPORT_SCHEDULES,
  reportFitsPartner,
  SCHEDULED_REPORT_TYPES,
} from '@toll/domain/report-rules';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { useOfficeAccess } from '../office-access';
import { useWholePartnerList } from '../partners';
import { OnDemandReports } from './on-demand-reports';
import { deliveries, runReports, subscribe, subscriptions, unsubscribe } from './reports-api';

const KEY = ['reports', 'scheduled'] as const;
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * Scheduled reports: which partners receive which report, how often and how (e-mail, SFTP) —
 * sale partners the sales reports, toll customers the toll and MSTS ones; "send now" runs every
 * report due on a day; the reports on request; the deliveries show what went out or failed.
 */
export function ScheduledReports() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const partners = useWholePartnerList(true);
  const mayMsts = useOfficeAccess().capabilities.has('report.msts');
  const subs = useQuery({ queryKey: [...KEY, 'subs'], queryFn: () => subscriptions(lang) });
  const sent = useQuery({
    queryKey: [...KEY, 'deliveries'],
    queryFn: () => deliveries(lang),
    refetchInterval: 2_000,
  });
  const [form, setForm] = useState({
    partnerId: '',
    reportType: 'SALES_BY_POS_PRODUCT',
    schedule: 'DAILY',
    format: 'xlsx',
    byEmail: false,
    bySftp: true,
    email: '',
  });
  const [runDate, setRunDate] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const add = useMutation({
    mutationFn: () =>
      subscribe(lang, {
        ...form,
        partnerId: Number(form.partnerId),
        email: form.byEmail ? form.email : null,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unsubscribe(lang, id),
    onSuccess: refresh,
  });
  const run = useMutation({ mutationFn: () => runReports(lang, runDate), onSuccess: refresh });
  const partnerList = partners.data?.items ?? [];
  const chosen = partnerList.find((p) => String(p.id) === form.partnerId);
  // only the reports for the chosen partner's kind; MSTS only with international toll on
  const typeChoices = SCHEDULED_REPORT_TYPES.filter(
    (v) =>
      (!chosen || reportFitsPartner(v, chosen.partnerType)) &&
      (mayMsts || !MSTS_REPORT_TYPES.includes(v)),
  ).map((v) => ({ value: v, label: t(`reportsPage.reportTypes.${v}`) }));
  const scheduleChoices = REPORT_SCHEDULES.map((v) => ({
    value: v,
    label: t(`reportsPage.schedules.${v}`),
  }));

  return (
    <Stack gap="md">
      <Title order={3}>{t('reportsPage.subscriptions')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('reportsPage.partner')}
          description={t('reportsPage.partnerHint')}
          data={partnerList.map((p) => ({
            value: String(p.id),
            label: `${p.name} (${t(
              p.partnerType === 'TOLL_CUSTOMER'
                ? 'reportsPage.partnerTypes.toll'
                : 'reportsPage.partnerTypes.sale',
            )}${p.customerId ? `, ${p.customerId}` : ''})`,
          }))}
          value={form.partnerId || null}
          onChange={(v) => {
            const next = partnerList.find((p) => String(p.id) === v);
            const fits =
              !next ||
              reportFitsPartner(
                form.reportType as (typeof SCHEDULED_REPORT_TYPES)[number],
                next.partnerType,
              );
            setForm({
              ...form,
              partnerId: v ?? '',
              reportType: fits
                ? form.reportType
                : next.partnerType === 'TOLL_CUSTOMER'
                  ? 'TOLL_TRANSACTIONS'
                  : 'SALES_BY_POS_PRODUCT',
            });
          }}
          searchable
          limit={100}
          w={300}
        />
        <Select
          label={t('reportsPage.reportType')}
          data={typeChoices}
          value={form.reportType}
          onChange={(v) => setForm({ ...form, reportType: v ?? form.reportType })}
          allowDeselect={false}
          w={240}
        />
        <Select
          label={t('reportsPage.schedule')}
          data={scheduleChoices}
          value={form.schedule}
          onChange={(v) => setForm({ ...form, schedule: v ?? form.schedule })}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('reportsPage.format')}
          data={['xlsx', 'csv']}
          value={form.format}
          onChange={(v) => setForm({ ...form, format: v ?? form.format })}
          allowDeselect={false}
          w={90}
        />
        <Checkbox
          label={t('reportsPage.bySftp')}
          checked={form.bySftp}
          onChange={(e) => setForm({ ...form, bySftp: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('reportsPage.byEmail')}
          checked={form.byEmail}
          onChange={(e) => setForm({ ...form, byEmail: e.currentTarget.checked })}
        />
        {form.byEmail && (
          <TextInput
            label={t('reportsPage.email')}
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
        )}
        <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!form.partnerId}>
          {t('reportsPage.add')}
        </Button>
      </Group>
      <FormAlert message={errorText(add.error ?? remove.error)} />
      <Table striped withTableBorder data-testid="report-subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reportsPage.partner')}</Table.Th>
            <Table.Th>{t('reportsPage.reportType')}</Table.Th>
            <Table.Th>{t('reportsPage.schedule')}</Table.Th>
            <Table.Th>{t('reportsPage.channelName')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(subs.data?.items ?? []).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.partnerName}</Table.Td>
              <Table.Td>{t(`reportsPage.reportTypes.${s.reportType}` as const)}</Table.Td>
              <Table.Td>{t(`reportsPage.schedules.${s.schedule}`)}</Table.Td>
              <Table.Td>
                {[s.bySftp ? 'SFTP' : null, s.byEmail ? s.email : null].filter(Boolean).join(', ')}{' '}
                ({s.format})
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(s.id)}>
                  {t('reportsPage.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('reportsPage.runDate')}
          value={runDate}
          onChange={(e) => setRunDate(e.currentTarget.value)}
        />
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          {t('reportsPage.sendNow')}
        </Button>
      </Group>
      <FormAlert message={errorText(run.error)} />
      {run.data && (
        <FormAlert
          kind="success"
          message={t('reportsPage.runResult', {
            sent: run.data.queued,
            failed: 0,
            already: run.data.alreadySent,
          })}
        />
      )}
      <OnDemandReports onSent={() => run.reset()} />
      <Title order={3}>{t('reportsPage.deliveries')}</Title>
      <Table striped withTableBorder data-testid="report-deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reportsPage.file')}</Table.Th>
            <Table.Th>{t('reportsPage.reportType')}</Table.Th>
            <Table.Th>{t('reportsPage.periodColumn')}</Table.Th>
            <Table.Th>{t('reportsPage.channelName')}</Table.Th>
            <Table.Th>{t('reportsPage.status')}</Table.Th>
            <Table.Th>{t('reportsPage.attempts')}</Table.Th>
            <Table.Th>{t('reportsPage.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(sent.data?.items ?? []).map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.fileName}</Table.Td>
              <Table.Td>
                {t(`reportsPage.reportTypes.${d.reportType}` as 'reportsPage.reportTypes.PAYMENTS')}
              </Table.Td>
              <Table.Td>
                {d.periodFrom === d.periodTo ? d.periodFrom : `${d.periodFrom} – ${d.periodTo}`}
              </Table.Td>
              <Table.Td>{d.channel}</Table.Td>
              <Table.Td>{d.status}</Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
              <Table.Td>
                <Text size="xs">{d.lastError ?? ''}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
