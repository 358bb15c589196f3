import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CashierShift } from '@toll/contract/pos';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { PendingCardOrders } from './pending-card-orders';
import { ShiftSales } from './shift-sales';
import { useUserPos } from '../pos';
import { useSession } from '../session';
import {
  SHIFT_KEY,
  downloadReport,
  endShift,
  myOpenShifts,
  sellForCash,
  shiftStatus,
  startShift,
  storeShiftId,
  storedShiftId,
  vignetteProducts,
} from './shift-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * `cashier-shift` (spec §2 header link, §4): open a shift at one of the user's points of sale that
 * work in shifts (the id is kept), sell vignettes for cash in it, see its sales, close it after
 * the confirmation, then download the shift report (detailed CSV, summary XLSX).
 */
export function CashierShiftPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const userId = useSession()?.user.id ?? 0;
  const client = useQueryClient();
  const pos = useUserPos();
  const shiftPos = (pos.data ?? []).filter((p) => p.worksInShifts && p.active);
  const [posId, setPosId] = useState<string | null>(null);
  const [closed, setClosed] = useState<CashierShift | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // A stored shift the server reports closed (status 2) is cleared (spec §4).
  useEffect(() => {
    const stored = storedShiftId(userId);
    if (stored === null) return;
    shiftStatus(lang, stored)
      .then((status) => {
        if (status.shiftStatus === 2) storeShiftId(userId, null);
      })
      .catch(() => storeShiftId(userId, null));
  }, [lang, userId]);

  const open = useQuery({
    queryKey: [...SHIFT_KEY, 'open', userId],
    queryFn: ({ signal }) => myOpenShifts(lang, signal),
  });
  const stored = storedShiftId(userId);
  const shift = open.data?.find((s) => s.id === stored) ?? open.data?.[0] ?? null;

  const start = useMutation({
    mutationFn: (id: number) => startShift(lang, id),
    onSuccess: async (opened) => {
      storeShiftId(userId, opened.id);
      setClosed(null);
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });
  const end = useMutation({
    mutationFn: (id: number) => endShift(lang, id),
    onSuccess: async (done) => {
      storeShiftId(userId, null);
      setClosed(done);
      setConfirming(false);
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
    // the refusal is shown on the screen, with the card orders that hold the shift open
    onError: () => setConfirming(false),
  });

  return (
    <Container size="lg" py="lg">
      <title>{`${t('shift.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('shift.title')}</Title>
        <FormAlert message={notice} kind="success" />
        {closed && <ShiftReport shift={closed} />}
        {open.isPending ? (
          <Text>{t('common.loading')}</Text>
        ) : shift ? (
          <>
            <Card withBorder>
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Text fw={600}>
                    {t('shift.openAt', { pos: `${shift.posCode} ${shift.posName}` })}
                  </Text>
                  <Text size="sm">
                    {t('shift.since', { start: formatSofiaDisplay(new Date(shift.start)) })}
                  </Text>
                </Stack>
                <Button color="red" onClick={() => setConfirming(true)}>
                  {t('shift.close')}
                </Button>
              </Group>
            </Card>
            <FormAlert message={errorText(end.error)} />
            {end.isError && <PendingCardOrders shift={shift} />}
            <CounterSale shift={shift} onSold={setNotice} />
            <ShiftSales shift={shift} />
            <ConfirmDialog
              opened={confirming}
              title={t('shift.close')}
              message={t('shift.confirmClose')}
              busy={end.isPending}
              onCancel={() => setConfirming(false)}
              onConfirm={() => end.mutate(shift.id)}
            />
          </>
        ) : (
          <Card withBorder>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const chosen = posId ?? (shiftPos.length === 1 ? String(shiftPos[0]!.id) : null);
                if (chosen) start.mutate(Number(chosen));
              }}
            >
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('shift.openTitle')}
                </Title>
                {shiftPos.length === 0 && !pos.isPending ? (
                  <FormAlert message={t('shift.noShiftPos')} />
                ) : (
                  <Select
                    label={t('shift.pos')}
                    data={shiftPos.map((p) => ({
                      value: String(p.id),
                      label: `${p.code} ${p.name}`,
                    }))}
                    value={posId ?? (shiftPos.length === 1 ? String(shiftPos[0]!.id) : null)}
                    onChange={setPosId}
                    required
                  />
                )}
                <FormAlert message={errorText(start.error)} />
                <Group>
                  <Button type="submit" loading={start.isPending} disabled={shiftPos.length === 0}>
                    {t('shift.open')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function ShiftReport({ shift }: { shift: CashierShift }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const get = (kind: 'detailed' | 'summary') =>
    downloadReport(lang, shift.id, kind).catch((e: unknown) => setError(errorText(e)));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('shift.report')}
        </Title>
        <Text>
          {t('shift.closedText', { id: shift.id, pos: `${shift.posCode} ${shift.posName}` })}
        </Text>
        <FormAlert message={error} />
        <Group>
          <Button variant="light" onClick={() => void get('detailed')}>
            {t('shift.detailed')}
          </Button>
          <Button variant="light" onClick={() => void get('summary')}>
            {t('shift.summary')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CounterSale({ shift, onSold }: { shift: CashierShift; onSold: (text: string) => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const products = useQuery({
    queryKey: ['products', lang],
    queryFn: ({ signal }) => vignetteProducts(lang, signal),
  });
  const [productId, setProductId] = useState<string | null>(null);
  const [country, setCountry] = useState('BG');
  const [plate, setPlate] = useState('');
  const sell = useMutation({
    mutationFn: () =>
      sellForCash(lang, {
        posId: shift.posId,
        paymentMethod: 'CASH',
        vignettes: [{ productId: productId ?? '', countryCode: country, lpn: plate }],
      }),
    onSuccess: async (sale) => {
      onSold(t('shift.sold', { number: sale.orderNumber }));
      setPlate('');
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });
  return (
    <Card withBorder>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sell.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('shift.sellTitle')}
          </Title>
          <Group align="flex-end" grow>
            <Select
              label={t('shift.product')}
              data={(products.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.vehicleTypeText}, ${p.validityTypeText} – ${formatMoney({ minor: p.price.minor, currency: p.price.currency }, lang)}`,
              }))}
              value={productId}
              onChange={setProductId}
              required
            />
            <TextInput
              label={t('shift.country')}
              value={country}
              onChange={(e) => setCountry(e.currentTarget.value)}
              maxLength={2}
              required
            />
            <TextInput
              label={t('shift.plate')}
              value={plate}
              onChange={(e) => setPlate(e.currentTarget.value)}
              required
            />
          </Group>
          <FormAlert message={errorText(sell.error)} />
          <Group>
            <Button type="submit" loading={sell.isPending} disabled={!productId}>
              {t('shift.sellCash')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
