import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Stack, Tabs, VisuallyHidden } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { errorText } from '../forms/error-text';
import { SchemaForm } from './schema-form';

export type FormTab = {
  value: string;
  label: string;
  /** The form fields on this tab (react-hook-form names; a nested name counts by its first part). */
  fields: readonly string[];
  content: ReactNode;
};

export type TabbedFormProps<T extends FieldValues> = {
  tabs: readonly FormTab[];
  errors: FieldErrors<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  /** The form's overall message (the server's answer). */
  error?: string | null;
  /** The save button's text; its title says whether the data can be saved (spec §8). */
  saveLabel?: string;
  /** Beside the save button (Cancel, …). */
  actions?: ReactNode;
  /** The tab open first. */
  initialTab?: string;
};

function invalidTabs(tabs: readonly FormTab[], errors: FieldErrors): Set<string> {
  const failed = new Set(Object.keys(errors));
  return new Set(
    tabs
      .filter((tab) => tab.fields.some((field) => failed.has(field.split('.')[0] ?? field)))
      .map((tab) => tab.value),
  );
}

/**
 * The tabbed form of spec §2 and §8 (react-hook-form, in the `SchemaForm` frame): a tab holding an invalid field has a red
 * header that says 'Съдържа невалидни данни'; the save button's title is 'Невалидни данни' while
 * any field is invalid, else 'Запазване на промените'. Every panel stays mounted, so a field on a
 * hidden tab keeps its value and its check; submitting with errors opens the first invalid tab.
 */
export function TabbedForm<T extends FieldValues>(props: TabbedFormProps<T>) {
  const { tabs, errors, onSubmit, saving = false, error, saveLabel, actions, initialTab } = props;
  const [active, setActive] = useState<string | null>(initialTab ?? tabs[0]?.value ?? null);
  const invalid = invalidTabs(tabs, errors);
  const containsInvalid = errorText({ code: 'common.containsInvalidData' });
  // Submits counted, so the answer to a save (not a letter typed later) is what opens a tab.
  const [submits, setSubmits] = useState(0);
  const submit: FormEventHandler<HTMLFormElement> = (event) => {
    setSubmits((n) => n + 1);
    onSubmit(event);
  };
  // A save that found errors shows the first tab holding one, and so does a tab that newly holds
  // one (the server's answer); a field fixed after a failed save leaves the user where they are
  // (issue #32 item 16: the announcement form jumped to "Текст" on the first letter typed).
  const firstInvalid = tabs.find((tab) => invalid.has(tab.value))?.value;
  const [seen, setSeen] = useState({ errors, invalid, submits });
  if (errors !== seen.errors) {
    const answered = submits !== seen.submits;
    const grew = [...invalid].some((tab) => !seen.invalid.has(tab));
    setSeen({ errors, invalid, submits: answered ? submits : seen.submits });
    if ((answered || grew) && firstInvalid && active !== null && !invalid.has(active))
      setActive(firstInvalid);
  }

  return (
    <SchemaForm
      errors={errors}
      onSubmit={submit}
      saving={saving}
      error={error}
      saveLabel={saveLabel}
      actions={actions}
    >
      <Tabs value={active} onChange={setActive} keepMounted>
        <Tabs.List>
          {tabs.map((tab) => {
            const bad = invalid.has(tab.value);
            return (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                color={bad ? 'red.9' : undefined}
                c={bad ? 'red.9' : undefined}
                fw={bad ? 700 : undefined}
                title={bad ? containsInvalid : undefined}
                data-invalid={bad || undefined}
              >
                {tab.label}
                {bad && <VisuallyHidden>{` (${containsInvalid})`}</VisuallyHidden>}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <Stack gap="md">{tab.content}</Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </SchemaForm>
  );
}
