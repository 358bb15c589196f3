import { useState } from 'react';
import { Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MassMailCampaign } from '@toll/contract/mass-mail';
import type { MassMailStatus } from '@toll/domain/mass-mail';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { listCampaigns, MASS_MAIL_KEY } from '../api/mass-mail-api';
import { MassMailComposeModal } from './mass-mail-compose-modal';
import { MassMailDetail } from './mass-mail-detail';

const STATUS_COLORS: Record<MassMailStatus, string> = {
  DRAFT: 'gray',
  SENDING: 'blue',
  SENT: 'green',
};

/**
 * `mass-mailing` (admin or concord admin): the campaigns, newest first; compose a new one in bg
 * and en, mail a test, send it (after a confirmation), and read its per-recipient log.
 */
export function MassMailingPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [composing, setComposing] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const campaigns = useQuery({
    queryKey: [...MASS_MAIL_KEY, 'list'],
    queryFn: ({ signal }) => listCampaigns(lang, signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((c) => c.status === 'SENDING') ? 3000 : false,
  });
  const subject = (c: MassMailCampaign) => (lang === 'en' ? c.subjectEn : c.subjectBg);

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('massMail.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="mass-mail-title">
            {t('massMail.title')}
          </Title>
          <Button onClick={() => setComposing(true)}>{t('massMail.compose')}</Button>
        </Group>
        {selected !== null && <MassMailDetail id={selected} onClose={() => setSelected(null)} />}
        <FormAlert message={campaigns.error?.message} />
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover aria-labelledby="mass-mail-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('massMail.subject')}</Table.Th>
                <Table.Th>{t('massMail.recipients')}</Table.Th>
                <Table.Th>{t('massMail.status')}</Table.Th>
                <Table.Th>{t('massMail.counts')}</Table.Th>
                <Table.Th>{t('massMail.createdAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(campaigns.data?.items ?? []).map((c) => (
                <Table.Tr key={c.id} bg={c.id === selected ? 'blue.0' : undefined}>
                  <Table.Td>
                    <Text fw={600}>{subject(c)}</Text>
                  </Table.Td>
                  <Table.Td>{t(`massMail.kinds.${c.recipients}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[c.status]} variant="light" c="dark.7">
                      {t(`massMail.statuses.${c.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t('massMail.countsText', {
                      sent: c.sentCount,
                      total: c.recipientCount,
                      notSent: c.failedCount + c.skippedCount,
                    })}
                  </Table.Td>
                  <Table.Td>{formatSofiaDateTime(c.createdAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setSelected(c.id)}
                      aria-label={t('massMail.openFor', { subject: subject(c) })}
                    >
                      {t('massMail.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {campaigns.data?.items.length === 0 && <Text c="dimmed">{t('massMail.none')}</Text>}
      </Stack>
      {composing && (
        <MassMailComposeModal
          onClose={() => setComposing(false)}
          onCreated={(created) => {
            setComposing(false);
            setSelected(created.id);
          }}
        />
      )}
    </Container>
  );
}
