import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Anchor, Button, Checkbox, List, Stack, TextInput } from '@mantine/core';
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
  /** The refused items, each named with what is wrong (`Route pass Sofia → Burgas: …`). */
  itemProblems: readonly string[];
  /** A one-tap fix offered with them (start the passed route passes now), if any. */
  fix?: ReactNode;
  onEmail: (email: string) => void;
  onPay: (values: CheckoutValues) => Promise<PaymentProblems | null>;
};

/**
 * Why the payment did not start, right above the Pay button where the eye is (on a phone the items
 * are screens away): which items and what is wrong with each, and the page's other messages.
 */
function PayProblems({
  items,
  other,
  fix,
}: {
  items: readonly string[];
  other: readonly string[];
  fix?: ReactNode;
}) {
  const t = usePurchaseT();
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || other.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, items, other]);
  if (!shown) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alert"
      color="red"
      title={items.length > 0 ? t('cart.fixProblems') : undefined}
      data-testid="pay-problems"
    >
      <Stack gap="xs">
        {items.length > 0 && (
          <List size="sm">
            {items.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
        {other.length > 0 && <div>{other.join(' ')}</div>}
        {fix}
      </Stack>
    </Alert>
  );
}

/** E-mail for the receipt, the two acceptances, and Pay. */
export function CheckoutForm({
  email,
  mix,
  phase,
  problems,
  blocked,
  itemProblems,
  fix,
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
        <PayProblems items={itemProblems} other={problems.other} fix={fix} />
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
