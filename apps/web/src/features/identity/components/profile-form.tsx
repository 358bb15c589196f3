import { useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateUserBodySchema, type UserDetails } from '@toll/contract/identity';
import { LANG_NAMES, LANGS } from '@toll/domain/languages';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { updateUser, type ProfileChanges } from '../api/update-user';

const schema = updateUserBodySchema.required();
const FIELDS = ['firstName', 'lastName', 'lang'] as const;

/** Own first and last name and the language of the mail the platform sends (POST /user/update). */
export function ProfileForm({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, ProfileChanges>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: user.firstName, lastName: user.lastName, lang: user.lang },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: ProfileChanges) => updateUser(lang, values),
    onSuccess: (saved) =>
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, lang: saved.lang }),
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.reset();
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={formError} />
      <FormAlert message={save.isSuccess ? t('accountSettings.saved') : null} kind="success" />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('register.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('register.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('register.lang')}
          description={t('register.langHint')}
          data={LANGS.map((value) => ({ value, label: LANG_NAMES[value] }))}
          {...form.register('lang')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('accountSettings.saveProfile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
