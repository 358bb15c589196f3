import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CounterQuote } from '@toll/contract/counter-sales';
import { counterPlateCorrectionSchema } from '@toll/contract/plate-corrections';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { isSettled } from '@toll/domain/sale-states';
import { AppModal } from '../../components/app-modal';
import { FormAlert } from '../../components/form-alert';
import { bodyResolver } from '../../forms/body-resolver';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useLang } from '../../i18n/use-lang';
import { createOrderKeyStore } from '../../purchase/order-key';
import { officePendingPurchase } from '../../purchase/office-cart';
import { submitGatewayForm } from '../cart';
import { officePath } from '../office-access';
import { CounterCheckout } from './counter-checkout';
import { quoteAtCounter, sellAtCounter } from './counter-sale-api';
import type { CounterSaleValues } from './use-counter-sale';

type CorrectionValues = { vignetteNumber: string; lpn: string };
/** The request's correction: the vignette's digits as typed (spaces and dashes dropped). */
const correctionOf = (v: CorrectionValues) => ({
  vignetteNumber: v.vignetteNumber.replace(/\D/g, ''),
  lpn: v.lpn.trim(),
});

const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** The key of the correction being taken (a double click makes one sale). */
const correctionOrderKey = createOrderKeyStore('plate-correction.office');

/**
 * A plate correction for a caller at the counter (issue #38): the vignette's number and the
 * corrected plate (the same rule as on the site: up to 2 characters, once, before the start), the
 * fee the server asks now, then the counter sale in the cashier's shift, in cash or by card at the
 * gateway. The outcome (the corrected vignette's PDF, the new receipt) is the counter cart's.
 */
export function PlateCorrectionCounter({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const navigate = useNavigate();
  const { form, submitWith } = useSchemaForm<CorrectionValues>(
    bodyResolver<CorrectionValues>(counterPlateCorrectionSchema, correctionOf, (path) => path),
    { defaultValues: { vignetteNumber: '', lpn: '' }, fields: ['vignetteNumber', 'lpn'] },
  );
  const { errors } = form.formState;
  // the correction the quote is for
  const [drafts, setDrafts] = useState<CorrectionValues[]>([]);
  const quote = useMutation({
    mutationFn: (draft: CorrectionValues) => quoteAtCounter(lang, { plateCorrections: [draft] }),
  });
  const sell = useMutation({
    mutationFn: async (values: CounterSaleValues) => {
      const order = {
        posId: values.posId,
        paymentMethod: values.method,
        plateCorrections: drafts,
        ...(values.email ? { email: values.email } : {}),
      };
      return sellAtCounter(lang, { ...order, orderKey: correctionOrderKey.keyFor(order) });
    },
    onSuccess: (sale) => {
      const outcome = `${officePath(lang, 'shopping-cart')}?trans_id=${sale.transId}`;
      if (isSettled(sale.status) || !sale.gatewayForm) {
        correctionOrderKey.forget();
        return void navigate(outcome);
      }
      officePendingPurchase.write({
        transId: sale.transId,
        orderNumber: sale.orderNumber,
        itemIds: [],
        startedAt: new Date().toISOString(),
      });
      correctionOrderKey.forget();
      submitGatewayForm(sale.gatewayForm);
    },
  });
  const priced: CounterQuote | undefined = quote.data;

  return (
    <AppModal opened onClose={onClose} title={t('counter.correctionTitle')} size="lg">
      <Stack gap="sm">
        <form
          noValidate
          onSubmit={submitWith((values) => {
            const draft = correctionOf(values);
            sell.reset();
            setDrafts([draft]);
            quote.mutate(draft);
          })}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('counter.correctionNumber')}
              maxLength={20}
              inputMode="numeric"
              required
              error={errors.vignetteNumber?.message}
              {...form.register('vignetteNumber', { onChange: () => quote.reset() })}
            />
            <TextInput
              label={t('inquiry.correctPlateLabel')}
              maxLength={20}
              required
              error={errors.lpn?.message}
              {...form.register('lpn', { onChange: () => quote.reset() })}
            />
            <Button type="submit" loading={quote.isPending}>
              {t('counter.correctionCheck')}
            </Button>
          </Group>
        </form>
        <FormAlert message={errorOf(quote.error)} />
        {priced && (
          <>
            <Stack gap={4} data-testid="correction-quote">
              {priced.items.map((item) => (
                <Text key={`${item.countryCode}${item.lpn}${item.validity.to}`}>
                  {`${drafts[0]!.vignetteNumber} · ${item.countryCode} ${item.lpn} · ${formatSofiaDisplay(new Date(item.validity.from))} – ${formatSofiaDisplay(new Date(item.validity.to))} · ${formatMoney(item.price, lang)}`}
                </Text>
              ))}
            </Stack>
            <CounterCheckout
              email=""
              total={formatMoney(priced.total.price, lang)}
              problems={sell.error ? [errorOf(sell.error)!] : []}
              busy={sell.isPending}
              redirecting={sell.isSuccess && sell.data.gatewayForm !== null}
              onSell={(values) => sell.mutate(values)}
            />
          </>
        )}
        {!priced && <Text size="sm">{t('inquiry.correctPlateText', { pos: '' })}</Text>}
      </Stack>
    </AppModal>
  );
}
