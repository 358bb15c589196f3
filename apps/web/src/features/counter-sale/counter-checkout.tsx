import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { counterSaleRequestSchema, type CounterPaymentMethod } from '@toll/contract/counter-sales';
import type { Pos } from '@toll/contract/pos';
import { checkCanSell } from '@toll/domain/shift-rules';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { bodyResolver } from '../../forms/body-resolver';
import { errorText } from '../../forms/error-text';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useLang } from '../../i18n/use-lang';
import { SHIFT_KEY, myOpenShifts, storedShiftId } from '../cashier-shift';
import { useOfficePath } from '../office-access';
import { useUserPos, PosPicker } from '../pos';
import { useSession } from '../session';
import type { CounterSaleValues } from './use-counter-sale';

type PaymentValues = { email: string; paymentMethod: CounterPaymentMethod };
/** The sale request's own rules for what this form asks: the receipt's e-mail and the method. */
const PAYMENT_SCHEMA = counterSaleRequestSchema.pick({ email: true, paymentMethod: true });
const paymentBody = (v: PaymentValues) => ({
  email: v.email.trim() || undefined,
  paymentMethod: v.paymentMethod,
});

export type CounterCheckoutProps = {
  email: string;
  total: string;
  problems: readonly string[];
  busy: boolean;
  redirecting: boolean;
  onSell: (values: CounterSaleValues) => void;
};

/**
 * The counter's payment (spec §2 back-office cart, §4): the point of sale (the frame's POS
 * picker; the open shift's POS first), whether a sale may be made there now (a POS that works in
 * shifts sells only in the cashier's open shift: packages/domain `checkCanSell`, the server's rule),
 * the buyer's optional e-mail for the receipt, and cash or card.
 */
export function CounterCheckout(props: CounterCheckoutProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const to = useOfficePath();
  const userId = useSession()?.user.id ?? 0;
  const own = useUserPos();
  const shifts = useQuery({
    queryKey: [...SHIFT_KEY, 'open', userId],
    queryFn: ({ signal }) => myOpenShifts(lang, signal),
  });
  const stored = storedShiftId(userId);
  const shift = shifts.data?.find((s) => s.id === stored) ?? shifts.data?.[0] ?? null;
  const active = (own.data ?? []).filter((pos) => pos.active);
  const [picked, setPicked] = useState<Pos | null>(null);
  const posId = picked?.id ?? shift?.posId ?? (active.length === 1 ? active[0]!.id : null);
  const pos = picked ?? active.find((p) => p.id === posId) ?? null;
  const { form, submitWith } = useSchemaForm<PaymentValues>(
    bodyResolver<PaymentValues>(PAYMENT_SCHEMA, paymentBody, (path) => path),
    { defaultValues: { email: props.email, paymentMethod: 'CASH' }, fields: ['email'] },
  );
  const method = form.watch('paymentMethod');

  const here = shift && shift.posId === posId ? shift : null;
  const rule =
    pos === null
      ? null
      : checkCanSell({
          pos: [{ id: pos.id, shiftMode: pos.worksInShifts, active: pos.active }],
          selectedPosId: pos.id,
          shifts: (shifts.data ?? []).map((s) => ({ ...s, status: s.shiftStatus })),
          userId,
        });

  const submit = submitWith((values) => {
    if (posId !== null)
      props.onSell({ posId, method: values.paymentMethod, email: values.email.trim() });
  });

  return (
    <Card withBorder component="section" aria-labelledby="counter-payment">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="counter-payment">
            {t('counter.payment')}
          </Title>
          <PosPicker value={posId} onChange={setPicked} />
          {pos && !rule?.ok && rule?.code && (
            <Alert color="yellow" data-testid="counter-shift-needed">
              <Stack gap="xs" align="flex-start">
                <Text>{errorText(rule)}</Text>
                <Button component={Link} to={to('cashier-shift')} size="compact-md">
                  {t('shift.openTitle')}
                </Button>
              </Stack>
            </Alert>
          )}
          {here && (
            <Text size="sm" data-testid="counter-shift">
              {t('counter.inShift', {
                id: here.id,
                pos: `${here.posCode} ${here.posName}`,
                start: formatSofiaDisplay(new Date(here.start)),
              })}
            </Text>
          )}
          {pos && !pos.worksInShifts && <Text size="sm">{t('counter.noShifts')}</Text>}
          <TextInput
            type="email"
            label={t('counter.email')}
            description={t('counter.emailHint')}
            maxLength={254}
            autoComplete="off"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <div>
            <Text size="sm" fw={500} id="counter-method" mb={4}>
              {t('counter.method')}
            </Text>
            <SegmentedControl
              aria-labelledby="counter-method"
              value={method}
              onChange={(value) => form.setValue('paymentMethod', value as CounterPaymentMethod)}
              data={[
                { value: 'CASH', label: t('counter.methods.CASH') },
                { value: 'CARD', label: t('counter.methods.CARD') },
              ]}
            />
          </div>
          {props.problems.map((message) => (
            <FormAlert key={message} message={message} />
          ))}
          <Group>
            <Button
              type="submit"
              loading={props.busy}
              disabled={posId === null || props.redirecting}
              data-testid="counter-sell"
            >
              {method === 'CASH'
                ? t('counter.sellCash', { amount: props.total })
                : t('counter.payCard', { amount: props.total })}
            </Button>
          </Group>
          {props.redirecting && <Text role="status">{t('counter.redirecting')}</Text>}
        </Stack>
      </form>
    </Card>
  );
}
