import type { ReactNode } from 'react';
import { Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DelictView } from '@toll/contract/delicts';
import { purchasePaymentRequestSchema } from '@toll/contract/sales';
import { checkConsents } from '@toll/domain/checkout-rules';
import { formatMoneyPair } from '@toll/domain/money-format';
import { fromMajor } from '@toll/domain/money';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useLang } from '../../../i18n/use-lang';
import { useSession } from '../../session';
import { payDelicts } from '../api/pay-delicts';
import { selectionTotal } from '../model/delict-display';
import { submitGatewayForm } from '../model/submit-gateway-form';

type Consent = 'terms' | 'noRefund' | 'wrongPlate';

const CONSENT_FIELDS: Record<string, Consent> = {
  'purchase.termsRequired': 'terms',
  'purchase.noRefundAcceptanceRequired': 'noRefund',
  'purchase.wrongPlateAcceptanceRequired': 'wrongPlate',
};

/**
 * The payment request's rules for what this form asks: the receipt's address (the contract's
 * check) and the acceptances the server requires of a payment with fees (packages/domain).
 */
const CHECKOUT_SCHEMA = z
  .object({
    email: purchasePaymentRequestSchema.shape.email,
    terms: z.boolean(),
    noRefund: z.boolean(),
    wrongPlate: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const accepted = checkConsents(values, true);
    if (!accepted.ok)
      ctx.addIssue({
        code: 'custom',
        path: [CONSENT_FIELDS[accepted.code] ?? 'terms'],
        message: accepted.code,
        params: { code: accepted.code },
      });
  });
const FIELDS = ['email', 'terms', 'noRefund', 'wrongPlate'] as const;

/** The server names an acceptance `consents.terms`; the form's field is `terms`. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = error.fieldErrors.map((f) => ({
    ...f,
    field: f.field.replace(/^consents\./, ''),
  }));
  return new ApiRequestError(error.message, error.status, fields);
}

/**
 * Paying the chosen delicts: the receipt address, the acceptances of spec §5 (terms, no refund,
 * and that a fee paid for a mistyped plate is not refunded), the total, and the card payment: the
 * server prices the delicts itself and answers the signed gateway form, which is submitted at once.
 */
export function DelictCheckout({ delicts, ownerId }: { delicts: DelictView[]; ownerId: string }) {
  const { t } = useTranslation('delicts');
  const lang = useLang();
  // A signed-in payer's own address until they type another (issue 32).
  const session = useSession();
  const { form, formError, fail, submitWith } = useSchemaForm(CHECKOUT_SCHEMA, {
    defaultValues: {
      email: session?.user.email ?? '',
      terms: false,
      noRefund: false,
      wrongPlate: false,
    },
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const pay = useMutation({
    mutationFn: ({ email, ...consents }: z.output<typeof CHECKOUT_SCHEMA>) =>
      payDelicts(lang, {
        delicts: delicts.map((d) => ({ documentNumber: d.documentNumber, ownerId })),
        email,
        consents,
      }),
    onSuccess: (answer) => submitGatewayForm(answer.payment),
    onError: (error) => fail(onFormFields(error)),
  });
  const total = selectionTotal(delicts);
  const other = total.price.currency === 'EUR' ? 'BGN' : 'EUR';
  const totalText = formatMoneyPair(
    total.price,
    {
      minor:
        fromMajor(
          other === 'EUR' ? total.currencyAmount.amountEUR : total.currencyAmount.amountBGN,
        ) ?? 0,
      currency: other,
    },
    lang,
  );

  const submit = submitWith((values) => pay.mutate(values));
  const consent = (name: Consent, label: ReactNode) => (
    <Checkbox label={label} error={errors[name]?.message} required {...form.register(name)} />
  );

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="delict-checkout">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h3" id="delict-checkout">
            {t('page.checkout.title')}
          </Title>
          <FormAlert message={formError} />
          {delicts.length === 0 ? (
            <Text>{t('page.checkout.nothingSelected')}</Text>
          ) : (
            <Text aria-live="polite">
              {t('page.checkout.selected', { count: delicts.length })} ·{' '}
              <strong>{t('page.checkout.total', { total: totalText })}</strong>
            </Text>
          )}
          <TextInput
            label={t('page.checkout.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          {consent(
            'terms',
            <>
              {t('page.checkout.termsBefore')}{' '}
              <Anchor component={LangLink} to="terms-and-conditions" target="_blank">
                {t('page.checkout.termsLink')}
              </Anchor>
            </>,
          )}
          {consent('noRefund', t('page.checkout.noRefund'))}
          {consent('wrongPlate', t('page.checkout.wrongPlate'))}
          <Button
            type="submit"
            loading={pay.isPending || pay.isSuccess}
            disabled={delicts.length === 0}
          >
            {t('page.checkout.pay')}
          </Button>
          <div role="status" aria-live="polite">
            {pay.isSuccess && <Text>{t('page.checkout.redirecting')}</Text>}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
