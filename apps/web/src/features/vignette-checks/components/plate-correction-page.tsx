import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  plateCorrectionRequestSchema,
  type PlateCorrectionQuote,
  type PlateCorrectionRequest,
} from '@toll/contract/plate-corrections';
import { MAX_CORRECTED_CHARACTERS } from '@toll/domain/plate-correction';
import { moneyPair } from '../../../components/amounts';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { MoneyPairText } from '../../../components/money-pair';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useHydrated } from '../../../hooks/use-hydrated';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useVignetteChecksCatalogues } from '../../../i18n/vignette-checks-catalogues';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-purchase-styles';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { submitGatewayForm } from '../../cart';
import { checkPlateCorrection, orderPlateCorrection } from '../api/plate-correction';
import { HINT_STYLES } from './hint-styles';

type Input = z.input<typeof plateCorrectionRequestSchema>;
const FIELDS = ['vignetteNumber', 'email', 'lpn'] as const;

/**
 * `/{lang}/plate-correction` (issue #38): a buyer corrects a mistyped plate of a vignette that has
 * not started (up to 2 characters, once) with its number and the purchase's e-mail. The server
 * checks it and names the fee; the buyer accepts the terms and pays by card at the gateway, and
 * the success page shows the corrected vignette. The receipt's link and the check page's card
 * fill in the number (`?vignetteNumber=…`).
 */
export function PlateCorrectionPage() {
  useVignetteChecksCatalogues();
  const { t } = useTranslation();
  const { t: c } = useTranslation('vignette-checks');
  const lang = useLang();
  const captcha = useCaptcha();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const number = (params.get('vignetteNumber') ?? '').replace(/\D/g, '').slice(0, 14);
  const [formError, setFormError] = useState<string | null>(null);
  const [quote, setQuote] = useState<{
    request: PlateCorrectionRequest;
    answer: PlateCorrectionQuote;
  } | null>(null);
  const [terms, setTerms] = useState(false);
  const [noRefund, setNoRefund] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const form = useForm<Input, unknown, PlateCorrectionRequest>({
    resolver: contractResolver(plateCorrectionRequestSchema),
    mode: 'onTouched',
    defaultValues: { vignetteNumber: '', email: '', lpn: '' },
  });
  const { reset, getValues } = form;
  useEffect(() => {
    if (hydrated && number) reset({ ...getValues(), vignetteNumber: number });
  }, [hydrated, number, reset, getValues]);
  const check = useMutation({
    mutationFn: async (values: PlateCorrectionRequest) => ({
      request: values,
      answer: await checkPlateCorrection(lang, values, await captcha.solve()),
    }),
    onSuccess: (result) => setQuote(result),
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const pay = useMutation({
    mutationFn: (request: PlateCorrectionRequest) =>
      orderPlateCorrection(lang, { ...request, consents: { terms, noRefund } }),
    onSuccess: (order) => submitGatewayForm(order.payment),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    check.mutate(values);
  });
  const { errors } = form.formState;
  const title = t('pages.plateCorrection.title');
  const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

  return (
    <Container size="sm" py="xl">
      <SitePageMeta
        title={title}
        description={c('plateCorrection.intro', { max: MAX_CORRECTED_CHARACTERS })}
        path="plate-correction"
        noindex
      />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{c('plateCorrection.intro', { max: MAX_CORRECTED_CHARACTERS })}</Text>
        </div>
        {quote ? (
          <Paper withBorder p="md" radius="md" data-testid="plate-correction-quote">
            <Stack gap="md">
              <Text>
                {c('plateCorrection.summary', {
                  number: quote.answer.vignetteNumber,
                  from: `${quote.answer.countryCode} ${quote.answer.oldPlate}`,
                  to: `${quote.answer.countryCode} ${quote.answer.newPlate}`,
                })}
              </Text>
              <Text>
                {c('plateCorrection.validity', {
                  from: formatSofiaDateTime(quote.answer.validity.from),
                  to: formatSofiaDateTime(quote.answer.validity.to),
                })}
              </Text>
              <Text>
                {c('plateCorrection.fee')} <MoneyPairText {...moneyPair(quote.answer.fee)} />
              </Text>
              <Checkbox
                checked={terms}
                onChange={(event) => setTerms(event.currentTarget.checked)}
                label={
                  <>
                    {c('plateCorrection.termsBefore')}{' '}
                    <Anchor component={LangLink} to="terms-and-conditions" target="_blank">
                      {c('plateCorrection.termsLink')}
                    </Anchor>
                  </>
                }
              />
              <Checkbox
                checked={noRefund}
                onChange={(event) => setNoRefund(event.currentTarget.checked)}
                label={c('plateCorrection.noRefund')}
              />
              <FormAlert message={consentError ?? errorText(pay.error)} />
              <Stack gap="xs" align="flex-start">
                <Button
                  loading={pay.isPending}
                  onClick={() => {
                    if (!terms || !noRefund) {
                      setConsentError(c('plateCorrection.consentsRequired'));
                      return;
                    }
                    setConsentError(null);
                    pay.mutate(quote.request);
                  }}
                >
                  {c('plateCorrection.pay')}
                </Button>
                <Button variant="subtle" onClick={() => setQuote(null)}>
                  {c('plateCorrection.change')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p="md" radius="md">
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Stack gap="md">
                <FormAlert message={formError} />
                <TextInput
                  label={c('addEmail.vignetteNumber')}
                  description={c('addEmail.vignetteNumberHint')}
                  styles={HINT_STYLES}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  error={errors.vignetteNumber?.message}
                  {...form.register('vignetteNumber')}
                />
                <TextInput
                  label={c('plateCorrection.email')}
                  description={c('plateCorrection.emailHint')}
                  styles={HINT_STYLES}
                  type="email"
                  autoComplete="email"
                  required
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <TextInput
                  label={c('plateCorrection.newPlate')}
                  description={c('plateCorrection.newPlateHint', { max: MAX_CORRECTED_CHARACTERS })}
                  styles={HINT_STYLES}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                  error={errors.lpn?.message}
                  {...form.register('lpn')}
                />
                <CaptchaStatus solving={captcha.solving} share={captcha.share} />
                <Button type="submit" loading={check.isPending} style={{ alignSelf: 'flex-start' }}>
                  {c('plateCorrection.check')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
