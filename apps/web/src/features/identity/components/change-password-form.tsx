import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordChangeBodySchema } from '@toll/contract/identity';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { changePassword } from '../api/change-password';
import { withPasswordConfirmation } from '../../../forms/password-confirmation';
import { PasswordField } from '../../../components/password-field';

const schema = withPasswordConfirmation(
  passwordChangeBodySchema.extend({ passwordConfirmation: z.string() }),
);
type Values = z.output<typeof schema>;
const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Changes one's password (the current one is required); sessions on other devices end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: ({ currentPassword, password }: Values) =>
      changePassword(lang, { currentPassword, password }),
    onSuccess: () => form.reset(EMPTY),
    onError: (error) =>
      setFormError(applyServerError(error, form.setError, ['currentPassword', 'password'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    change.reset();
    change.mutate(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={formError} />
      <FormAlert message={change.data} kind="success" />
      <Stack gap="md">
        <PasswordField
          label={t('accountSettings.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('accountSettings.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t('register.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation?.message}
          {...form.register('passwordConfirmation')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('accountSettings.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
