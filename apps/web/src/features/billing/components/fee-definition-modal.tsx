import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceFeeDefinition, ServiceFeeDefinitionInput } from '@toll/contract/billing';
import { INVOICE_BASES, SERVICE_FEE_PERIODS, SERVICE_FEE_TYPES } from '@toll/domain/invoicing';
import { fromMajor } from '@toll/domain/money';
import { ApiRequestError } from '../../../api/client';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { BILLING_KEY, saveDefinition } from '../api/billing-api';

export type FeeDefinitionModalProps = {
  /** The definition to change, or null for a new one. */
  record: ServiceFeeDefinition | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** A service fee definition: name, descriptions in bg and en, amount, period, type and invoicing. */
export function FeeDefinitionModal({ record, onClose, onSaved }: FeeDefinitionModalProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: record?.name ?? '',
    descriptionBg: record?.descriptionBg ?? '',
    descriptionEn: record?.descriptionEn ?? '',
    amount: record ? record.amountMinor / 100 : 0,
    period: record?.period ?? 'MONTH',
    feeType: record?.feeType ?? 'FIX',
    invoiceBasis: record?.invoiceBasis ?? 'SERVICE',
    invoicingDay: record?.invoicingDay ?? 1,
    vatPercent: record?.vatPercent ?? 20,
    active: record?.active ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const save = useMutation({
    mutationFn: (body: ServiceFeeDefinitionInput) => saveDefinition(lang, body, record),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
      onSaved(t('billing.definitionSaved', { name: saved.name }));
    },
    onError: (e) => setError(e instanceof ApiRequestError ? e.message : t('billing.failed')),
  });
  const submit = () => {
    setError(null);
    const amountMinor = fromMajor(values.amount);
    if (amountMinor === null) return setError(t('billing.badAmount'));
    save.mutate({
      name: values.name,
      descriptionBg: values.descriptionBg,
      descriptionEn: values.descriptionEn,
      amountMinor,
      currency: 'EUR',
      period: values.period,
      feeType: values.feeType,
      invoiceBasis: values.invoiceBasis,
      documentType: 'INVOICE',
      invoicingDay: values.invoicingDay,
      vatPercent: values.vatPercent,
      active: values.active,
    });
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      title={record ? t('billing.editDefinition') : t('billing.newDefinition')}
    >
      <Stack gap="sm">
        <FormAlert message={error} />
        <TextInput
          label={t('billing.name')}
          required
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <TextInput
          label={t('billing.descriptionBg')}
          required
          value={values.descriptionBg}
          onChange={(e) => set('descriptionBg', e.currentTarget.value)}
        />
        <TextInput
          label={t('billing.descriptionEn')}
          required
          value={values.descriptionEn}
          onChange={(e) => set('descriptionEn', e.currentTarget.value)}
        />
        <Group grow>
          <NumberInput
            label={t('billing.amountEur')}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            decimalSeparator={lang === 'bg' ? ',' : '.'}
            value={values.amount}
            onChange={(v) => set('amount', typeof v === 'number' ? v : Number(v) || 0)}
          />
          <NumberInput
            label={t('billing.vatPercent')}
            min={0}
            max={100}
            value={values.vatPercent}
            onChange={(v) => set('vatPercent', Number(v) || 0)}
          />
          <NumberInput
            label={t('billing.invoicingDay')}
            min={1}
            max={31}
            value={values.invoicingDay}
            onChange={(v) => set('invoicingDay', Number(v) || 1)}
          />
        </Group>
        <Group grow>
          <NativeSelect
            label={t('billing.period')}
            value={values.period}
            onChange={(e) => set('period', e.currentTarget.value as typeof values.period)}
            data={SERVICE_FEE_PERIODS.map((value) => ({
              value,
              label: t(`billing.periods.${value}`),
            }))}
          />
          <NativeSelect
            label={t('billing.feeType')}
            value={values.feeType}
            onChange={(e) => set('feeType', e.currentTarget.value as typeof values.feeType)}
            data={SERVICE_FEE_TYPES.map((value) => ({
              value,
              label: t(`billing.feeTypes.${value}`),
            }))}
          />
          <NativeSelect
            label={t('billing.invoiceBasis')}
            value={values.invoiceBasis}
            onChange={(e) =>
              set('invoiceBasis', e.currentTarget.value as typeof values.invoiceBasis)
            }
            data={INVOICE_BASES.map((value) => ({ value, label: t(`billing.bases.${value}`) }))}
          />
        </Group>
        <Checkbox
          label={t('billing.active')}
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('billing.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('billing.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
