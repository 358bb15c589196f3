import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authenticateBodySchema } from '@toll/contract/identity';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { browserSession } from '../../../api/session/browser-session';
import { authenticate, type Credentials } from '../api/authenticate';
import { PasswordField } from '../../../components/password-field';

export type LoginFormProps = {
  /** Called once the session is stored. */
  onLoggedIn?: () => void;
  /** Links under the button (forgotten password, registration). */
  footer?: ReactNode;
};

/**
 * Sign-in with username (or e-mail) and password, for the site and the back-office. "Remember me"
 * keeps the session in local storage, otherwise it ends with the browser tab (spec §9).
 */
export function LoginForm({ onLoggedIn, footer }: LoginFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Credentials>({
    resolver: contractResolver(authenticateBodySchema),
    mode: 'onTouched',
    defaultValues: { userName: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;
  const login = useMutation({
    mutationFn: (values: Credentials) => authenticate(lang, values),
    onSuccess: (session, values) => {
      queryClient.clear(); // nothing cached for someone else stays
      browserSession.start(session, values.rememberMe === true);
      onLoggedIn?.();
    },
    onError: (error) =>
      setFormError(applyServerError(error, form.setError, ['userName', 'password'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={formError} />
      <Stack gap="md">
        <TextInput
          label={t('login.userName')}
          autoComplete="username"
          required
          error={errors.userName?.message}
          {...form.register('userName')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Checkbox label={t('login.rememberMe')} {...form.register('rememberMe')} />
        <Button type="submit" loading={login.isPending}>
          {t('login.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
