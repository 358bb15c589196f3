import { useState } from 'react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CounterQuote } from '@toll/contract/counter-sales';
import { delictPaymentDraftSchema } from '@toll/contract/delicts';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { isSettled } from '@toll/domain/sale-states';
import { AppModal } from '../../components/app-modal';
import { FormAlert } from '../../components/form-alert';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useLang } from '../../i18n/use-lang';
import { createOrderKeyStore } from '../../purchase/order-key';
import { officePendingPurchase } from '../../purchase/office-cart';
import { submitGatewayForm } from '../cart';
import { officePath } from '../office-access';
import { CounterCheckout } from './counter-checkout';
import { quoteAtCounter, sellAtCounter } from './counter-sale-api';
import type { CounterSaleValues } from './use-counter-sale';

type DelictDraft = z.output<typeof delictPaymentDraftSchema>;

const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** The key of the delict payment being taken (a double click makes one sale). */
const delictOrderKey = createOrderKeyStore('delict.office');

/**
 * A road-violation fee taken at the counter (spec §2 search-delict-payments, issue #21 item 5):
 * the notice's document number and the owner's EGN or EIK (the same check as the public payment),
 * the amount the server asks now, then the counter sale in the cashier's shift, in cash or by
 * card at the gateway. The outcome (with the delict's PDF) is the counter cart's.
 */
export function DelictCounterPayment({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const navigate = useNavigate();
  const { form, submitWith } = useSchemaForm(delictPaymentDraftSchema, {
    defaultValues: { documentNumber: '', ownerId: '' },
    fields: ['documentNumber', 'ownerId'],
  });
  const { errors } = form.formState;
  // the delict the quote is for, as the schema passed it
  const [drafts, setDrafts] = useState<DelictDraft[]>([]);
  const quote = useMutation({
    mutationFn: (draft: DelictDraft) => quoteAtCounter(lang, { delicts: [draft] }),
  });
  const sell = useMutation({
    mutationFn: async (values: CounterSaleValues) => {
      const order = {
        posId: values.posId,
        paymentMethod: values.method,
        delicts: drafts,
        ...(values.email ? { email: values.email } : {}),
      };
      return sellAtCounter(lang, { ...order, orderKey: delictOrderKey.keyFor(order) });
    },
    onSuccess: (sale) => {
      const outcome = `${officePath(lang, 'shopping-cart')}?trans_id=${sale.transId}`;
      if (isSettled(sale.status) || !sale.gatewayForm) {
        delictOrderKey.forget();
        return void navigate(outcome);
      }
      officePendingPurchase.write({
        transId: sale.transId,
        orderNumber: sale.orderNumber,
        itemIds: [],
        startedAt: new Date().toISOString(),
      });
      delictOrderKey.forget();
      submitGatewayForm(sale.gatewayForm);
    },
  });
  const priced: CounterQuote | undefined = quote.data;

  return (
    <AppModal opened onClose={onClose} title={t('counter.delictTitle')} size="lg">
      <Stack gap="sm">
        <form
          noValidate
          onSubmit={submitWith((draft) => {
            sell.reset();
            setDrafts([draft]);
            quote.mutate(draft);
          })}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('delictSearch.documentNumber')}
              maxLength={32}
              required
              error={errors.documentNumber?.message}
              {...form.register('documentNumber', { onChange: () => quote.reset() })}
            />
            <TextInput
              label={t('counter.ownerId')}
              description={t('counter.ownerIdHint')}
              maxLength={13}
              required
              error={errors.ownerId?.message}
              {...form.register('ownerId', { onChange: () => quote.reset() })}
            />
            <Button type="submit" loading={quote.isPending}>
              {t('counter.delictCheck')}
            </Button>
          </Group>
        </form>
        <FormAlert message={errorOf(quote.error)} />
        {priced && (
          <>
            <Table withTableBorder data-testid="delict-quote">
              <Table.Tbody>
                {priced.items.map((item) => (
                  <Table.Tr key={`${item.countryCode}${item.lpn}${item.validity.to}`}>
                    <Table.Td>{drafts[0]!.documentNumber}</Table.Td>
                    <Table.Td>{`${item.countryCode} ${item.lpn}`}</Table.Td>
                    <Table.Td>
                      {t('counter.delictPayBy', {
                        deadline: formatSofiaDisplay(new Date(item.validity.to)),
                      })}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(item.price, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
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
        {!priced && <Text size="sm">{t('counter.delictIntro')}</Text>}
      </Stack>
    </AppModal>
  );
}
