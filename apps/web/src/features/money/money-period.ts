import { useState, type ReactNode } from 'react';
import { Button, Card, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';

/** This month so far, in Sofia days: the period a money screen opens with. */
export function thisMonth(): { from: string; to: string } {
  const today = sofiaDate(new Date());
  return { from: formatPlainDate({ ...today, day: 1 }), to: formatPlainDate(today) };
}

export const amount = (minor: number) => (minor / 100).toFixed(2);
export const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * The filter bar of the money screens: the period (Sofia days), the screen's own fields, Show,
 * and the CSV and Excel exports of what is shown.
 */
export function PeriodFilter(props: {
  initial: { from: string; to: string };
  onShow: (period: { from: string; to: string }) => void;
  onExport?: (format: 'csv' | 'xlsx') => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('office');
  const [from, setFrom] = useState(props.initial.from);
  const [to, setTo] = useState(props.initial.to);
  return (
    <Card withBorder>
      <Group align="end">
        <TextInput
          type="date"
          label={t('money.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('money.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        {props.children}
        <Button onClick={() => props.onShow({ from, to })}>{t('money.show')}</Button>
        {props.onExport && (
          <>
            <Button variant="default" onClick={() => props.onExport!('csv')}>
              CSV
            </Button>
            <Button variant="default" onClick={() => props.onExport!('xlsx')}>
              Excel
            </Button>
          </>
        )}
      </Group>
    </Card>
  );
}
