import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DELICT_STATUSES } from '@toll/contract/office-delicts';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { AppModal } from '../../components/app-modal';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { delictDetail } from './office-delicts-api';
import { formatMoney } from '@toll/domain/money-format';

type Status = (typeof DELICT_STATUSES)[number];

const when = (iso: string | null) => (iso ? formatSofiaDisplay(new Date(iso)) : '—');

/** One delict: the fields of spec §3, its documents, evidential records and notices. */
export function DelictDetail(props: { documentNumber: string | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const detail = useQuery({
    queryKey: ['office-delicts', 'detail', props.documentNumber],
    queryFn: () => delictDetail(lang, props.documentNumber!),
    enabled: props.documentNumber !== null,
    retry: false,
  });
  const d = detail.data;
  const field = (label: string, value: string | number | null | undefined) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </div>
  );
  return (
    <AppModal
      opened={props.documentNumber !== null}
      onClose={props.onClose}
      title={t('delictSearch.details', { number: props.documentNumber ?? '' })}
      size="xl"
    >
      <FormAlert message={detail.error instanceof Error ? detail.error.message : null} />
      {d && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {field(t('delictSearch.plate'), `${d.countryCode} ${d.plate}`)}
            {field(t('delictSearch.status'), t(`delictSearch.statuses.${d.status as Status}`))}
            {field(t('delictSearch.type'), `${d.delictType} / ${d.documentType}`)}
            {field(t('delictSearch.passageAt'), when(d.passageAt))}
            {field(
              t('delictSearch.amount'),
              formatMoney({ minor: d.amountEur, currency: 'EUR' }, lang),
            )}
            {field(t('delictSearch.section'), d.tollSectionName)}
            {field(t('delictSearch.road'), d.roadNumber)}
            {field(t('delictSearch.location'), d.location)}
            {field(
              t('delictSearch.coordinates'),
              d.coordinateX === null ? null : `${d.coordinateY}, ${d.coordinateX}`,
            )}
            {field(t('delictSearch.obuMissing'), d.obuDataMissing ? d.missingDataReason : '—')}
          </SimpleGrid>
          <Title order={4}>{t('delictSearch.documents')}</Title>
          <List>
            {d.documents.map((doc) => (
              <List.Item key={doc.kind}>
                {doc.url ? (
                  <Anchor href={doc.url} target="_blank">
                    {t('delictSearch.documentPdf', { number: doc.reference })}
                  </Anchor>
                ) : (
                  t('delictSearch.paidBySale', { number: doc.reference })
                )}
              </List.Item>
            ))}
          </List>
          <Title order={4}>{t('delictSearch.evidence')}</Title>
          {d.evidentialRecords.length === 0 ? (
            <Text size="sm">{t('delictSearch.none')}</Text>
          ) : (
            <List>
              {d.evidentialRecords.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          )}
          <Title order={4}>{t('delictSearch.notices')}</Title>
          {d.notices.length === 0 ? (
            <Text size="sm">{t('delictSearch.none')}</Text>
          ) : (
            <List>
              {d.notices.map((n) => (
                <List.Item
                  key={`${n.email}${n.sentAt}`}
                >{`${n.email} — ${when(n.sentAt)}`}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
