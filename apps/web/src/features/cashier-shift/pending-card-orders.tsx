import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CashierShift } from '@toll/contract/pos';
import { formatMoney } from '@toll/domain/money-format';
import { isPayable, SALE_STATES, type SaleState } from '@toll/domain/sale-states';
import { FormAlert } from '../../components/form-alert';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { cancelCounterOrder, payOrderInCash } from '../counter-sale';
import { SHIFT_KEY, shiftSales } from './shift-api';

const LATEST = { page: 1, pageSize: 500, sort: 'createdAt', order: 'desc', q: '', filters: {} } as const; // prettier-ignore
const unpaid = (state: string) =>
  (SALE_STATES as readonly string[]).includes(state) && isPayable(state as SaleState);

/**
 * The shift screen's answer to a refused close (a card payment still running, spec §8): the
 * shift's card orders not yet paid, each to take in cash or to cancel there and then.
 */
export function PendingCardOrders({ shift }: { shift: CashierShift }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const orders = useQuery({
    queryKey: [...SHIFT_KEY, 'pending-card-orders', shift.id, lang],
    queryFn: ({ signal }) => shiftSales(lang, shift.id, { ...LATEST }, signal),
  });
  const act = useMutation({
    mutationFn: async ({ id, how }: { id: string; number: number; how: 'cash' | 'cancel' }) =>
      how === 'cash' ? payOrderInCash(lang, id) : cancelCounterOrder(lang, id),
    onSuccess: async (_, { number, how }) => {
      setNotice(
        t(how === 'cash' ? 'shift.orderTookCash' : 'shift.orderCancelled', {
          number: String(number),
        }),
      );
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });
  const pending = (orders.data?.items ?? []).filter(
    (sale) => sale.paymentMethod === 'CARD' && unpaid(sale.state),
  );
  if (orders.isSuccess && pending.length === 0 && !notice) return null;
  return (
    <Alert color="yellow" title={t('shift.pendingOrders')} data-testid="pending-card-orders">
      <Stack gap="xs">
        <Text size="sm">{t('shift.pendingOrdersText')}</Text>
        <FormAlert message={notice} kind="success" />
        <FormAlert message={act.error?.message ?? orders.error?.message ?? null} />
        {pending.map((sale) => (
          <Group
            key={sale.saleId}
            gap="sm"
            wrap="wrap"
            role="group"
            aria-label={`№ ${sale.number}`}
          >
            <Text size="sm" fw={600}>{`№ ${sale.number}`}</Text>
            <Text size="sm">{formatSofiaDateTime(sale.createdAt)}</Text>
            <Text size="sm">{sale.plates.join(', ')}</Text>
            <Text size="sm">
              {formatMoney({ minor: sale.totalMinor, currency: sale.currency }, lang)}
            </Text>
            <Button
              size="xs"
              color="green"
              loading={act.isPending && act.variables?.id === sale.saleId}
              onClick={() => act.mutate({ id: sale.saleId, number: sale.number, how: 'cash' })}
            >
              {t('counter.takeCash')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={act.isPending}
              onClick={() => act.mutate({ id: sale.saleId, number: sale.number, how: 'cancel' })}
            >
              {t('shift.cancelOrder')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
