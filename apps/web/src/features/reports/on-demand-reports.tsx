import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { useOfficeAccess } from '../office-access';
import { sendAccountantReport, sendMstsToCustomers } from './reports-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * The reports sent on request (spec §7): the accountants' summary of a period by e-mail, and —
 * with international toll on — each haulier's MSTS transactions to its contract's address.
 */
export function OnDemandReports({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const mayMsts = useOfficeAccess().capabilities.has('report.msts');
  const [accountant, setAccountant] = useState({
    from_date: '',
    to_date: '',
    email: '',
    format: 'xlsx' as 'csv' | 'xlsx',
  });
  const [msts, setMsts] = useState({ from_date: '', to_date: '' });
  const done = async () => {
    await client.invalidateQueries({ queryKey: ['reports', 'scheduled'] });
    onSent();
  };
  const sendAccountant = useMutation({
    mutationFn: () => sendAccountantReport(lang, accountant),
    onSuccess: done,
  });
  const sendMsts = useMutation({
    mutationFn: () => sendMstsToCustomers(lang, msts),
    onSuccess: done,
  });
  const result = (r: { queued: number; alreadySent: number; withoutAddress?: number }) =>
    [
      t('reportsPage.onDemandResult', { sent: r.queued, already: r.alreadySent }),
      r.withoutAddress ? t('reportsPage.withoutAddress', { count: r.withoutAddress }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack gap="sm">
      <Title order={3}>{t('reportsPage.onDemand')}</Title>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Title order={4}>{t('reportsPage.accountantTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('reportsPage.accountantHint')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t('reportsPage.from')}
              value={accountant.from_date}
              onChange={(e) => setAccountant({ ...accountant, from_date: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('reportsPage.to')}
              value={accountant.to_date}
              onChange={(e) => setAccountant({ ...accountant, to_date: e.currentTarget.value })}
            />
            <TextInput
              type="email"
              label={t('reportsPage.email')}
              placeholder={t('reportsPage.emailOwn')}
              value={accountant.email}
              onChange={(e) => setAccountant({ ...accountant, email: e.currentTarget.value })}
            />
            <Select
              label={t('reportsPage.format')}
              data={['xlsx', 'csv']}
              value={accountant.format}
              onChange={(v) =>
                setAccountant({ ...accountant, format: v === 'csv' ? 'csv' : 'xlsx' })
              }
              allowDeselect={false}
              w={90}
            />
            <Button onClick={() => sendAccountant.mutate()} loading={sendAccountant.isPending}>
              {t('reportsPage.accountantSend')}
            </Button>
          </Group>
          <FormAlert message={errorText(sendAccountant.error)} />
          {sendAccountant.data && (
            <FormAlert kind="success" message={result(sendAccountant.data)} />
          )}
        </Stack>
      </Paper>
      {mayMsts && (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Title order={4}>{t('reportsPage.mstsTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('reportsPage.mstsHint')}
            </Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                type="date"
                label={t('reportsPage.from')}
                value={msts.from_date}
                onChange={(e) => setMsts({ ...msts, from_date: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={t('reportsPage.to')}
                value={msts.to_date}
                onChange={(e) => setMsts({ ...msts, to_date: e.currentTarget.value })}
              />
              <Button onClick={() => sendMsts.mutate()} loading={sendMsts.isPending}>
                {t('reportsPage.mstsSend')}
              </Button>
            </Group>
            <FormAlert message={errorText(sendMsts.error)} />
            {sendMsts.data && <FormAlert kind="success" message={result(sendMsts.data)} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
