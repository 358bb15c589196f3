import { useState } from 'react';
import {
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MASS_MAIL_RECIPIENT_STATUSES,
  type MassMailRecipientStatus,
  type MassMailStatus,
} from '@toll/domain/mass-mail';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import {
  getCampaign,
  listRecipients,
  MASS_MAIL_KEY,
  notSent,
  RECIPIENT_PAGE_SIZE,
  sendCampaign,
  sendTest,
} from '../api/mass-mail-api';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLORS: Record<MassMailStatus, string> = {
  DRAFT: 'gray',
  SENDING: 'blue',
  SENT: 'green',
};
const RECIPIENT_COLORS: Record<MassMailRecipientStatus, string> = {
  QUEUED: 'blue',
  SENT: 'green',
  FAILED: 'red',
  SKIPPED_UNSUBSCRIBED: 'orange',
};

/** One campaign: its texts, the test mail, "send" with a confirmation, and the per-recipient log. */
export function MassMailDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [testTo, setTestTo] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useState<{ page: number; status: MassMailRecipientStatus | '' }>({
    page: 1,
    status: '',
  });
  const [testQueued, setTestQueued] = useState(false);
  const sending = (status?: MassMailStatus) => (status === 'SENDING' ? 2000 : false);
  const campaign = useQuery({
    queryKey: [...MASS_MAIL_KEY, 'one', id],
    queryFn: ({ signal }) => getCampaign(lang, id, signal),
    // while sending, and while a queued test has not gone out yet (send waits for it)
    refetchInterval: (query) =>
      testQueued && !query.state.data?.testSentAt ? 1000 : sending(query.state.data?.status),
  });
  const status = campaign.data?.status;
  const recipients = useQuery({
    queryKey: [...MASS_MAIL_KEY, 'recipients', id, view, status],
    queryFn: ({ signal }) => listRecipients(lang, id, view, signal),
    enabled: status !== undefined && status !== 'DRAFT',
    refetchInterval: sending(status),
  });
  const missed = useQuery({
    queryKey: [...MASS_MAIL_KEY, 'not-sent', id, status],
    queryFn: ({ signal }) => notSent(lang, id, signal),
    enabled: status !== undefined && status !== 'DRAFT',
    refetchInterval: sending(status),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MASS_MAIL_KEY });
  const test = useMutation({
    mutationFn: () => sendTest(lang, id, testTo),
    onSuccess: (answer) => {
      setNotice(answer.message);
      setTestQueued(true);
    },
  });
  const send = useMutation({
    mutationFn: () => sendCampaign(lang, id),
    onSuccess: async (sent) => {
      setConfirming(false);
      setNotice(t('massMail.queued', { count: sent.recipientCount }));
      await refresh();
    },
  });

  const c = campaign.data;
  if (!c) return <FormAlert message={campaign.error?.message} />;
  const pages = Math.max(1, Math.ceil((recipients.data?.total ?? 0) / RECIPIENT_PAGE_SIZE));
  return (
    <Paper withBorder p="md" aria-labelledby="mass-mail-detail-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} id="mass-mail-detail-title" size="h3">
              {lang === 'en' ? c.subjectEn : c.subjectBg}
            </Title>
            <Group gap="xs">
              <StatusBadge color={STATUS_COLORS[c.status]}>
                {t(`massMail.statuses.${c.status}`)}
              </StatusBadge>
              <Text size="sm">{t(`massMail.kinds.${c.recipients}`)}</Text>
              {c.testSentTo && (
                <Text size="sm" c="dimmed">
                  {t('massMail.testSentTo', { email: c.testSentTo })}
                </Text>
              )}
            </Group>
          </Stack>
          <CloseButton aria-label={t('massMail.close')} onClick={onClose} />
        </Group>
        <Group grow align="flex-start">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {c.subjectBg}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lang="bg" lineClamp={6}>
              {c.messageBg}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {c.subjectEn}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lang="en" lineClamp={6}>
              {c.messageEn}
            </Text>
          </Stack>
        </Group>
        <FormAlert message={notice} kind="success" />
        <FormAlert message={test.error?.message} />
        {c.status === 'DRAFT' && (
          <Group align="flex-end">
            <TextInput
              label={t('massMail.testEmail')}
              placeholder={t('massMail.testEmailHint')}
              type="email"
              maxLength={254}
              value={testTo}
              onChange={(event) => setTestTo(event.currentTarget.value)}
            />
            <Button variant="default" loading={test.isPending} onClick={() => test.mutate()}>
              {t('massMail.sendTest')}
            </Button>
            {/* §3 "test e-mail": the campaign goes out only after its test did (the server refuses too) */}
            <Button
              disabled={!c.testSentAt}
              aria-describedby={c.testSentAt ? undefined : 'mass-mail-test-first'}
              onClick={() => setConfirming(true)}
            >
              {t('massMail.send')}
            </Button>
          </Group>
        )}
        {c.status === 'DRAFT' && !c.testSentAt && (
          <Text size="sm" c="dimmed" id="mass-mail-test-first">
            {t(testQueued ? 'massMail.testWaiting' : 'massMail.testFirst')}
          </Text>
        )}
        {c.status !== 'DRAFT' && (
          <>
            <Text size="sm">
              {t('massMail.progress', {
                total: c.recipientCount,
                sent: c.sentCount,
                queued: c.queuedCount,
                failed: c.failedCount,
                skipped: c.skippedCount,
              })}
            </Text>
            {missed.data?.message && (
              <FormAlert message={missed.data.message} title={t('massMail.notSentTitle')} />
            )}
            <Title order={3} size="h4" id="mass-mail-log-title">
              {t('massMail.log')}
            </Title>
            <NativeSelect
              label={t('massMail.status')}
              w={260}
              value={view.status}
              onChange={(event) =>
                setView({
                  page: 1,
                  status: event.currentTarget.value as MassMailRecipientStatus | '',
                })
              }
              data={[
                { value: '', label: t('massMail.any') },
                ...MASS_MAIL_RECIPIENT_STATUSES.map((value) => ({
                  value,
                  label: t(`massMail.recipientStatuses.${value}`),
                })),
              ]}
            />
            <Table striped aria-labelledby="mass-mail-log-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('massMail.email')}</Table.Th>
                  <Table.Th>{t('massMail.language')}</Table.Th>
                  <Table.Th>{t('massMail.status')}</Table.Th>
                  <Table.Th>{t('massMail.sentAt')}</Table.Th>
                  <Table.Th>{t('massMail.error')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(recipients.data?.items ?? []).map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>{r.lang.toUpperCase()}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={RECIPIENT_COLORS[r.status]}>
                        {t(`massMail.recipientStatuses.${r.status}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{r.sentAt ? formatSofiaDateTime(r.sentAt) : ''}</Table.Td>
                    <Table.Td>{r.error ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={view.page}
                onChange={(page) => setView({ ...view, page })}
              />
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('massMail.confirmTitle')}
        message={t('massMail.confirmText', { kind: t(`massMail.kinds.${c.recipients}`) })}
        danger={false}
        busy={send.isPending}
        error={send.error?.message}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send.mutate()}
      />
    </Paper>
  );
}
