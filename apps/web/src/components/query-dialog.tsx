import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../forms/error-text';
import { AppModal } from './app-modal';
import { FormAlert } from './form-alert';

export type QueryDialogProps = {
  opened: boolean;
  title: string;
  /** What is asked (e.g. "Reason for the suspension"). */
  label: string;
  message?: string;
  /** Reasons are required (spec §4): an empty answer shows the catalogue's "required" message. */
  required?: boolean;
  maxLength?: number;
  busy?: boolean;
  /** The server's answer when the action failed. */
  error?: string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
};

/**
 * The single-field query dialog of spec §2: one answer, Cancel and OK. Used for every reason the
 * back-office asks for (suspend, remove, refuse…).
 */
export function QueryDialog(props: QueryDialogProps) {
  const { opened, title, onCancel } = props;
  // The form mounts with each opening, so every question starts empty.
  return (
    <AppModal opened={opened} onClose={onCancel} title={title}>
      <QueryForm {...props} />
    </AppModal>
  );
}

function QueryForm(props: QueryDialogProps) {
  const { label, message, required = true, maxLength = 500 } = props;
  const { busy = false, error, onSubmit, onCancel } = props;
  const { t } = useTranslation('office');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = required && value.trim() === '';
  const fieldError = touched && missing ? errorText({ code: 'validation.required' }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) onSubmit(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {message && <Text>{message}</Text>}
        <Textarea
          label={label}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          required={required}
          maxLength={maxLength}
          autosize
          minRows={2}
          error={fieldError}
          data-autofocus
        />
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
