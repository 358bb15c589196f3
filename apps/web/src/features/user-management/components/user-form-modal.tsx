import { toOfficeLang, type Lang } from '@toll/domain/languages';
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@toll/contract/identity';
import { grantScope } from '@toll/domain/role-assignment';
import type { Role } from '@toll/domain/roles';
import { AppModal } from '../../../components/app-modal';
import { TabbedForm, type FormTab } from '../../../components/tabbed-form';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { useSession } from '../../session';
import { createStaffUser } from '../api/create-staff-user';
import { USERS_KEY } from '../api/list-users';
import { updateUserAdmin } from '../api/update-user-admin';
import { staffFormSchemas, type StaffFormInput, type StaffFormValues } from '../staff-form-schema';
import { RecordHistory } from '../../record-history';
import { RoleCheckboxes } from './role-checkboxes';
import { UserAccessFields, UserAccountFields } from './user-form-fields';

export type UserFormModalProps = {
  /** The user to edit, or null to create one. */
  user: UserDetails | null;
  /** Roles the caller may assign; null: no role editing (the role list is for administrators). */
  roleOptions: readonly Role[] | null | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const ACCOUNT_FIELDS = [
  'username',
  'email',
  'password',
  'passwordConfirmation',
  'firstName',
  'lastName',
  'lang',
] as const;
const ACCESS_FIELDS = ['roles', 'posIds', 'partnerId'] as const;
const HISTORY_LABELS = {
  username: 'userForm.username',
  email: 'userForm.email',
  firstName: 'userForm.firstName',
  lastName: 'userForm.lastName',
  lang: 'userForm.lang',
  roles: 'userForm.roles',
  posIds: 'userForm.posIds',
  partnerId: 'userForm.partnerId',
  status: 'users.status',
} as const;

const FIELDS = [
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'lang',
  'roles',
  'posIds',
  'partnerId',
] as const;

function defaults(user: UserDetails | null, lang: Lang): StaffFormInput {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    passwordConfirmation: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    lang: toOfficeLang(user?.lang ?? lang),
    roles: user?.roles.map((role) => role.code) ?? [],
    posIds: user?.posIds.join(', ') ?? '',
    partnerId: user?.partnerId?.toString() ?? '',
  };
}

/** Creates a staff user (active at once) or changes one: data, roles, points of sale, partner. */
export function UserFormModal({ user, roleOptions, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const caller = useSession()?.user ?? null;
  // the grant table of packages/domain: a partner-bound manager places users only in its partner
  const withPartner = caller !== null && !grantScope(caller).ownPartnerOnly;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffFormInput, unknown, StaffFormValues>({
    resolver: contractResolver(user ? staffFormSchemas.edit : staffFormSchemas.create),
    mode: 'onTouched',
    defaultValues: defaults(user, lang),
  });
  const save = useMutation({
    mutationFn: ({
      username,
      password,
      passwordConfirmation: _,
      roles,
      partnerId,
      ...rest
    }: StaffFormValues) => {
      const access = { ...(roleOptions ? { roles } : {}), ...(withPartner ? { partnerId } : {}) };
      return user
        ? updateUserAdmin(lang, { id: user.id, ...rest, ...access })
        : createStaffUser(lang, { username, password, ...rest, ...access });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onSaved(t(user ? 'userForm.updated' : 'userForm.created', { username: saved.username }));
    },
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  const tabs: FormTab[] = [
    {
      value: 'account',
      label: t('userForm.tabs.account'),
      fields: ACCOUNT_FIELDS,
      content: <UserAccountFields form={form} creating={!user} />,
    },
    {
      value: 'access',
      label: t('userForm.tabs.access'),
      fields: ACCESS_FIELDS,
      content: (
        <>
          <UserAccessFields form={form} withPartner={withPartner} />
          {roleOptions === null ? (
            <Text size="sm" c="gray.7">
              {t('userForm.noRoleEditing')}
            </Text>
          ) : (
            <RoleCheckboxes
              control={form.control}
              assignable={roleOptions}
              held={user?.roles.map((role) => role.code) ?? []}
            />
          )}
        </>
      ),
    },
  ];
  if (user)
    tabs.push({
      value: 'history',
      label: t('history.button'),
      fields: [],
      content: (
        <RecordHistory
          entity="user"
          id={user.id}
          fieldLabel={(field) =>
            field in HISTORY_LABELS
              ? t(HISTORY_LABELS[field as keyof typeof HISTORY_LABELS])
              : undefined
          }
        />
      ),
    });

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      title={
        user ? t('userForm.editTitle', { username: user.username }) : t('userForm.createTitle')
      }
    >
      <TabbedForm
        tabs={tabs}
        errors={form.formState.errors}
        onSubmit={(event) => void submit(event)}
        saving={save.isPending}
        error={formError}
        saveLabel={t(user ? 'userForm.save' : 'userForm.create')}
        actions={
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        }
      />
    </AppModal>
  );
}
