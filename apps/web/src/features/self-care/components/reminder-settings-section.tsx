import './self-care-styles';
import { useState } from 'react';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reminderSettingsSchema,
  type ReminderSettings,
  type ReminderSettingsUpdate,
} from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { useSession } from '../../session/hooks/use-session';

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

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const t = useSitePagesT();
  const lang = useLang();
  const client = useQueryClient();
  const [sms, setSms] = useState(saved.sms);
  const [phone, setPhone] = useState(saved.phone ?? '');
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => writeSettings(lang, { sms, phone: sms ? phone : '' }),
    onSuccess: (next) => {
      client.setQueryData(KEY, next);
      setDone(t('reminders.saved'));
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        save.mutate();
      }}
    >
      <Stack gap="sm" align="flex-start">
        <FormAlert message={done} kind="success" />
        <FormAlert message={save.error instanceof Error ? save.error.message : null} />
        <Checkbox
          checked={sms}
          onChange={(event) => setSms(event.currentTarget.checked)}
          label={t('reminders.sms')}
        />
        {sms && (
          <TextInput
            label={t('reminders.phone')}
            description={t('reminders.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
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
