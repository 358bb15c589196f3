import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';

const STEPS = ['cart', 'gateway', 'secure', 'result'] as const;

/**
 * `payment`: how paying works (the card on the bank's 3-D Secure page, in euro, the receipt by
 * e-mail) and what to do when the page closes during payment: never pay twice.
 */
export function PaymentInfo() {
  const t = usePurchaseT();
  return (
    <Stack gap="lg" maw={760}>
      <Text size="lg">{t('paymentInfo.intro')}</Text>
      <section aria-labelledby="payment-how">
        <Title order={2} size="h3" id="payment-how" mb="xs">
          {t('paymentInfo.howTitle')}
        </Title>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <Text mb="xs">{t(`paymentInfo.steps.${step}`)}</Text>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="payment-currency">
        <Title order={2} size="h3" id="payment-currency" mb="xs">
          {t('paymentInfo.currencyTitle')}
        </Title>
        <Text>{t('paymentInfo.currency')}</Text>
      </section>
      <section aria-labelledby="payment-closed">
        <Title order={2} size="h3" id="payment-closed" mb="xs">
          {t('paymentInfo.closedTitle')}
        </Title>
        <Text fw={700}>{t('paymentInfo.neverTwice')}</Text>
        <Text mt="xs">{t('paymentInfo.closed')}</Text>
      </section>
      <section aria-labelledby="payment-refunds">
        <Title order={2} size="h3" id="payment-refunds" mb="xs">
          {t('paymentInfo.refundsTitle')}
        </Title>
        <Text>{t('paymentInfo.refunds')}</Text>
        <Anchor component={LangLink} to="terms-and-conditions">
          {t('paymentInfo.terms')}
        </Anchor>
      </section>
      <div>
        <Button component={LangLink} to="shopping-cart">
          {t('paymentInfo.toCart')}
        </Button>
      </div>
    </Stack>
  );
}
