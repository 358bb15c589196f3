import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CounterQuote } from '@toll/contract/counter-sales';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { isSettled } from '@toll/domain/sale-states';
import { AppModal } from '../../components/app-modal';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { createOrderKeyStore } from '../../purchase/order-key';
import { officePendingPurchase } from '../../purchase/office-cart';
import { submitGatewayForm } from '../cart';
import { officePath } from '../office-access';
import { CounterCheckout } from './counter-checkout';
import { quoteAtCounter, sellAtCounter } from './counter-sale-api';
import type { CounterSaleValues } from './use-counter-sale';

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
  const [vignetteNumber, setVignetteNumber] = useState('');
  const [lpn, setLpn] = useState('');
  const drafts = [{ vignetteNumber: vignetteNumber.replace(/\D/g, ''), lpn: lpn.trim() }];
  const quote = useMutation({
    mutationFn: () => quoteAtCounter(lang, { plateCorrections: drafts }),
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
          onSubmit={(event) => {
            event.preventDefault();
            sell.reset();
            quote.mutate();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('counter.correctionNumber')}
              value={vignetteNumber}
              maxLength={20}
              inputMode="numeric"
              required
              onChange={(event) => {
                setVignetteNumber(event.currentTarget.value);
                quote.reset();
              }}
            />
            <TextInput
              label={t('inquiry.correctPlateLabel')}
              value={lpn}
              maxLength={20}
              required
              onChange={(event) => {
                setLpn(event.currentTarget.value);
                quote.reset();
              }}
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
