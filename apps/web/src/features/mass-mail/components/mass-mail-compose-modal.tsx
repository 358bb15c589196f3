import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { massMailCreateSchema, type MassMailCampaign } from '@toll/contract/mass-mail';
import { MASS_MAIL_RECIPIENT_KINDS } from '@toll/domain/mass-mail';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import {
  createCampaign,
  MASS_MAIL_KEY,
  recipientOptions,
  type MassMailBody,
} from '../api/mass-mail-api';

type FormInput = z.input<typeof massMailCreateSchema>;
const FIELDS = [
  'subjectBg',
  'subjectEn',
  'messageBg',
  'messageEn',
  'recipients',
  'selectedIds',
  'emails',
] as const;

/** Composes a mass mail: subject and message in bg and en, and who receives it (spec §3, §5). */
export function MassMailComposeModal(props: {
  onClose: () => void;
  onCreated: (campaign: MassMailCampaign) => void;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const form = useForm<FormInput, unknown, MassMailBody>({
    resolver: contractResolver(massMailCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      subjectBg: '',
      subjectEn: '',
      messageBg: '',
      messageEn: '',
      recipients: 'clients',
      selectedIds: [],
      all: false,
      emails: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'recipients' });
  const all = useWatch({ control: form.control, name: 'all' });
  const picking = kind === 'clients' || kind === 'partners';
  const options = useQuery({
    queryKey: [...MASS_MAIL_KEY, 'options', kind, search],
    queryFn: ({ signal }) =>
      recipientOptions(lang, kind === 'partners' ? 'partners' : 'clients', search, signal),
    enabled: picking,
  });
  const save = useMutation({
    mutationFn: (body: MassMailBody) => createCampaign(lang, body),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: MASS_MAIL_KEY });
      props.onCreated(created);
    },
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    const body: MassMailBody =
      values.recipients === 'emails'
        ? { ...values, selectedIds: undefined, all: undefined }
        : { ...values, emails: undefined, selectedIds: values.all ? [] : values.selectedIds };
    save.mutate(body);
  });
  const { errors } = form.formState;
  const optionData = [
    ...(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
    ...Object.entries(names)
      .filter(([id]) => !(options.data ?? []).some((o) => String(o.id) === id))
      .map(([value, label]) => ({ value, label })),
  ];

  return (
    <AppModal opened onClose={props.onClose} size="xl" title={t('massMail.composeTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t('massMail.subjectBg')}
              required
              maxLength={200}
              lang="bg"
              error={errors.subjectBg?.message}
              {...form.register('subjectBg')}
            />
            <TextInput
              label={t('massMail.subjectEn')}
              required
              maxLength={200}
              lang="en"
              error={errors.subjectEn?.message}
              {...form.register('subjectEn')}
            />
          </Group>
          <Group grow align="flex-start">
            <Textarea
              label={t('massMail.messageBg')}
              required
              autosize
              minRows={5}
              maxLength={20_000}
              lang="bg"
              error={errors.messageBg?.message}
              {...form.register('messageBg')}
            />
            <Textarea
              label={t('massMail.messageEn')}
              required
              autosize
              minRows={5}
              maxLength={20_000}
              lang="en"
              error={errors.messageEn?.message}
              {...form.register('messageEn')}
            />
          </Group>
          <Controller
            control={form.control}
            name="recipients"
            render={({ field }) => (
              <Radio.Group
                label={t('massMail.recipients')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
              >
                <Group mt="xs">
                  {MASS_MAIL_RECIPIENT_KINDS.map((value) => (
                    <Radio key={value} value={value} label={t(`massMail.kinds.${value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {picking && (
            <>
              <Controller
                control={form.control}
                name="all"
                render={({ field }) => (
                  <Checkbox
                    label={t(kind === 'partners' ? 'massMail.allPartners' : 'massMail.allClients')}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              {!all && (
                <Controller
                  control={form.control}
                  name="selectedIds"
                  render={({ field }) => (
                    <MultiSelect
                      label={t(
                        kind === 'partners' ? 'massMail.pickPartners' : 'massMail.pickClients',
                      )}
                      searchable
                      clearable
                      searchValue={search}
                      onSearchChange={setSearch}
                      data={optionData}
                      nothingFoundMessage={t('massMail.nothingFound')}
                      value={(field.value ?? []).map(String)}
                      onChange={(values) => {
                        const known = Object.fromEntries(optionData.map((o) => [o.value, o.label]));
                        setNames(Object.fromEntries(values.map((v) => [v, known[v] ?? v])));
                        field.onChange(values.map(Number));
                      }}
                      error={errors.selectedIds?.message}
                    />
                  )}
                />
              )}
            </>
          )}
          {kind === 'emails' && (
            <Textarea
              label={t('massMail.emails')}
              description={t('massMail.emailsHint')}
              autosize
              minRows={3}
              error={errors.emails?.message}
              {...form.register('emails')}
            />
          )}
          <FormAlert message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('massMail.saveDraft')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
