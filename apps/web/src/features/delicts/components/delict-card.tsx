import type { ReactNode } from 'react';
import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DelictView } from '@toll/contract/delicts';
import { useLang } from '../../../i18n/use-lang';
import { delictAmountText, placeText, sofiaTime } from '../model/delict-display';
import classes from './delicts.module.css';
import { api } from '../../../api/typed-client';

/** Filled badges in shades that keep white text at 4.5:1 or more (WCAG AA). */
const STATUS_COLOURS: Record<DelictView['status'], string> = {
  REGISTERED: 'blue.9',
  FICHE_TO_BE_SERVED: 'blue.9',
  SERVED: 'grape.9',
  EXPIRED: 'red.9',
  PAID: 'teal.9',
};

export const delictPdfHref = (documentNumber: string) =>
  api.href('/generate-pdf-compensatory-fee', {
    query: { delict_document_number: documentNumber },
  });

export type DelictCardProps = {
  delict: DelictView;
  /** With a selection: a payable delict gets a "select for payment" box. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
};

/**
 * One delict: what, when, where, how much and until when, its state, why it cannot be paid (if
 * so), its document, and the box to choose it for payment.
 */
export function DelictCard({ delict, selected, onSelect }: DelictCardProps) {
  const { t } = useTranslation('delicts');
  const lang = useLang();
  const headingId = `delict-${delict.documentNumber}`;
  const amountId = `${headingId}-amount`;
  const facts: [string, ReactNode][] = [
    [t('page.card.passage'), sofiaTime(delict.passageDate)],
    [
      t('page.card.place'),
      placeText(delict, (km) => t('page.card.kilometre', { km }), lang) || '–',
    ],
    [t('page.card.vehicleClass'), delict.vehicleClassText],
    [
      t('page.card.amount'),
      <span key="amount" id={amountId} className={classes.amount}>
        {delictAmountText(delict, lang)}
      </span>,
    ],
    [
      t('page.card.deadline'),
      delict.paymentDeadline
        ? t('page.card.deadlineValue', { date: sofiaTime(delict.paymentDeadline) })
        : t('page.card.deadlineNotStarted'),
    ],
  ];
  if (delict.reasonMissingData) facts.push([t('page.card.reason'), delict.reasonMissingData]);
  if (delict.paidAt) facts.push([t('status.PAID'), sofiaTime(delict.paidAt)]);
  // A deadline that has passed (the server's verdict) outdates the served state (issue 32:
  // "Served" stayed on it).
  const lapsed = delict.notPayableReason?.code === 'delict.paymentDeadlineExpired';
  const status = lapsed ? 'EXPIRED' : delict.status;

  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {delict.delictTypeText}
            </Title>
            <Text size="sm" c="gray.7">
              {t('page.card.documentNumber', { number: delict.documentNumber })} ·{' '}
              {delict.documentTypeText} · {delict.lpn}
            </Text>
          </div>
          <Badge color={STATUS_COLOURS[status]} variant="filled">
            {lapsed ? t('status.EXPIRED') : delict.statusText}
          </Badge>
        </Group>
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {delict.notPayableReason && (
          <Text c="red.9" role="note">
            {delict.notPayableReason.message}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          {delict.payable && onSelect ? (
            <Checkbox
              label={t('page.card.select')}
              checked={selected ?? false}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-describedby={`${headingId} ${amountId}`}
            />
          ) : (
            <span />
          )}
          <Anchor href={delictPdfHref(delict.documentNumber)} download>
            {t('page.card.download')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
