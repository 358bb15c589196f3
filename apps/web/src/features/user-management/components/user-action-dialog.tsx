import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@toll/contract/identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLang } from '../../../i18n/use-lang';
import { USERS_KEY } from '../api/list-users';
import { runUserAction, type UserAction } from '../api/user-actions';

export type UserActionDialogProps = {
  pending: { action: UserAction; user: UserDetails } | null;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Activate, decommission or delete a user, each after a No/Yes confirmation. */
export function UserActionDialog({ pending, onClose, onDone }: UserActionDialogProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: ({ action, user }: { action: UserAction; user: UserDetails }) =>
      runUserAction(lang, action, user.id),
    onSuccess: async (message, { action }) => {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onDone(message ?? t(`users.done.${action}`));
    },
  });
  const close = () => {
    run.reset();
    onClose();
  };
  const action = pending?.action ?? 'activate';
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={t(`users.confirm.${action}.title`)}
      message={t(`users.confirm.${action}.text`, { username: pending?.user.username ?? '' })}
      danger={action !== 'activate'}
      busy={run.isPending}
      error={run.error?.message}
      onCancel={close}
      onConfirm={() => {
        if (pending) run.mutate(pending);
      }}
    />
  );
}
