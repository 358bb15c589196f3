import { useEffect } from 'react';
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { checkConsents, checkReceiptEmail } from '@toll/domain/checkout-rules';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { errorText } from '../../../forms/error-text';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import type { CheckoutPhase, CheckoutValues } from '../hooks/use-checkout';
import type { PaymentProblems } from '../model/payment-problems';
import classes from './cart.module.css';

// spec §5: a valid e-mail for the receipt; agree to the terms; accept that after activation
// changes and refunds are impossible. The rules are packages/domain's, the words the API's.
const resolver: Resolver<CheckoutValues> = (values): ResolverResult<CheckoutValues> => {
  const errors: Partial<Record<keyof CheckoutValues, FieldError>> = {};
  const email = values.email.trim();
  const receipt = checkReceiptEmail(email);
  if (email === '')
    errors.email = { type: 'required', message: errorText({ code: 'validation.required' }) };
  else if (!receipt.ok) errors.email = { type: 'validate', message: errorText(receipt) };
  const terms = checkConsents({ terms: values.terms, noRefund: true }, false);
  if (!terms.ok) errors.terms = { type: 'validate', message: errorText(terms) };
  const noRefund = checkConsents({ terms: true, noRefund: values.noRefund }, false);
  if (!noRefund.ok) errors.noRefund = { type: 'validate', message: errorText(noRefund) };
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<CheckoutValues> };
};

export type CheckoutFormProps = {
  email: string;
  /** What the cart holds: the acceptance and the hint name it. */
  mix: 'VIGNETTE' | 'ROUTE_PASS' | 'MIXED';
  phase: CheckoutPhase;
  problems: PaymentProblems;
  /** Why paying is not possible now (sales paused, a payment still being checked), if so. */
  blocked: string | null;
  onEmail: (email: string) => void;
  onPay: (values: CheckoutValues) => Promise<PaymentProblems | null>;
};

/** E-mail for the receipt, the two acceptances, and Pay. */
export function CheckoutForm({
  email,
  mix,
  phase,
  problems,
  blocked,
  onEmail,
  onPay,
}: CheckoutFormProps) {
  const t = usePurchaseT();
  const form = useForm<CheckoutValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email, terms: false, noRefund: false },
  });
  const { errors } = form.formState;
  const { setError } = form;
  useEffect(() => {
    const fields = Object.entries(problems.fields) as [keyof CheckoutValues, string][];
    fields.forEach(([field, message], index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [problems, setError]);
  const busy = phase !== 'idle';
  const submit = form.handleSubmit(async (values) => void (await onPay(values)));
  const emailField = form.register('email');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={classes.checkout}>
      <FormAlert message={problems.other.join(' ') || null} />
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('checkout.email')}
          description={t(`checkout.emailHintOf.${mix}`)}
          autoComplete="email"
          required
          {...emailField}
          onBlur={(event) => {
            void emailField.onBlur(event);
            onEmail(event.currentTarget.value);
          }}
          error={errors.email?.message}
        />
        <Checkbox
          {...form.register('terms')}
          label={
            <>
              {t('checkout.termsBefore')}{' '}
              <Anchor component={LangLink} to="terms-and-conditions" target="_blank">
                {t('checkout.termsLink')}
              </Anchor>
            </>
          }
          error={errors.terms?.message}
        />
        <Checkbox
          {...form.register('noRefund')}
          label={t(`checkout.noRefundOf.${mix}`)}
          error={errors.noRefund?.message}
        />
        {blocked && <FormAlert kind="info" message={blocked} />}
        <div>
          <Button
            type="submit"
            size="md"
            loading={busy}
            disabled={blocked !== null}
            data-testid="pay-button"
          >
            {t('checkout.pay')}
          </Button>
        </div>
        {busy && (
          <p role="status">
            {phase === 'redirecting' ? t('checkout.redirecting') : t('checkout.checking')}
          </p>
        )}
      </Stack>
    </form>
  );
}
