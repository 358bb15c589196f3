import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisplayedVignette } from '@toll/contract/public-check';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { LangLink } from '../../../components/lang-link';
import { addEmailPath, plateCorrectionPath } from '../model/check-links';
import { STATUS_COLOURS, offersNoticeEmail, vignetteKind } from '../model/vignette-status';
import classes from './vignette-checks.module.css';

/** dd.MM.yyyy HH:mm:ss in Sofia time, whatever the visitor's own time zone. */
const sofiaTime = (iso: string) => formatSofiaDateTime(iso, { seconds: true });

/**
 * One vignette as the check shows it (spec §3 "Vignette (as displayed)"): what it is, its number,
 * the vehicle, its validity in Sofia time and its state; an exempt vehicle says why it pays
 * nothing. A bought vignette that has not ended offers to add an address for its expiry notice;
 * one that has not started offers the plate correction (issue #38).
 */
export function VignetteCard({ vignette, index }: { vignette: DisplayedVignette; index: number }) {
  const { t } = useTranslation('vignette-checks');
  const kind = vignetteKind(vignette);
  const headingId = `vignette-card-${index}`;
  const product = [vignette.category, vignette.periodText].filter(Boolean).join(' · ');
  const facts: [string, ReactNode][] = [];
  if (vignette.number) facts.push([t('card.number'), vignette.number]);
  facts.push(
    [t('card.vehicle'), `${vignette.countryCode} ${vignette.lpn}`],
    [t('card.product'), product],
    [t('card.validFrom'), t('card.sofiaTime', { time: sofiaTime(vignette.validFrom) })],
    [t('card.validTo'), t('card.sofiaTime', { time: sofiaTime(vignette.validTo) })],
  );

  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      data-testid="vignette-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {product}
          </Title>
          <Badge color={STATUS_COLOURS[vignette.status]} variant="filled">
            {t(`status.${vignette.status}`)}
          </Badge>
        </Group>
        {kind !== 'paid' && <Text>{t(kind === 'social' ? 'card.social' : 'card.whitelist')}</Text>}
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {offersNoticeEmail(vignette) && (
          <Anchor
            component={LangLink}
            to={addEmailPath(vignette)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('card.addEmail')}
          </Anchor>
        )}
        {kind === 'paid' && vignette.number && vignette.status === 'NOT_STARTED' && (
          <Anchor
            component={LangLink}
            to={plateCorrectionPath(vignette.number)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('card.correctPlate')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
