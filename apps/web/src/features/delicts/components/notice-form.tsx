import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '@toll/domain/contact';
import { FormAlert } from '../../../components/form-alert';
import { errorText } from '../../../forms/error-text';
import { ApiRequestError } from '../../../api/client';
import { useLang } from '../../../i18n/use-lang';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { subscribeDelictNotices } from '../api/subscribe-delict-notices';
import type { VehicleQuery } from './vehicle-search-form';

/** "Notify me about new delicts for this vehicle", offered with the look-up's result. */
export function NoticeForm({ query }: { query: VehicleQuery }) {
  const { t } = useTranslation('delicts');
  const lang = useLang();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: async () =>
      subscribeDelictNotices(lang, {
        ...query,
        email: email.trim(),
        recaptchaCode: await captcha.solve(),
      }),
    onError: (failure) =>
      setError(
        failure instanceof ApiRequestError
          ? (failure.fieldErrors.find((f) => f.field === 'email')?.message ?? failure.message)
          : failure.message,
      ),
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
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const check = checkEmail(email.trim());
              setError(
                check.ok ? null : errorText(email.trim() ? check : { code: 'validation.required' }),
              );
              if (check.ok) subscribe.mutate();
            }}
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('page.notices.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                error={error}
                onChange={(event) => setEmail(event.currentTarget.value)}
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
