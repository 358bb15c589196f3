import { MultiSelect, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OFFICE_LANGS } from '@toll/domain/languages';
import { PasswordField } from '../../../components/password-field';
import { useLang } from '../../../i18n/use-lang';
import { PartnerPicker } from '../../partners';
import { partnerPos } from '../../pos-management';
import { useSession } from '../../session';
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
        data={OFFICE_LANGS.map((value) => ({ value, label: t(`common.langName.${value}`) }))}
        w={{ base: '100%', sm: '50%' }}
        {...field('lang')}
      />
    </>
  );
}

const idsOf = (text: string) => text.split(/[\s,;]+/).filter((part) => /^\d+$/.test(part));

/**
 * The access fields beside the roles: the partner (for managers not tied to one) and the points of
 * sale, chosen from that partner's own (a user's points of sale belong to its partner: the server
 * and the database refuse any other). A partner admin's users stay with its partner.
 */
export function UserAccessFields({ form, withPartner }: Omit<UserFormFieldsProps, 'creating'>) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const caller = useSession()?.user ?? null;
  const typedPartner = useWatch({ control: form.control, name: 'partnerId' });
  const partnerId = withPartner
    ? /^\d+$/.test(typedPartner.trim())
      ? Number(typedPartner.trim())
      : null
    : (caller?.partnerId ?? null);
  const choices = useQuery({
    queryKey: ['pos', 'partner', partnerId],
    queryFn: ({ signal }) => partnerPos(lang, partnerId!, signal),
    enabled: partnerId !== null,
    retry: false,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {withPartner && (
        <Controller
          control={form.control}
          name="partnerId"
          render={({ field: partner, fieldState }) => (
            <PartnerPicker
              label={t('userForm.partnerId')}
              description={t('userForm.partnerIdHint')}
              value={partner.value}
              onChange={partner.onChange}
              onBlur={partner.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="posIds"
        render={({ field: pos, fieldState }) => {
          const chosen = idsOf(pos.value);
          const list = choices.data ?? [];
          const data = list
            .filter((p) => !p.deleted || chosen.includes(String(p.id)))
            .map((p) => ({ value: String(p.id), label: `${p.code} – ${p.name}` }));
          // a point of sale held but not among the partner's (another partner's): shown by its id
          for (const id of chosen)
            if (!data.some((option) => option.value === id)) data.push({ value: id, label: id });
          return (
            <MultiSelect
              label={t('userForm.posIds')}
              description={
                partnerId === null ? t('userForm.posChoosePartner') : t('userForm.posIdsHint')
              }
              data={data}
              value={chosen}
              onChange={(ids) => pos.onChange(ids.join(', '))}
              onBlur={pos.onBlur}
              searchable
              clearable
              disabled={partnerId === null}
              nothingFoundMessage={choices.isError ? t('posPicker.failed') : t('posPicker.none')}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          );
        }}
      />
    </SimpleGrid>
  );
}
