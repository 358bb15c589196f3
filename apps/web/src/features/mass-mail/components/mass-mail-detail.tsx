import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MassMailStatus } from '@toll/domain/mass-mail';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { getCampaign, MASS_MAIL_KEY, notSent, sendCampaign, sendTest } from '../api/mass-mail-api';
import { RecipientLog } from './recipient-log';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLORS: Record<MassMailStatus, string> = {
  DRAFT: 'gray',
  SENDING: 'blue',
  SENT: 'green',
};

/** One campaign: its texts, the test mail, "send" with a confirmation, and the per-recipient log. */
export function MassMailDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [testTo, setTestTo] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
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
            <RecipientLog id={id} status={c.status} />
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
