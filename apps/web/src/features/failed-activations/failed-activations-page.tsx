import { useState } from 'react';
import { Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import {
  FAILED_ACTIVATIONS_KEY,
  listFailedActivations,
  refundActivation,
  retryActivation,
} from './failed-activations-api';

type Action = { kind: 'retry' | 'refund'; itemId: string; label: string };
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * `failed-activations` (spec §2): items paid for but not issued, newest first, with the state of
 * their refund; an item is activated again (once the vehicle is free) or its money is sent back
 * again after the gateway refused the refund. Both after confirmation; the server audits them.
 */
export function FailedActivationsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const rows = useQuery({
    queryKey: [...FAILED_ACTIVATIONS_KEY, lang],
    queryFn: ({ signal }) => listFailedActivations(lang, signal),
  });
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async (a: Action) =>
      a.kind === 'retry'
        ? (await retryActivation(lang, a.itemId)).issued
          ? t('failedActivations.issued', { what: a.label })
          : t('failedActivations.stillFailed', { what: a.label })
        : (await refundActivation(lang, a.itemId),
          t('failedActivations.refundSent', { what: a.label })),
    onSuccess: (message) => {
      setAction(null);
      setNotice(message);
      void client.invalidateQueries({ queryKey: FAILED_ACTIVATIONS_KEY });
    },
  });
  const items = rows.data ?? [];
  return (
    <Container size="xl" py="lg">
      <title>{t('failedActivations.title')}</title>
      <Stack gap="md">
        <Title order={1} id="failed-activations-title">
          {t('failedActivations.title')}
        </Title>
        <FormAlert message={errorText(rows.error)} />
        <FormAlert message={notice} kind="success" />
        {rows.isSuccess && items.length === 0 && <Text>{t('failedActivations.none')}</Text>}
        {items.length > 0 && (
          <Table striped aria-labelledby="failed-activations-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('failedActivations.sale')}</Table.Th>
                <Table.Th>{t('failedActivations.failedAt')}</Table.Th>
                <Table.Th>{t('failedActivations.vehicle')}</Table.Th>
                <Table.Th>{t('failedActivations.product')}</Table.Th>
                <Table.Th>{t('failedActivations.amount')}</Table.Th>
                <Table.Th>{t('failedActivations.reason')}</Table.Th>
                <Table.Th>{t('failedActivations.refund')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => {
                const label = `${row.countryCode} ${row.lpn}`;
                const open = row.refund === null || row.refund === 'FAILED';
                return (
                  <Table.Tr key={row.itemId}>
                    <Table.Td>{row.saleNumber}</Table.Td>
                    <Table.Td>
                      {row.failedAt ? formatSofiaDisplay(new Date(row.failedAt)) : '—'}
                    </Table.Td>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>{row.productId ?? '—'}</Table.Td>
                    <Table.Td>{`${row.amountEur.toFixed(2)} EUR`}</Table.Td>
                    <Table.Td>{row.reason ?? '—'}</Table.Td>
                    <Table.Td>{t(`failedActivations.refunds.${row.refund ?? 'NONE'}`)}</Table.Td>
                    <Table.Td>
                      {open && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setAction({ kind: 'retry', itemId: row.itemId, label })}
                          >
                            {t('failedActivations.retry')}
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => setAction({ kind: 'refund', itemId: row.itemId, label })}
                          >
                            {t('failedActivations.refundAction')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        opened={action !== null}
        danger={action?.kind === 'refund'}
        title={
          action?.kind === 'refund'
            ? t('failedActivations.refundAction')
            : t('failedActivations.retry')
        }
        message={
          action?.kind === 'refund'
            ? t('failedActivations.confirmRefund', { what: action.label })
            : t('failedActivations.confirmRetry', { what: action?.label ?? '' })
        }
        busy={run.isPending}
        error={errorText(run.error)}
        onConfirm={() => action && run.mutate(action)}
        onCancel={() => {
          setAction(null);
          run.reset();
        }}
      />
    </Container>
  );
}
