import { Checkbox, Fieldset, Loader, SimpleGrid, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@toll/domain/roles';
import type { StaffFormInput, StaffFormValues } from '../staff-form-schema';

export type RoleCheckboxesProps = {
  control: Control<StaffFormInput, unknown, StaffFormValues>;
  /** The roles the caller may assign; undefined while they load. */
  assignable: readonly Role[] | undefined;
  /** Roles the user holds now: those the caller may not assign are shown, but fixed. */
  held: readonly Role[];
};

/** The roles of a user in rank order; only assignable ones can be changed (spec §6). */
export function RoleCheckboxes({ control, assignable, held }: RoleCheckboxesProps) {
  const { t } = useTranslation('office');
  if (!assignable) return <Loader size="sm" aria-label={t('common.loading')} />;
  const shown = ROLES.filter((role) => assignable.includes(role) || held.includes(role));
  return (
    <Controller
      control={control}
      name="roles"
      render={({ field }) => (
        <Fieldset legend={t('userForm.roles')} variant="unstyled">
          <Checkbox.Group value={field.value} onChange={field.onChange}>
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="xs"
              mah={260}
              style={{ overflowY: 'auto' }}
            >
              {shown.map((role) => (
                <Checkbox
                  key={role}
                  value={role}
                  label={t(`roles.${role}`)}
                  disabled={!assignable.includes(role)}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {shown.some((role) => !assignable.includes(role)) && (
            <Text size="sm" c="gray.7" mt="xs">
              {t('userForm.fixedRoles')}
            </Text>
          )}
        </Fieldset>
      )}
    />
  );
}
