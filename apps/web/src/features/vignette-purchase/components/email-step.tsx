import { Button, TextInput } from '@mantine/core';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { checkReceiptEmail } from '@toll/domain/checkout-rules';
import { errorText } from '../../../forms/error-text';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { StepHeading } from './step-heading';
import classes from './wizard.module.css';

type EmailValues = { email: string };

// spec §5: a valid e-mail is required to receive the PDF receipt (at the counter it may be left
// out: the cashier hands the receipt over).
const resolverFor =
  (optional: boolean): Resolver<EmailValues> =>
  (values): ResolverResult<EmailValues> => {
    const email = values.email.trim();
    if (optional && email === '') return { values: { email }, errors: {} };
    const check = checkReceiptEmail(email);
    if (check.ok) return { values: { email }, errors: {} };
    const message = errorText(email === '' ? { code: 'validation.required' } : check);
    return { values: {}, errors: { email: { type: 'validate', message } } };
  };

export type EmailStepProps = {
  email: string;
  optional?: boolean;
  onBack: () => void;
  onNext: (email: string) => void;
};

/** Step 4: where the receipt goes. */
export function EmailStep({ email, optional = false, onBack, onNext }: EmailStepProps) {
  const t = usePurchaseT();
  const form = useForm<EmailValues>({
    mode: 'onTouched',
    resolver: resolverFor(optional),
    defaultValues: { email },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onNext(values.email))(event)}
    >
      <StepHeading id="wizard-step-email">{t('email.title')}</StepHeading>
      <TextInput
        type="email"
        label={t('email.label')}
        description={t('email.hint')}
        autoComplete="email"
        required={!optional}
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <div className={classes.actions}>
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit">{t('next')}</Button>
      </div>
    </form>
  );
}
