import { useState } from 'react';
import { Anchor, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANG_NAMES, LANGS } from '@toll/domain/languages';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { registerUser } from '../api/register-user';
import {
  registerFormSchema,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../register-form-schema';
import { PasswordField } from '../../../components/password-field';

const FIELDS = [
  'username',
  'email',
  'password',
  'passwordConfirmation',
  'firstName',
  'lastName',
  'lang',
] as const;

/** Registration (spec §4, §5): checked as typed with the API's rules, then the captcha, then sent. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const captcha = useCaptcha();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: contractResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      firstName: '',
      lastName: '',
      lang,
    },
  });
  const { errors } = form.formState;
  const register = useMutation({
    mutationFn: async ({ passwordConfirmation: _, ...values }: RegisterFormValues) =>
      registerUser(lang, { ...values, recaptchaCode: await captcha.solve() }),
    onSuccess: (_message, values) => onRegistered(values.email),
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    register.mutate(values);
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    ...form.register(name),
    error: errors[name]?.message,
    required: true,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={formError} />
      <Stack gap="md">
        <TextInput
          label={t('register.username')}
          description={t('register.usernameHint')}
          autoComplete="username"
          {...field('username')}
        />
        <TextInput
          label={t('register.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField
            label={t('register.passwordConfirmation')}
            autoComplete="new-password"
            {...field('passwordConfirmation')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('register.firstName')}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextInput
            label={t('register.lastName')}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('register.lang')}
          description={t('register.langHint')}
          data={LANGS.map((value) => ({ value, label: LANG_NAMES[value] }))}
          {...field('lang')}
        />
        <CaptchaStatus solving={captcha.solving} share={captcha.share} />
        <Text size="sm" data-testid="register-privacy">
          {t('register.privacyBefore')}{' '}
          <Anchor component={LangLink} to="privacy-policy" target="_blank">
            {t('register.privacyLink')}
          </Anchor>
          .
        </Text>
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
