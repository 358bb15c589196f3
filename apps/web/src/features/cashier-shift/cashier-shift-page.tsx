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
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { startShiftBodySchema, type CashierShift } from '@toll/contract/pos';
import { vignetteDraftSchema } from '@toll/contract/sales';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { useSchemaForm } from '../../forms/use-schema-form';
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
          <OpenShiftForm
            shiftPos={shiftPos}
            loading={pos.isPending}
            opening={start.isPending}
            error={errorText(start.error)}
            onOpen={(id) => start.mutate(id)}
          />
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

type ShiftPos = { id: number; code: string; name: string };

/** Opens a shift at one of the user's points of sale that work in shifts (the only one preselected). */
function OpenShiftForm(props: {
  shiftPos: readonly ShiftPos[];
  loading: boolean;
  opening: boolean;
  error: string | null;
  onOpen: (posId: number) => void;
}) {
  const { shiftPos, loading, opening, error, onOpen } = props;
  const { t } = useTranslation('office');
  const only = shiftPos.length === 1 ? String(shiftPos[0]!.id) : '';
  const { form, submitWith } = useSchemaForm(startShiftBodySchema, {
    defaultValues: { posId: '' },
    fields: ['posId'],
  });
  const submit = submitWith(({ posId }) => onOpen(Number(posId)));
  return (
    <Card withBorder>
      <form
        noValidate
        onSubmit={(event) => {
          if (!form.getValues('posId') && only) form.setValue('posId', only);
          return submit(event);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('shift.openTitle')}
          </Title>
          {shiftPos.length === 0 && !loading ? (
            <FormAlert message={t('shift.noShiftPos')} />
          ) : (
            <Controller
              control={form.control}
              name="posId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('shift.pos')}
                  data={shiftPos.map((p) => ({
                    value: String(p.id),
                    label: `${p.code} ${p.name}`,
                  }))}
                  value={(field.value as string) || only || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
          )}
          <FormAlert message={error} />
          <Group>
            <Button type="submit" loading={opening} disabled={shiftPos.length === 0}>
              {t('shift.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const saleSchema = vignetteDraftSchema.pick({ productId: true, countryCode: true, lpn: true });

function CounterSale({ shift, onSold }: { shift: CashierShift; onSold: (text: string) => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const products = useQuery({
    queryKey: ['products', lang],
    queryFn: ({ signal }) => vignetteProducts(lang, signal),
  });
  const { form, formError, fail, submitWith } = useSchemaForm(saleSchema, {
    defaultValues: { productId: '', countryCode: 'BG', lpn: '' },
    fields: ['productId', 'countryCode', 'lpn'],
  });
  const { errors } = form.formState;
  const sell = useMutation({
    mutationFn: (vignette: z.output<typeof saleSchema>) =>
      sellForCash(lang, { posId: shift.posId, paymentMethod: 'CASH', vignettes: [vignette] }),
    onSuccess: async (sale) => {
      onSold(t('shift.sold', { number: sale.orderNumber }));
      form.reset({ ...form.getValues(), lpn: '' });
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
    onError: fail,
  });
  return (
    <Card withBorder>
      <form noValidate onSubmit={submitWith((vignette) => sell.mutate(vignette))}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('shift.sellTitle')}
          </Title>
          <Group align="flex-end" grow>
            <Controller
              control={form.control}
              name="productId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('shift.product')}
                  data={(products.data ?? []).map((p) => ({
                    value: p.id,
                    label: `${p.vehicleTypeText}, ${p.validityTypeText} – ${formatMoney({ minor: p.price.minor, currency: p.price.currency }, lang)}`,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
            <TextInput
              label={t('shift.country')}
              maxLength={2}
              required
              error={errors.countryCode?.message}
              {...form.register('countryCode')}
            />
            <TextInput
              label={t('shift.plate')}
              required
              error={errors.lpn?.message}
              {...form.register('lpn')}
            />
          </Group>
          <FormAlert message={formError} />
          <Group>
            <Button type="submit" loading={sell.isPending} disabled={!form.watch('productId')}>
              {t('shift.sellCash')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
