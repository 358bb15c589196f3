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
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  serviceFeeDefinitionInputSchema,
  type ServiceFeeDefinition,
  type ServiceFeeDefinitionInput,
} from '@toll/contract/billing';
import { INVOICE_BASES, SERVICE_FEE_PERIODS, SERVICE_FEE_TYPES } from '@toll/domain/invoicing';
import { fromMajor } from '@toll/domain/money';
import { ApiRequestError } from '../../../api/client';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { useLang } from '../../../i18n/use-lang';
import { BILLING_KEY, saveDefinition } from '../api/billing-api';

type Values = {
  name: string;
  descriptionBg: string;
  descriptionEn: string;
  /** In euros as typed (NumberInput: a number, or '' when empty). */
  amount: number | string;
  period: ServiceFeeDefinitionInput['period'];
  feeType: ServiceFeeDefinitionInput['feeType'];
  invoiceBasis: ServiceFeeDefinitionInput['invoiceBasis'];
  invoicingDay: number | string;
  vatPercent: number | string;
  active: boolean;
};
const FIELDS = [
  'name',
  'descriptionBg',
  'descriptionEn',
  'amount',
  'period',
  'feeType',
  'invoiceBasis',
  'invoicingDay',
  'vatPercent',
  'active',
] as const;

/** An empty number field is sent as nothing typed, so the schema calls it required. */
const numberOf = (value: number | string): number =>
  value === '' ? Number.NaN : typeof value === 'number' ? value : Number(value);

/** The body of POST/PUT /service-fees/definitions (the amount typed in euros). */
const bodyOf = (v: Values): ServiceFeeDefinitionInput => ({
  name: v.name,
  descriptionBg: v.descriptionBg,
  descriptionEn: v.descriptionEn,
  amountMinor: v.amount === '' ? Number.NaN : (fromMajor(numberOf(v.amount)) ?? Number.NaN),
  currency: 'EUR',
  period: v.period,
  feeType: v.feeType,
  invoiceBasis: v.invoiceBasis,
  documentType: 'INVOICE',
  invoicingDay: numberOf(v.invoicingDay),
  vatPercent: numberOf(v.vatPercent),
  active: v.active,
});
const fieldOf = (path: string) => (path === 'amountMinor' ? 'amount' : path);

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
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: record?.name ?? '',
      descriptionBg: record?.descriptionBg ?? '',
      descriptionEn: record?.descriptionEn ?? '',
      amount: record ? record.amountMinor / 100 : '',
      period: record?.period ?? 'MONTH',
      feeType: record?.feeType ?? 'FIX',
      invoiceBasis: record?.invoiceBasis ?? 'SERVICE',
      invoicingDay: record?.invoicingDay ?? 1,
      vatPercent: record?.vatPercent ?? 20,
      active: record?.active ?? true,
    },
    resolver: bodyResolver<Values>(serviceFeeDefinitionInputSchema, bodyOf, fieldOf),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: ServiceFeeDefinitionInput) => saveDefinition(lang, body, record),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
      onSaved(t('billing.definitionSaved', { name: saved.name }));
    },
    onError: (e) => {
      const named =
        e instanceof ApiRequestError
          ? new ApiRequestError(
              e.message,
              e.status,
              e.fieldErrors.map((fe) => ({ ...fe, field: fieldOf(fe.field) })),
            )
          : e;
      setError(
        applyServerError(named, form.setError, FIELDS) ??
          (e instanceof ApiRequestError ? null : t('billing.failed')),
      );
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(bodyOf(values)));
  const number = (
    name: 'amount' | 'vatPercent' | 'invoicingDay',
    label: string,
    extra: Partial<Parameters<typeof NumberInput>[0]>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          clampBehavior="none"
          error={errors[name]?.message}
          {...extra}
        />
      )}
    />
  );

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      title={record ? t('billing.editDefinition') : t('billing.newDefinition')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          setError(null);
          void submit(event);
        }}
      >
        <Stack gap="sm">
          <FormAlert message={error} />
          <TextInput
            label={t('billing.name')}
            required
            maxLength={100}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('billing.descriptionBg')}
            required
            maxLength={500}
            error={errors.descriptionBg?.message}
            {...form.register('descriptionBg')}
          />
          <TextInput
            label={t('billing.descriptionEn')}
            required
            maxLength={500}
            error={errors.descriptionEn?.message}
            {...form.register('descriptionEn')}
          />
          <Group grow align="flex-start">
            {number('amount', t('billing.amountEur'), {
              decimalScale: 2,
              fixedDecimalScale: true,
              decimalSeparator: lang === 'bg' ? ',' : '.',
            })}
            {number('vatPercent', t('billing.vatPercent'), { allowDecimal: false })}
            {number('invoicingDay', t('billing.invoicingDay'), { allowDecimal: false })}
          </Group>
          <Group grow align="flex-start">
            <NativeSelect
              label={t('billing.period')}
              {...form.register('period')}
              data={SERVICE_FEE_PERIODS.map((value) => ({
                value,
                label: t(`billing.periods.${value}`),
              }))}
            />
            <NativeSelect
              label={t('billing.feeType')}
              {...form.register('feeType')}
              data={SERVICE_FEE_TYPES.map((value) => ({
                value,
                label: t(`billing.feeTypes.${value}`),
              }))}
            />
            <NativeSelect
              label={t('billing.invoiceBasis')}
              {...form.register('invoiceBasis')}
              data={INVOICE_BASES.map((value) => ({ value, label: t(`billing.bases.${value}`) }))}
            />
          </Group>
          <Checkbox label={t('billing.active')} {...form.register('active')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('billing.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('billing.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
