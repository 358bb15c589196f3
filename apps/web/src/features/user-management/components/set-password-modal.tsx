import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordSchema, type UserDetails } from '@toll/contract/identity';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { withPasswordConfirmation } from '../../../forms/password-confirmation';
import { useLang } from '../../../i18n/use-lang';
import { setUserPassword } from '../api/set-user-password';

const schema = withPasswordConfirmation(
  z.object({ password: passwordSchema, passwordConfirmation: z.string() }),
);
type Values = z.output<typeof schema>;

export type SetPasswordModalProps = {
  user: UserDetails;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Sets another user's password (their sessions end). */
export function SetPasswordModal({ user, onClose, onDone }: SetPasswordModalProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: ({ password }: Values) => setUserPassword(lang, user.id, password),
    onSuccess: onDone,
    onError: (error) => setFormError(applyServerError(error, form.setError, ['password'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('passwordForm.title', { username: user.username })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={formError} />
        <Stack gap="md">
          <PasswordField
            label={t('userForm.password')}
            description={t('userForm.passwordHint')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label={t('userForm.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={errors.passwordConfirmation?.message}
            {...form.register('passwordConfirmation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('passwordForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
