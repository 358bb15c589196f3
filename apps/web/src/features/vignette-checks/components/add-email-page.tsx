import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addEmailRequestSchema, type AddEmailRequest } from '@toll/contract/vignette-notices';
import { LANG_NAMES, LANGS } from '@toll/domain/languages';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useVignetteChecksCatalogues } from '../../../i18n/vignette-checks-catalogues';
import { useLang } from '../../../i18n/use-lang';
import { sitePath } from '../../../site-kit/routes';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-purchase-styles';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { CountrySelect } from '../../countries';
import { addNoticeEmail } from '../api/add-notice-email';
import { addEmailPrefill } from '../model/check-links';
import { HINT_STYLES } from './hint-styles';

type Input = z.input<typeof addEmailRequestSchema>;
const FIELDS = ['vignetteNumber', 'countryCode', 'lpn', 'email', 'phone', 'lang'] as const;

/**
 * `/{lang}/add-email` (spec §2, §7 POST /vignette/emails): an address for the expiry notice of a
 * bought vignette, in the language the notices should speak, and optionally a mobile number for
 * the same reminders by SMS. A check's card fills in the vignette
 * through the address (`?vignetteNumber=…&country=…&lpn=…`), read once the page runs.
 */
export function AddEmailPage() {
  useVignetteChecksCatalogues();
  const { t } = useTranslation();
  const { t: c } = useTranslation('vignette-checks');
  const lang = useLang();
  const captcha = useCaptcha();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = params.toString();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, AddEmailRequest>({
    resolver: contractResolver(addEmailRequestSchema),
    mode: 'onTouched',
    defaultValues: { vignetteNumber: '', countryCode: 'BG', lpn: '', email: '', phone: '', lang },
  });
  const { reset, getValues } = form;
  const countryCode = useWatch({ control: form.control, name: 'countryCode' });
  useEffect(() => {
    if (hydrated && query)
      reset({ ...getValues(), ...addEmailPrefill(new URLSearchParams(query)) });
  }, [hydrated, query, reset, getValues]);
  const add = useMutation({
    mutationFn: async (values: AddEmailRequest) =>
      addNoticeEmail(lang, values, await captcha.solve()),
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    add.mutate(values);
  });
  const { errors } = form.formState;
  const title = t('pages.addEmail.title');

  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={title} description={c('addEmail.intro')} path="add-email" noindex />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{c('addEmail.intro')}</Text>
        </div>
        <FormAlert message={add.data} kind="success" />
        {add.isSuccess ? (
          <Anchor component={LangLink} to={sitePath('checkVignette')}>
            {c('addEmail.another')}
          </Anchor>
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
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <CountrySelect
                    current={countryCode}
                    label={c('addEmail.country')}
                    required
                    error={errors.countryCode?.message}
                    {...form.register('countryCode')}
                  />
                  <TextInput
                    label={c('addEmail.plate')}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    required
                    error={errors.lpn?.message}
                    {...form.register('lpn')}
                  />
                </SimpleGrid>
                <TextInput
                  label={c('addEmail.email')}
                  type="email"
                  autoComplete="email"
                  required
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <TextInput
                  label={c('addEmail.phone')}
                  description={c('addEmail.phoneHint')}
                  styles={HINT_STYLES}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  error={errors.phone?.message}
                  {...form.register('phone')}
                />
                <NativeSelect
                  label={c('addEmail.lang')}
                  data={LANGS.map((value) => ({ value, label: LANG_NAMES[value] }))}
                  error={errors.lang?.message}
                  {...form.register('lang')}
                />
                <CaptchaStatus solving={captcha.solving} share={captcha.share} />
                <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
                  {c('addEmail.submit')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
