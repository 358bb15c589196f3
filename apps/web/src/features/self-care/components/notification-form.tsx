import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Account } from '@toll/contract/accounts';
import {
  notificationSettingsBodySchema,
  type NotificationSettingsBody,
} from '@toll/contract/self-care';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { TOLL_SETTINGS_KEY, updateNotifications } from '../api/self-care-api';

type Values = z.input<typeof notificationSettingsBodySchema>;
const FIELDS = ['notificationPhone', 'notificationEmail', 'lowBalancePercent'] as const;

const valuesOf = (account: Account): Values => ({
  version: account.version,
  smsNotifications: account.smsNotifications,
  emailNotifications: account.emailNotifications,
  notificationPhone: account.notificationPhone ?? '',
  notificationEmail: account.notificationEmail ?? '',
  lowBalancePercent: account.lowBalancePercent,
});

/**
 * The contract's notices as the customer sets them (PUT /self-care/accounts/{id}/notifications), at
 * the version read: someone else's change in between answers 409 and offers the current values.
 */
export function NotificationForm({ account }: { account: Account }) {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const form = useForm<Values, unknown, NotificationSettingsBody>({
    resolver: contractResolver(notificationSettingsBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(account),
  });
  const { errors } = form.formState;
  const { reset } = form;
  // a newer version read (after a save, or "load the current settings") becomes the form's values
  useEffect(() => reset(valuesOf(account)), [reset, account]);
  const save = useMutation({
    mutationFn: (values: NotificationSettingsBody) => updateNotifications(lang, account.id, values),
    onSuccess: async (saved) => {
      form.reset(valuesOf(saved));
      await queryClient.invalidateQueries({ queryKey: TOLL_SETTINGS_KEY });
    },
    onError: (error) => {
      setStale(error instanceof ApiRequestError && error.status === 409);
      setFormError(applyServerError(error, form.setError, FIELDS));
    },
  });
  const closed = account.status === 'CLOSED';
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setStale(false);
    save.reset();
    save.mutate(values);
  });
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: TOLL_SETTINGS_KEY });
    setStale(false);
    setFormError(null);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('tollSettings.notices')}
    >
      <FormAlert message={closed ? t('tollSettings.closed') : null} kind="info" />
      <FormAlert message={formError} />
      <FormAlert message={save.isSuccess ? t('tollSettings.saved') : null} kind="success" />
      <fieldset disabled={closed} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <Group gap="xl">
            <Switch label={t('tollSettings.sms')} {...form.register('smsNotifications')} />
            <Switch label={t('tollSettings.email')} {...form.register('emailNotifications')} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('tollSettings.phone')}
              description={t('tollSettings.phoneHint')}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              error={errors.notificationPhone?.message}
              {...form.register('notificationPhone')}
            />
            <TextInput
              label={t('tollSettings.emailAddress')}
              description={t('tollSettings.emailHint')}
              type="email"
              autoComplete="email"
              maxLength={254}
              error={errors.notificationEmail?.message}
              {...form.register('notificationEmail')}
            />
            <Controller
              control={form.control}
              name="lowBalancePercent"
              render={({ field }) => (
                <NumberInput
                  label={t('tollSettings.lowBalance')}
                  description={t('tollSettings.lowBalanceHint')}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                  onBlur={field.onBlur}
                  error={errors.lowBalancePercent?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('tollSettings.save')}
            </Button>
            {stale && (
              <Button variant="default" onClick={() => void reload()}>
                {t('tollSettings.reload')}
              </Button>
            )}
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
