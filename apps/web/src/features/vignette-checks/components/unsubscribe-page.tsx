import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { unsubscribeRequestSchema, type UnsubscribeRequest } from '@toll/contract/vignette-notices';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useVignetteChecksCatalogues } from '../../../i18n/vignette-checks-catalogues';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-overlay-styles';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { requestUnsubscribe } from '../api/request-unsubscribe';

const schema = unsubscribeRequestSchema.pick({ email: true });

/**
 * `/{lang}/unsubscribe` (spec §1, §2): stop every notice to an address. The server mails the
 * address a one-use link (24 hours) and answers the same whether or not it ever had notices.
 */
export function UnsubscribePage() {
  useVignetteChecksCatalogues();
  const { t } = useTranslation();
  const { t: c } = useTranslation('vignette-checks');
  const lang = useLang();
  const captcha = useCaptcha();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Pick<UnsubscribeRequest, 'email'>>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const ask = useMutation({
    mutationFn: async ({ email }: Pick<UnsubscribeRequest, 'email'>) =>
      requestUnsubscribe(lang, { email, lang }, await captcha.solve()),
    onError: (error) => setFormError(applyServerError(error, form.setError, ['email'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    ask.mutate(values);
  });
  const title = t('pages.unsubscribe.title');

  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={title} description={c('unsubscribe.intro')} path="unsubscribe" />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{c('unsubscribe.intro')}</Text>
        </div>
        {ask.isSuccess ? (
          <div data-testid="unsubscribe-mailed">
            <FormAlert message={ask.data} kind="success" />
            <Text>{c('unsubscribe.mailed')}</Text>
          </div>
        ) : (
          <Paper withBorder p="md" radius="md">
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Stack gap="md">
                <FormAlert message={formError} />
                <TextInput
                  label={c('unsubscribe.email')}
                  type="email"
                  autoComplete="email"
                  required
                  error={form.formState.errors.email?.message}
                  {...form.register('email')}
                />
                <CaptchaStatus solving={captcha.solving} share={captcha.share} />
                <Button type="submit" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
                  {c('unsubscribe.submit')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
