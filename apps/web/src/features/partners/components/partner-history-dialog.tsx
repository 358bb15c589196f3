import { AppModal } from '../../../components/app-modal';
import { usePartnersT } from '../../../i18n/partners-bundle';
import { RecordHistory } from '../../record-history';
import { formFieldOf } from '../partner-form-schema';

/** The audit log's field names as the partner form's labels (commissionBp → "Commission, %"). */
export function usePartnerFieldLabel() {
  const t = usePartnersT();
  return (field: string): string | undefined => {
    const name = formFieldOf(field);
    return name ? t(`form.fields.${name}` as 'form.fields.name') : undefined;
  };
}

/** A partner's change history (the audit log, entity 'partner') in the shared modal. */
export function PartnerHistoryDialog({
  partner,
  onClose,
}: {
  partner: { id: number; name: string };
  onClose: () => void;
}) {
  const t = usePartnersT();
  const fieldLabel = usePartnerFieldLabel();
  return (
    <AppModal opened onClose={onClose} title={t('historyTitle', { name: partner.name })} size="xl">
      <RecordHistory entity="partner" id={partner.id} fieldLabel={fieldLabel} />
    </AppModal>
  );
}
