import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner } from '@toll/contract/partners';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryDialog } from '../../../components/query-dialog';
import { usePartnersT } from '../../../i18n/partners-bundle';
import { useLang } from '../../../i18n/use-lang';
import { getPartner } from '../api/get-partner';
import { PARTNERS_KEY } from '../api/partner-keys';
import { reactivatePartner, suspendPartner } from '../api/partner-status';

export type StatusAction = 'suspend' | 'reactivate';
export type StatusRequest = {
  action: StatusAction;
  partner: { id: number; name: string; version?: number };
};

export type PartnerStatusFlowProps = {
  request: StatusRequest | null;
  onClose: () => void;
  /** The server's success message and the partner as it is now. */
  onDone: (message: string, partner: Partner) => void;
};

/**
 * Suspending (a required reason in the single-field query dialog, then a confirmation) and
 * reactivating (a confirmation), spec §4. The form sends the version it shows (a stale one is
 * refused with 409); the list reads the partner's version when the user confirms.
 */
export function PartnerStatusFlow({ request, onClose, onDone }: PartnerStatusFlowProps) {
  const t = usePartnersT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string | null>(null);
  // A new request starts without the previous one's reason.
  const [asked, setAsked] = useState(request);
  if (asked !== request) {
    setAsked(request);
    setReason(null);
  }
  const change = useMutation({
    mutationFn: async ({ action, partner }: StatusRequest) => {
      const version = partner.version ?? (await getPartner(lang, partner.id)).version;
      return action === 'suspend'
        ? suspendPartner(lang, partner.id, version, reason ?? '')
        : reactivatePartner(lang, partner.id, version);
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: PARTNERS_KEY });
      onDone(answer.message, answer.partner);
    },
  });
  const close = () => {
    change.reset();
    onClose();
  };
  const asking = request?.action === 'suspend' && reason === null;
  const confirming = request !== null && !asking;
  const name = request?.partner.name ?? '';
  return (
    <>
      <QueryDialog
        opened={asking}
        title={t('status.suspendTitle')}
        label={t('status.reason')}
        onConfirm={setReason}
        onCancel={close}
      />
      <ConfirmDialog
        opened={confirming}
        title={t(
          request?.action === 'reactivate' ? 'status.reactivateTitle' : 'status.suspendTitle',
        )}
        message={t(
          request?.action === 'reactivate' ? 'status.reactivateConfirm' : 'status.suspendConfirm',
          { name },
        )}
        danger={request?.action === 'suspend'}
        busy={change.isPending}
        error={change.error?.message}
        onCancel={close}
        onConfirm={() => {
          if (request) change.mutate(request);
        }}
      />
    </>
  );
}
