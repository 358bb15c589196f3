import type { FormEventHandler } from 'react';
import { Alert } from '@mantine/core';
import type { Partner } from '@toll/contract/partners';
import { TabbedForm, type FormTab } from '../../../components/tabbed-form';
import { errorText } from '../../../forms/error-text';
import { usePartnersT } from '../../../i18n/partners-bundle';
import type { PartnerRef } from '../api/partner-choices';
import type { PartnerSaveKind } from '../api/save-partner';
import { PARTNER_FORM_TABS } from '../partner-form-schema';
import { usePartnerRights } from '../use-partner-rights';
import { PartnerApiKeys } from './partner-api-keys';
import { PartnerCommissioners } from './partner-commissioners';
import { PartnerServiceFees } from './partner-service-fees';
import {
  PartnerInvoiceFields,
  PartnerMainFields,
  PartnerNotificationFields,
  PartnerPaymentFields,
  PartnerReportsFields,
  type PartnerForm,
} from './partner-fields';

export type PartnerTabsProps = {
  kind: PartnerSaveKind;
  form: PartnerForm;
  /** The saved partner; null while a new one is being entered. */
  partner: Partner | null;
  readOnly: boolean;
  vendors: readonly PartnerRef[];
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onEikBlur: (eik: string) => void;
  /** A dependent part (commissioners, API keys) changed the partner; null: read it again. */
  onPartnerChanged: (partner: Partner | null, message: string | null) => void;
};

/** Before the first save, the parts that hang on a partner say so (spec §5, SAVE_ERROR). */
function SaveFirst() {
  return <Alert color="yellow">{errorText({ code: 'common.saveFirst' })}</Alert>;
}

/**
 * The partner's tabs (spec §2): main data, invoice data, reports and language, notifications,
 * IBANs and terminals, commissioners, API keys (for those who may see them) and the monthly
 * service fees of its contracts.
 */
export function PartnerTabs(props: PartnerTabsProps) {
  const { kind, form, partner, readOnly, vendors, saving, onSubmit, onEikBlur } = props;
  const { onPartnerChanged } = props;
  const t = usePartnersT();
  const rights = usePartnerRights();
  const fields = { form, readOnly };
  const tabs: FormTab[] = [
    {
      value: 'main',
      label: t('form.tabs.main'),
      fields: PARTNER_FORM_TABS.main,
      content: (
        <PartnerMainFields {...fields} kind={kind} vendors={vendors} onEikBlur={onEikBlur} />
      ),
    },
    {
      value: 'invoice',
      label: t('form.tabs.invoice'),
      fields: PARTNER_FORM_TABS.invoice,
      content: <PartnerInvoiceFields {...fields} />,
    },
    {
      value: 'reports',
      label: t('form.tabs.reports'),
      fields: PARTNER_FORM_TABS.reports,
      content: <PartnerReportsFields {...fields} />,
    },
    {
      value: 'notifications',
      label: t('form.tabs.notifications'),
      fields: PARTNER_FORM_TABS.notifications,
      content: <PartnerNotificationFields {...fields} />,
    },
    {
      value: 'payments',
      label: t('form.tabs.payments'),
      fields: PARTNER_FORM_TABS.payments,
      content: <PartnerPaymentFields {...fields} />,
    },
    {
      value: 'commissioners',
      label: t('form.tabs.commissioners'),
      fields: [],
      content: partner ? (
        <PartnerCommissioners
          key={partner.id}
          partner={partner}
          readOnly={readOnly}
          onSaved={(saved, message) => onPartnerChanged(saved, message)}
        />
      ) : (
        <SaveFirst />
      ),
    },
    ...(rights.viewApis
      ? [
          {
            value: 'apis',
            label: t('form.tabs.apis'),
            fields: [],
            content: partner ? (
              <PartnerApiKeys
                partnerId={partner.id}
                keys={partner.apis ?? []}
                manage={rights.apis}
                onChanged={(message) => onPartnerChanged(null, message)}
              />
            ) : (
              <SaveFirst />
            ),
          },
        ]
      : []),
    {
      value: 'fees',
      label: t('form.tabs.fees'),
      fields: [],
      content: partner ? <PartnerServiceFees partnerId={partner.id} /> : <SaveFirst />,
    },
  ];
  return (
    <TabbedForm tabs={tabs} errors={form.formState.errors} onSubmit={onSubmit} saving={saving} />
  );
}
