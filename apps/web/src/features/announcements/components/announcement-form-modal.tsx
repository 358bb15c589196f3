import { useState } from 'react';
import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  announcementCreateBodySchema,
  type AnnouncementRecord,
} from '@toll/contract/announcements';
import { PRODUCT_TYPES } from '@toll/domain/public-content';
import { AppModal } from '../../../components/app-modal';
import { TabbedForm, type FormTab } from '../../../components/tabbed-form';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { RecordHistory } from '../../record-history';
import {
  ANNOUNCEMENTS_KEY,
  saveAnnouncement,
  type AnnouncementBody,
} from '../api/announcement-admin';

type FormInput = z.input<typeof announcementCreateBodySchema>;

const FIELDS = ['name', 'link', 'messageBg', 'messageEn', 'productType'] as const;
const LABELS = {
  name: 'announcements.name',
  link: 'announcements.link',
  messageBg: 'announcements.messageBg',
  messageEn: 'announcements.messageEn',
  productType: 'announcements.productType',
  status: 'announcements.status',
} as const;

export type AnnouncementFormModalProps = {
  /** The announcement to edit, or null to post a new one. */
  record: AnnouncementRecord | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** The tab open first (`history` from the row's History action). */
  initialTab?: string;
};

/** Posts or edits an announcement: name, product type and link; the message in bg and en; history. */
export function AnnouncementFormModal(props: AnnouncementFormModalProps) {
  const { record, onClose, onSaved, initialTab } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, AnnouncementBody>({
    resolver: contractResolver(announcementCreateBodySchema),
    mode: 'onTouched',
    defaultValues: {
      name: record?.name ?? '',
      link: record?.link ?? '',
      messageBg: record?.messageBg ?? '',
      messageEn: record?.messageEn ?? '',
      productType: record?.productType ?? 'E_VIGNETTE',
    },
  });
  const save = useMutation({
    mutationFn: (body: AnnouncementBody) => saveAnnouncement(lang, body, record),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
      onSaved(t(record ? 'announcements.updated' : 'announcements.created', { name: saved.name }));
    },
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });
  const { errors } = form.formState;

  const tabs: FormTab[] = [
    {
      value: 'details',
      label: t('announcements.tabs.details'),
      fields: ['name', 'productType', 'link'],
      content: (
        <Stack gap="sm">
          <TextInput
            label={t('announcements.name')}
            required
            maxLength={200}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <NativeSelect
            label={t('announcements.productType')}
            data={PRODUCT_TYPES.map((value) => ({
              value,
              label: t(`announcements.productTypes.${value}`),
            }))}
            error={errors.productType?.message}
            {...form.register('productType')}
          />
          <TextInput
            label={t('announcements.link')}
            type="url"
            placeholder="https://"
            maxLength={500}
            error={errors.link?.message}
            {...form.register('link')}
          />
        </Stack>
      ),
    },
    {
      value: 'texts',
      label: t('announcements.tabs.texts'),
      fields: ['messageBg', 'messageEn'],
      content: (
        <Stack gap="sm">
          <Textarea
            label={t('announcements.messageBg')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            lang="bg"
            error={errors.messageBg?.message}
            {...form.register('messageBg')}
          />
          <Textarea
            label={t('announcements.messageEn')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            lang="en"
            error={errors.messageEn?.message}
            {...form.register('messageEn')}
          />
        </Stack>
      ),
    },
  ];
  if (record)
    tabs.push({
      value: 'history',
      label: t('history.button'),
      fields: [],
      content: (
        <RecordHistory
          entity="announcement"
          id={record.id}
          fieldLabel={(field) =>
            field in LABELS ? t(LABELS[field as keyof typeof LABELS]) : undefined
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
        record
          ? t('announcements.editTitle', { name: record.name })
          : t('announcements.createTitle')
      }
    >
      <TabbedForm
        tabs={tabs}
        initialTab={initialTab}
        errors={errors}
        onSubmit={(event) => void submit(event)}
        saving={save.isPending}
        error={formError}
        saveLabel={t(record ? 'announcements.save' : 'announcements.create')}
        actions={
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        }
      />
    </AppModal>
  );
}
