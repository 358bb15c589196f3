import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { counterPlateCorrectionSchema } from '@toll/contract/plate-corrections';
import { reversalBodySchema } from '@toll/contract/sales-inquiry';
import { formatAmount } from '@toll/domain/money-format';
import type { Lang } from '@toll/domain/languages';
import { isPayable } from '@toll/domain/sale-states';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import { cancelCounterOrder, payOrderInCash, sellAtCounter } from '../../counter-sale';
import { useUserPos } from '../../pos';
import { INQUIRY_KEY, reverseSale, saleDetail } from '../api/inquiry-api';

/** What is being reversed: the whole sale or one item, with a label for the dialogs. */
type Target = { itemId?: string; label: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);
const amountIn = (lang: Lang) => (minor: number, currency: string) =>
  `${formatAmount(minor, lang)} ${currency}`;

/**
 * A sale's detail in the inquiry: items with their documents and state, payment, point of sale,
 * cashier and reversals. Reversal of the whole sale or of one item asks for the reason
 * (single-field query dialog), then for confirmation; the server refuses a second one.
 */
export function SaleDetailModal({ saleId, onClose }: { saleId: string; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const amount = amountIn(lang);
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: [...INQUIRY_KEY, 'detail', saleId, lang],
    queryFn: ({ signal }) => saleDetail(lang, saleId, signal),
  });
  const [target, setTarget] = useState<Target | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // a caller's plate correction at the counter (issue #38): the fee in cash at the user's POS
  const userPos = useUserPos();
  const counterPos = (userPos.data ?? []).find((p) => p.active) ?? null;
  const [openedAt] = useState(() => Date.now());
  const [correcting, setCorrecting] = useState<{ number: string; lpn: string } | null>(null);
  const correct = useMutation({
    mutationFn: (lpn: string) =>
      sellAtCounter(lang, {
        posId: counterPos!.id,
        paymentMethod: 'CASH',
        plateCorrections: [{ vignetteNumber: correcting!.number, lpn }],
      }),
    onSuccess: async (sale) => {
      setNotice(
        t('inquiry.plateCorrected', {
          from: correcting?.lpn ?? '',
          to: sale.items[0]?.lpn ?? '',
          number: sale.orderNumber,
        }),
      );
      setCorrecting(null);
      await client.invalidateQueries({ queryKey: INQUIRY_KEY });
    },
  });
  const reverse = useMutation({
    mutationFn: () => reverseSale(lang, saleId, { itemId: target?.itemId, reason: reason! }),
    onSuccess: (data) => {
      client.setQueryData([...INQUIRY_KEY, 'detail', saleId, lang], data);
      void client.invalidateQueries({ queryKey: INQUIRY_KEY });
      setNotice(t('inquiry.reversed', { what: target?.label ?? '' }));
      setTarget(null);
      setReason(null);
    },
  });
  // an unpaid counter card order: its cashier takes it in cash or gives it up (spec §9)
  const order = useMutation({
    mutationFn: (how: 'cash' | 'cancel') =>
      how === 'cash' ? payOrderInCash(lang, saleId) : cancelCounterOrder(lang, saleId),
    onSuccess: async (_, how) => {
      const number = String(detail.data?.sale.orderNumber ?? '');
      setNotice(t(how === 'cash' ? 'shift.orderTookCash' : 'shift.orderCancelled', { number }));
      await client.invalidateQueries({ queryKey: INQUIRY_KEY });
    },
  });
  const cancel = () => {
    setTarget(null);
    setReason(null);
    reverse.reset();
  };
  const data = detail.data;
  const sale = data?.sale;
  const mayReverse = data?.mayReverse ?? false;
  const active = sale?.items.filter((i) => i.status === 'ACTIVE') ?? [];
  const unpaidCounterOrder =
    data?.paymentMethod === 'CARD' && data.posCode !== null && sale && isPayable(sale.status);

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('inquiry.detailTitle', { number: sale?.orderNumber ?? '' })}
      size="xl"
    >
      <Stack gap="sm">
        <FormAlert message={errorText(detail.error)} />
        <FormAlert message={notice} kind="success" />
        <FormAlert message={errorText(order.error)} />
        {data && sale && (
          <>
            <Text>
              {formatSofiaDisplay(new Date(sale.createdAt))} ·{' '}
              {t(`shift.methods.${data.paymentMethod}`)} ·{' '}
              {amount(sale.total.price.minor, sale.total.price.currency)}
            </Text>
            <Text>
              {t('inquiry.pos')}: {data.posCode ? `${data.posCode} ${data.posName ?? ''}` : '—'} ·{' '}
              {t('inquiry.partner')}: {data.partnerName ?? '—'} · {t('inquiry.cashier')}:{' '}
              {data.cashier ?? '—'}
            </Text>
            <Table striped aria-label={t('inquiry.items')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inquiry.item')}</Table.Th>
                  <Table.Th>{t('inquiry.plate')}</Table.Th>
                  <Table.Th>{t('inquiry.document')}</Table.Th>
                  <Table.Th>{t('inquiry.status')}</Table.Th>
                  <Table.Th>{t('inquiry.total')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sale.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td>
                      {item.countryCode} {item.lpn}
                    </Table.Td>
                    <Table.Td>{item.vignetteNumber ?? item.routePassNumber ?? '—'}</Table.Td>
                    <Table.Td>{t(`inquiry.itemStatuses.${item.status}`)}</Table.Td>
                    <Table.Td>{amount(item.price.minor, item.price.currency)}</Table.Td>
                    <Table.Td>
                      {counterPos &&
                        item.kind === 'VIGNETTE' &&
                        item.status === 'ACTIVE' &&
                        item.vignetteNumber &&
                        new Date(item.validity.from).getTime() > openedAt && (
                          <Button
                            size="xs"
                            variant="light"
                            mr="xs"
                            onClick={() => {
                              correct.reset();
                              setCorrecting({ number: item.vignetteNumber!, lpn: item.lpn });
                            }}
                          >
                            {t('inquiry.correctPlate')}
                          </Button>
                        )}
                      {mayReverse && item.status === 'ACTIVE' && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() =>
                            setTarget({
                              itemId: item.id,
                              label: `${item.lpn} ${item.vignetteNumber ?? item.routePassNumber ?? ''}`,
                            })
                          }
                        >
                          {t('inquiry.reverseItem')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.reversals.length > 0 && (
              <Stack gap={4}>
                <Text fw={600}>{t('inquiry.reversals')}</Text>
                {data.reversals.map((r) => (
                  <Text key={r.id} size="sm">
                    {formatSofiaDisplay(new Date(r.createdAt))} · {r.user ?? '—'} ·{' '}
                    {amount(r.amountMinor, r.currency)} · {t(`shift.methods.${r.method}`)}
                    {r.gatewayState ? ` (${t(`inquiry.gateway.${r.gatewayState}`)})` : ''} · „
                    {r.reason}“
                  </Text>
                ))}
              </Stack>
            )}
            <Group justify="flex-end">
              {unpaidCounterOrder && (
                <>
                  <Button
                    color="green"
                    loading={order.isPending && order.variables === 'cash'}
                    onClick={() => order.mutate('cash')}
                  >
                    {t('counter.takeCash')}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    loading={order.isPending && order.variables === 'cancel'}
                    onClick={() => order.mutate('cancel')}
                  >
                    {t('shift.cancelOrder')}
                  </Button>
                </>
              )}
              {mayReverse && active.length > 0 && (
                <Button
                  color="red"
                  onClick={() =>
                    setTarget({ label: t('inquiry.wholeSale', { number: sale.orderNumber }) })
                  }
                >
                  {t('inquiry.reverseSale')}
                </Button>
              )}
              <Button variant="default" onClick={onClose}>
                {t('inquiry.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <QueryDialog
        opened={target !== null && reason === null}
        title={t('inquiry.reasonTitle', { what: target?.label ?? '' })}
        label={t('inquiry.reason')}
        schema={reversalBodySchema.shape.reason}
        maxLength={500}
        onConfirm={(value) => setReason(value)}
        onCancel={cancel}
      />
      <QueryDialog
        opened={correcting !== null}
        title={t('inquiry.correctPlateTitle', { plate: correcting?.lpn ?? '' })}
        label={t('inquiry.correctPlateLabel')}
        schema={counterPlateCorrectionSchema.shape.lpn}
        message={t('inquiry.correctPlateText', {
          pos: counterPos ? `${counterPos.code} ${counterPos.name}` : '',
        })}
        maxLength={20}
        busy={correct.isPending}
        error={errorText(correct.error)}
        onConfirm={(value) => correct.mutate(value)}
        onCancel={() => setCorrecting(null)}
      />
      <ConfirmDialog
        opened={target !== null && reason !== null}
        title={t('inquiry.confirmTitle')}
        message={t('inquiry.confirm', { what: target?.label ?? '', reason: reason ?? '' })}
        busy={reverse.isPending}
        error={errorText(reverse.error)}
        onConfirm={() => reverse.mutate()}
        onCancel={cancel}
      />
    </AppModal>
  );
}
