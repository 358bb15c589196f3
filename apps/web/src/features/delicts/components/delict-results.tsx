import { useEffect, useRef, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DelictList } from '@toll/contract/delicts';
import { DelictCard } from './delict-card';
import { DelictCheckout } from './delict-checkout';

/**
 * The delicts a look-up found, each payable one with its "select for payment" box (all payable
 * ones chosen at first), and the payment of the chosen ones. The heading takes the focus when the
 * result arrives, so keyboard and screen-reader users land on it.
 */
export function DelictResults({ list, ownerId }: { list: DelictList; ownerId: string | null }) {
  const { t } = useTranslation('delicts');
  const heading = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(list.delicts.filter((d) => d.payable).map((d) => d.documentNumber)),
  );
  useEffect(() => heading.current?.focus(), [list]);
  const chosen = list.delicts.filter((d) => d.payable && selected.has(d.documentNumber));
  const anyPayable = list.delicts.some((d) => d.payable);
  const toggle = (documentNumber: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(documentNumber);
      else next.delete(documentNumber);
      return next;
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="delict-results">
      <Title order={2} size="h3" id="delict-results" ref={heading} tabIndex={-1}>
        {list.delicts.length > 0
          ? t('page.results.count', { count: list.delicts.length })
          : t('page.results.title')}
      </Title>
      {list.delicts.length === 0 && <Text>{t('page.results.none')}</Text>}
      {list.delicts.map((delict) => (
        <DelictCard
          key={delict.documentNumber}
          delict={delict}
          selected={selected.has(delict.documentNumber)}
          onSelect={ownerId ? (on) => toggle(delict.documentNumber, on) : undefined}
        />
      ))}
      {list.delicts.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('page.card.times')}
        </Text>
      )}
      {ownerId && anyPayable && <DelictCheckout delicts={chosen} ownerId={ownerId} />}
    </Stack>
  );
}
