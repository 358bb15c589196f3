import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { delictNoticeRequestSchema } from '@toll/contract/delicts';
import { FormAlert } from '../../../components/form-alert';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useLang } from '../../../i18n/use-lang';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { subscribeDelictNotices } from '../api/subscribe-delict-notices';
import type { VehicleQuery } from './vehicle-search-form';

/** The notice request's own rule for the address. */
const EMAIL = delictNoticeRequestSchema.pick({ email: true });

/** "Notify me about new delicts for this vehicle", offered with the look-up's result. */
export function NoticeForm({ query }: { query: VehicleQuery }) {
  const { t } = useTranslation('delicts');
  const lang = useLang();
  const captcha = useCaptcha();
  const { form, formError, fail, submitWith } = useSchemaForm(EMAIL, {
    defaultValues: { email: '' },
    fields: ['email'],
  });
  const subscribe = useMutation({
    mutationFn: async (email: string) =>
      subscribeDelictNotices(lang, { ...query, email, recaptchaCode: await captcha.solve() }),
    onError: fail,
  });

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="delict-notices">
      <Stack gap="sm">
        <Title order={2} size="h4" id="delict-notices">
          {t('page.notices.title')}
        </Title>
        <Text size="sm">{t('page.notices.intro')}</Text>
        <FormAlert message={subscribe.data} kind="success" />
        {!subscribe.isSuccess && (
          <form noValidate onSubmit={submitWith(({ email }) => subscribe.mutate(email))}>
            <FormAlert message={formError} />
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('page.notices.email')}
                type="email"
                autoComplete="email"
                required
                error={form.formState.errors.email?.message}
                {...form.register('email')}
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" variant="light" loading={subscribe.isPending}>
                {t('page.notices.submit')}
              </Button>
            </Group>
            <CaptchaStatus solving={captcha.solving} share={captcha.share} />
          </form>
        )}
      </Stack>
    </Paper>
  );
}
