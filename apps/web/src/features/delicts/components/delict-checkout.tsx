import { useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DelictView } from '@toll/contract/delicts';
import { checkConsents } from '@toll/domain/checkout-rules';
import { checkEmail } from '@toll/domain/contact';
import { formatMoneyPair } from '@toll/domain/money-format';
import { fromMajor } from '@toll/domain/money';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { errorText } from '../../../forms/error-text';
import { useLang } from '../../../i18n/use-lang';
import { useSession } from '../../session';
import { payDelicts } from '../api/pay-delicts';
import { selectionTotal } from '../model/delict-display';
import { submitGatewayForm } from '../model/submit-gateway-form';

type Consent = 'terms' | 'noRefund' | 'wrongPlate';
type Errors = Partial<Record<'email' | Consent, string>>;

const CONSENT_FIELDS: Record<string, Consent> = {
  'purchase.termsRequired': 'terms',
  'purchase.noRefundAcceptanceRequired': 'noRefund',
  'purchase.wrongPlateAcceptanceRequired': 'wrongPlate',
};

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
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? session?.user.email ?? '';
  const [consents, setConsents] = useState({ terms: false, noRefund: false, wrongPlate: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: () =>
      payDelicts(lang, {
        delicts: delicts.map((d) => ({ documentNumber: d.documentNumber, ownerId })),
        email: email.trim(),
        consents,
      }),
    onSuccess: (answer) => submitGatewayForm(answer.payment),
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : [];
      const known: Errors = {};
      for (const item of fields) {
        if (item.field === 'email') known.email = item.message;
        const consent = item.field.replace(/^consents\./, '');
        if (consent === 'terms' || consent === 'noRefund' || consent === 'wrongPlate')
          known[consent] = item.message;
      }
      setErrors(known);
      setFormError(Object.keys(known).length > 0 ? null : error.message);
    },
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    const mail = checkEmail(email.trim());
    if (!mail.ok) found.email = errorText(email.trim() ? mail : { code: 'validation.required' });
    const accepted = checkConsents(consents, true);
    if (!accepted.ok) found[CONSENT_FIELDS[accepted.code] ?? 'terms'] = errorText(accepted);
    setErrors(found);
    if (Object.keys(found).length === 0) pay.mutate();
  };
  const consent = (name: Consent, label: ReactNode) => (
    <Checkbox
      label={label}
      checked={consents[name]}
      error={errors[name]}
      required
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setConsents((current) => ({ ...current, [name]: checked }));
      }}
    />
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
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
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
