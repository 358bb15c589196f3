import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordSetBodySchema } from '@toll/contract/identity';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useLang } from '../../../i18n/use-lang';
import { setPassword } from '../api/set-password';
import { withPasswordConfirmation } from '../../../forms/password-confirmation';
import { IdentityPage } from './identity-page';
import { PasswordField } from '../../../components/password-field';

const schema = withPasswordConfirmation(
  passwordSetBodySchema.pick({ password: true }).extend({ passwordConfirmation: z.string() }),
);
type Values = z.output<typeof schema>;

/** `user/password-confirm?token=`: a new password from the mailed link, then on to login. */
export function PasswordConfirmPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  // The server renders one page for every link, so the form shows until the browser has read the
  // link's token (hydrated); only then may a missing token replace it.
  const missingToken = useHydrated() && !token;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: ({ password }: Values) => setPassword(lang, { password, token: token ?? '' }),
    onSuccess: () => void navigate(`/${lang}/login`, { state: { notice: 'passwordChanged' } }),
    onError: (error) => setFormError(applyServerError(error, form.setError, ['password'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <IdentityPage pageId="passwordConfirm">
      {missingToken ? (
        <Alert color="red" role="alert">
          {t('passwordConfirm.noToken')}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={formError} />
          <Stack gap="md">
            <PasswordField
              label={t('passwordConfirm.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordField
              label={t('passwordConfirm.passwordConfirmation')}
              autoComplete="new-password"
              required
              error={errors.passwordConfirmation?.message}
              {...form.register('passwordConfirmation')}
            />
            <Button type="submit" loading={save.isPending}>
              {t('passwordConfirm.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={LangLink} to="user/forgotten-password" mt="md" display="inline-block">
        {t('passwordConfirm.newLink')}
      </Anchor>
    </IdentityPage>
  );
}
