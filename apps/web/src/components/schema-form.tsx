import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../forms/error-text';
import { FormAlert } from './form-alert';

export type SchemaFormProps<T extends FieldValues> = {
  /** The form's field errors (react-hook-form's `formState.errors`). */
  errors: FieldErrors<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  saving?: boolean;
  /** The form's overall message (the server's answer that names no field of the form). */
  error?: string | null;
  /** The save button's text; its title says whether the data can be saved (spec §8). */
  saveLabel?: string;
  /** Beside the save button (Cancel, …). */
  actions?: ReactNode;
  /** The form's accessible name. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * The frame of every form of the office and the site (spec §8): a react-hook-form form checked
 * with the contract's own schema (`useSchemaForm`), its fields, the server's message above them,
 * and the save button, whose title is 'Невалидни данни' while a field is invalid, else
 * 'Запазване на промените'. `TabbedForm` puts tabs inside it.
 */
export function SchemaForm<T extends FieldValues>(props: SchemaFormProps<T>) {
  const { errors, onSubmit, children, saving = false, error, saveLabel, actions } = props;
  const { t } = useTranslation('office');
  const anyInvalid = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    >
      <Stack gap="md">
        <FormAlert message={error} />
        {children}
        <Group justify="flex-end">
          {actions}
          <Button
            type="submit"
            loading={saving}
            title={anyInvalid ? errorText({ code: 'common.invalidData' }) : t('tabbedForm.save')}
          >
            {saveLabel ?? t('tabbedForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
