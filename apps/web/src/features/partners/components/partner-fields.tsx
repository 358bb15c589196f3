import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ActionIcon,
} from '@mantine/core';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { OFFICE_LANGS } from '@toll/domain/languages';
import {
  OBLIGATION_PERIODS,
  PARTNER_TIME_ZONES,
  PARTNER_TYPES,
  SALES_PARTNER_TYPES,
  TERMINAL_PROVIDERS,
  vatNumberFor,
} from '@toll/domain/partners';
import { isValidEik } from '@toll/domain/eik';
import { useTranslation } from 'react-i18next';
import { usePartnersT } from '../../../i18n/partners-bundle';
import type { PartnerRef } from '../api/partner-choices';
import type { PartnerSaveKind } from '../api/save-partner';
import type { PartnerFormField, PartnerFormInput, PartnerFormValues } from '../partner-form-schema';

export type PartnerForm = UseFormReturn<PartnerFormInput, unknown, PartnerFormValues>;
type FieldsProps = { form: PartnerForm; readOnly: boolean };

function useField({ form, readOnly }: FieldsProps) {
  const t = usePartnersT();
  const { errors } = form.formState;
  return (name: PartnerFormField, required = false) => ({
    ...form.register(name),
    label: t(`form.fields.${name}` as 'form.fields.name'),
    error: errors[name]?.message,
    required,
    readOnly,
  });
}

function useCheck({ form, readOnly }: FieldsProps) {
  const t = usePartnersT();
  return (name: PartnerFormField) => ({
    ...form.register(name),
    label: t(`form.fields.${name}` as 'form.fields.name'),
    disabled: readOnly,
  });
}

/** Main data: name, type, EIK (checked for duplicates when left), commission, vendor, deposit. */
export function PartnerMainFields(
  props: FieldsProps & {
    kind: PartnerSaveKind;
    vendors: readonly PartnerRef[];
    onEikBlur: (eik: string) => void;
  },
) {
  const { form, kind, vendors, onEikBlur } = props;
  const t = usePartnersT();
  const field = useField(props);
  const types = kind === 'sales-partner' ? SALES_PARTNER_TYPES : PARTNER_TYPES;
  const eik = form.watch('eik');
  const eikField = field('eik', true);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('name', true)} />
        <TextInput {...field('nameEn')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          {...field('partnerType', true)}
          data={types.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <TextInput
          {...eikField}
          inputMode="numeric"
          description={
            isValidEik(eik) ? t('form.fields.vatNumber', { vat: vatNumberFor(eik) }) : undefined
          }
          onBlur={(event) => {
            const value = event.currentTarget.value.trim();
            void eikField.onBlur(event).then(() => onEikBlur(value));
          }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...field('city')} />
        <TextInput {...field('website')} />
        <TextInput {...field('customerId')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...field('commission', true)} inputMode="decimal" />
        <TextInput {...field('customSaleClass')} />
        <NativeSelect
          {...field('defaultVendorId')}
          data={[
            { value: '', label: t('form.fields.noVendor') },
            ...vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name })),
          ]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...field('deposit', true)} inputMode="decimal" />
        <NativeSelect {...field('depositCurrency')} data={['EUR', 'BGN']} />
      </SimpleGrid>
    </Stack>
  );
}

/** Invoice data: name, address and responsible person in both languages; the number range. */
export function PartnerInvoiceFields(props: FieldsProps) {
  const field = useField(props);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('invoiceNameBg')} />
        <TextInput {...field('invoiceNameEn')} />
        <TextInput {...field('invoiceAddressBg')} />
        <TextInput {...field('invoiceAddressEn')} />
        <TextInput {...field('invoiceResponsibleBg')} />
        <TextInput {...field('invoiceResponsibleEn')} />
        <TextInput {...field('invoiceRangeStart')} inputMode="numeric" />
        <TextInput {...field('invoiceRangeEnd')} inputMode="numeric" />
      </SimpleGrid>
    </Stack>
  );
}

/** Reports and language: permissions, SFTP, language, time zone, period and payment days. */
export function PartnerReportsFields(props: FieldsProps) {
  const t = usePartnersT();
  const { t: office } = useTranslation('office');
  const field = useField(props);
  const check = useCheck(props);
  return (
    <Stack gap="sm">
      <Group>
        <Checkbox {...check('reportsAllowed')} />
        <Checkbox {...check('receivesReports')} />
        <Checkbox {...check('sftpAllowed')} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...field('sftpHost')} />
        <TextInput {...field('sftpPort')} inputMode="numeric" />
        <TextInput {...field('sftpUser')} />
        <TextInput {...field('sftpPath')} />
        <TextInput {...field('sftpKeyName')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          {...field('lang', true)}
          data={OFFICE_LANGS.map((value) => ({ value, label: office(`common.langName.${value}`) }))}
        />
        <NativeSelect
          {...field('timeZone', true)}
          data={PARTNER_TIME_ZONES.map((value) => ({ value, label: t(`form.timeZones.${value}`) }))}
        />
        <NativeSelect
          {...field('obligationsPeriod', true)}
          data={OBLIGATION_PERIODS.map((value) => ({ value, label: t(`form.periods.${value}`) }))}
        />
        <TextInput {...field('duePaymentDays', true)} inputMode="numeric" />
        <TextInput {...field('delayDays', true)} inputMode="numeric" />
      </SimpleGrid>
    </Stack>
  );
}

/** Notifications: the flags and "send receipts". */
export function PartnerNotificationFields(props: FieldsProps) {
  const check = useCheck(props);
  return (
    <Stack gap="sm">
      <Checkbox {...check('sendReceipts')} />
      <Checkbox {...check('notifyDelicts')} />
      <Checkbox {...check('notifyDelictsNoAds')} />
      <Checkbox {...check('notifyVignettes')} />
      <Checkbox {...check('notifyVignettesNoAds')} />
      <Checkbox {...check('notifyVignetteExpiry')} />
    </Stack>
  );
}

/** IBANs, the recipient IBAN and the virtual POS terminals of the two providers. */
export function PartnerPaymentFields(props: FieldsProps) {
  const { form, readOnly } = props;
  const t = usePartnersT();
  const field = useField(props);
  const terminals = useFieldArray({ control: form.control, name: 'paymentTerminals' });
  const terminalError = form.formState.errors.paymentTerminals;
  return (
    <Stack gap="sm">
      <TextInput {...field('recipientIban')} />
      <TextInput {...field('ibans')} description={t('form.fields.ibansHint')} />
      <Text fw={600} id="partner-terminals">
        {t('form.fields.terminals')}
      </Text>
      {terminals.fields.map((item, index) => (
        <Group key={item.id} align="flex-end">
          <NativeSelect
            label={t('form.fields.terminalProvider')}
            data={[...TERMINAL_PROVIDERS]}
            disabled={readOnly}
            {...form.register(`paymentTerminals.${index}.provider`)}
          />
          <TextInput
            label={t('form.fields.terminalId')}
            readOnly={readOnly}
            error={terminalError?.[index]?.terminalId?.message}
            {...form.register(`paymentTerminals.${index}.terminalId`)}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('form.fields.removeTerminal', { id: index + 1 })}
              onClick={() => terminals.remove(index)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {terminalError?.message && (
        <Text c="red.8" size="sm" role="alert">
          {terminalError.message}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => terminals.append({ provider: 'BORICA', terminalId: '' })}
          >
            {t('form.fields.addTerminal')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
