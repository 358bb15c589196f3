import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementRecord } from '@toll/contract/announcements';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLang } from '../../../i18n/use-lang';
import {
  ANNOUNCEMENTS_KEY,
  changeAnnouncementStatus,
  type AnnouncementStatusAction,
} from '../api/announcement-admin';

export type PendingStatusChange = {
  action: AnnouncementStatusAction;
  record: AnnouncementRecord;
};

/** Archive or restore an announcement after a No/Yes confirmation. */
export function AnnouncementStatusDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingStatusChange | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: ({ action, record }: PendingStatusChange) =>
      changeAnnouncementStatus(lang, action, record),
    onSuccess: async (saved, { action }) => {
      await queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
      onDone(t(`announcements.done.${action}`, { name: saved.name }));
    },
  });
  const close = () => {
    run.reset();
    onClose();
  };
  const action = pending?.action ?? 'archive';
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={t(`announcements.confirm.${action}.title`)}
      message={t(`announcements.confirm.${action}.text`, { name: pending?.record.name ?? '' })}
      danger={action === 'archive'}
      busy={run.isPending}
      error={run.error?.message}
      onCancel={close}
      onConfirm={() => {
        if (pending) run.mutate(pending);
      }}
    />
  );
}
