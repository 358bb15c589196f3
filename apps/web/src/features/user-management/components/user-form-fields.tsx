import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGS } from '@toll/domain/languages';
import { PasswordField } from '../../../components/password-field';
import type { StaffFormInput, StaffFormValues } from '../staff-form-schema';

export type UserFormFieldsProps = {
  form: UseFormReturn<StaffFormInput, unknown, StaffFormValues>;
  creating: boolean;
  /** Only administrators place users with a partner; others' users stay with their partner. */
  withPartner: boolean;
};

function useField(form: UserFormFieldsProps['form']) {
  const { errors } = form.formState;
  return (name: keyof StaffFormInput, required = true) => ({
    ...form.register(name),
    error: errors[name]?.message,
    required,
  });
}

/** The account fields of the staff form: login data when creating, then the person. */
export function UserAccountFields({ form, creating }: Omit<UserFormFieldsProps, 'withPartner'>) {
  const { t } = useTranslation('office');
  const field = useField(form);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('userForm.username')}
          autoComplete="off"
          readOnly={!creating}
          {...field('username')}
        />
        <TextInput
          label={t('userForm.email')}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
      </SimpleGrid>
      {creating && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField
            label={t('userForm.password')}
            description={t('userForm.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField
            label={t('userForm.passwordConfirmation')}
            autoComplete="new-password"
            {...field('passwordConfirmation')}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('userForm.firstName')} {...field('firstName')} />
        <TextInput label={t('userForm.lastName')} {...field('lastName')} />
      </SimpleGrid>
      <NativeSelect
        label={t('userForm.lang')}
        data={LANGS.map((value) => ({ value, label: t(`common.langName.${value}`) }))}
        w={{ base: '100%', sm: '50%' }}
        {...field('lang')}
      />
    </>
  );
}

/** The access fields beside the roles: points of sale and (for administrators) the partner. */
export function UserAccessFields({ form, withPartner }: Omit<UserFormFieldsProps, 'creating'>) {
  const { t } = useTranslation('office');
  const field = useField(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('userForm.posIds')}
        description={t('userForm.posIdsHint')}
        inputMode="numeric"
        {...field('posIds', false)}
      />
      {withPartner && (
        <TextInput
          label={t('userForm.partnerId')}
          description={t('userForm.partnerIdHint')}
          inputMode="numeric"
          {...field('partnerId', false)}
        />
      )}
    </SimpleGrid>
  );
}
