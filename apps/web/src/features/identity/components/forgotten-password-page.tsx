import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordResetBodySchema } from '@toll/contract/identity';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { requestPasswordReset } from '../api/request-password-reset';
import { IdentityPage } from './identity-page';

const schema = passwordResetBodySchema.pick({ email: true });
type Values = z.output<typeof schema>;

/**
 * `user/forgotten-password`: mails a link to set a new password. The answer is the same whether
 * or not an account uses the address, so nobody learns which addresses are registered.
 */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const captcha = useCaptcha();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const reset = useMutation({
    mutationFn: async ({ email }: Values) =>
      requestPasswordReset(lang, { email, recaptchaCode: await captcha.solve() }),
    onError: (error) => setFormError(applyServerError(error, form.setError, ['email'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(values);
  });

  return (
    <IdentityPage pageId="forgottenPassword">
      <FormAlert message={reset.data} kind="success" />
      {!reset.isSuccess && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={formError} />
          <Stack gap="md">
            <Text>{t('forgottenPassword.intro')}</Text>
            <TextInput
              label={t('forgottenPassword.email')}
              type="email"
              autoComplete="email"
              required
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <CaptchaStatus solving={captcha.solving} share={captcha.share} />
            <Button type="submit" loading={reset.isPending}>
              {t('forgottenPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={LangLink} to="login" mt="md" display="inline-block">
        {t('forgottenPassword.toLogin')}
      </Anchor>
    </IdentityPage>
  );
}
