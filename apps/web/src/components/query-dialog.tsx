import { useMemo } from 'react';
import { Button, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../forms/use-schema-form';
import { AppModal } from './app-modal';
import { SchemaForm } from './schema-form';

export type QueryDialogProps = {
  opened: boolean;
  title: string;
  /** What is asked (e.g. "Reason for the suspension"). */
  label: string;
  message?: string;
  /**
   * The contract's schema of the answer (e.g. a request body's `reason`), so the dialog refuses
   * what the server would. Without one: required (spec §4 reasons) unless `required` is false,
   * at most `maxLength` characters.
   */
  schema?: z.ZodType<string, string>;
  required?: boolean;
  maxLength?: number;
  busy?: boolean;
  /** The server's answer when the action failed. */
  error?: string | null;
  /** The answer, trimmed, once it passes the schema. */
  onConfirm: (value: string) => void;
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
  const { busy = false, error, onConfirm, onCancel } = props;
  const { t } = useTranslation('office');
  const answer = props.schema;
  const schema = useMemo(() => {
    const text = z.string().trim().max(maxLength);
    return z.object({ value: answer ?? (required ? text.min(1) : text) });
  }, [answer, required, maxLength]);
  const { form, submitWith } = useSchemaForm(schema, {
    defaultValues: { value: '' },
    fields: ['value'],
  });
  return (
    <SchemaForm
      errors={form.formState.errors}
      onSubmit={submitWith((values) => onConfirm(values.value.trim()))}
      saving={busy}
      error={error}
      saveLabel={t('common.ok')}
      actions={
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      }
    >
      {message && <Text>{message}</Text>}
      <Textarea
        label={label}
        required={required}
        maxLength={maxLength}
        autosize
        minRows={2}
        error={form.formState.errors.value?.message}
        data-autofocus
        {...form.register('value')}
      />
    </SchemaForm>
  );
}
