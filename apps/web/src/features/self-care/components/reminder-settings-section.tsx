import './self-care-styles';
import { useState } from 'react';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
  type ReminderSettings,
  type ReminderSettingsUpdate,
} from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { bodyResolver } from '../../../forms/body-resolver';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { useSession } from '../../session';

const KEY = ['user', 'reminder-settings'];

const readSettings = (lang: Lang, signal?: AbortSignal) =>
  api.get('/user/reminder-settings', {
    lang,
    signal,
    parse: (json) => reminderSettingsSchema.parse(json),
  });
const writeSettings = (lang: Lang, body: ReminderSettingsUpdate) =>
  api.put('/user/reminder-settings', {
    lang,
    body,
    parse: (json) => reminderSettingsSchema.parse(json),
  });

type ReminderValues = { sms: boolean; phone: string };
/** The request: the number only while SMS reminders are on. */
const settingsOf = (v: ReminderValues): ReminderSettingsUpdate => ({
  sms: v.sms,
  phone: v.sms ? v.phone.trim() : '',
});

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const t = useSitePagesT();
  const lang = useLang();
  const client = useQueryClient();
  const { form, formError, fail, submitWith } = useSchemaForm<ReminderValues>(
    bodyResolver<ReminderValues>(reminderSettingsUpdateSchema, settingsOf, (path) => path),
    { defaultValues: { sms: saved.sms, phone: saved.phone ?? '' }, fields: ['phone'] },
  );
  const sms = form.watch('sms');
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: ReminderValues) => writeSettings(lang, settingsOf(values)),
    onSuccess: (next) => {
      client.setQueryData(KEY, next);
      setDone(t('reminders.saved'));
    },
    onError: fail,
  });
  return (
    <form
      noValidate
      onSubmit={submitWith((values) => {
        setDone(null);
        save.mutate(values);
      })}
    >
      <Stack gap="sm" align="flex-start">
        <FormAlert message={done} kind="success" />
        <FormAlert message={formError} />
        <Checkbox label={t('reminders.sms')} {...form.register('sms')} />
        {sms && (
          <TextInput
            label={t('reminders.phone')}
            description={t('reminders.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={form.formState.errors.phone?.message}
            {...form.register('phone')}
          />
        )}
        <Button type="submit" loading={save.isPending}>
          {t('reminders.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * account/settings: expiry reminders of the vignettes the user buys come by mail, and by SMS as
 * well when the user gives a mobile number here (issue #38).
 */
export function ReminderSettingsSection() {
  const t = useSitePagesT();
  const lang = useLang();
  const session = useSession();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => readSettings(lang, signal),
    enabled: session !== null,
  });
  return (
    <Stack gap="sm">
      <Text>{t('reminders.intro')}</Text>
      {settings.data && <ReminderForm saved={settings.data} />}
      {settings.isError && <FormAlert message={settings.error.message} />}
    </Stack>
  );
}
