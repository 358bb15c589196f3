import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';
import { OBLIGATION_PERIODS, DUE_DAY_COUNTERS } from '@toll/domain/accounts';
import {
  IDENTIFICATION_TYPES,
  IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE,
} from '@toll/domain/identification';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { errorText } from '../../../forms/error-text';
import { useLang } from '../../../i18n/use-lang';
import { CONTRACTS_KEY, createContract, updateContract } from '../api/contracts-api';
import {
  bodyOf,
  fieldOf,
  START,
  tabOf,
  updateBodyOf,
  valuesOf,
  type Values,
} from './contract-form-values';

export type ContractFormProps = {
  /** The saved contract to change (PUT at its version); absent: a new client and contract. */
  account?: Account;
  /** Saved: the contract as the server answered. */
  onSaved: (account: Account) => void;
  /** Beside the save button (Cancel). */
  actions?: ReactNode;
  /** The server refused the save because someone else saved first (409): offer a reload. */
  onStale?: () => void;
};

/**
 * A client with its contract and contact, in three tabs; a tab with an invalid field is red and
 * the save button's title says whether the data can be saved (spec §8). With `account` it edits
 * that contract at the version read: another user's save in between is refused (409).
 */
export function ContractForm({ account, onSaved, actions, onStale }: ContractFormProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => (account ? valuesOf(account) : START));
  const [tab, setTab] = useState<string | null>('client');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: () =>
      account
        ? updateContract(lang, account.id, updateBodyOf(values, account, account.version))
        : createContract(lang, bodyOf(values)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409 && account) onStale?.();
      const next: Record<string, string> = {};
      const tabs = new Set<string>();
      if (error instanceof ApiRequestError)
        for (const fe of error.fieldErrors) {
          const key = fieldOf(fe.field);
          if (key) next[key] = fe.message;
          tabs.add(tabOf(fe.field));
        }
      setErrors({ ...next, ...Object.fromEntries([...tabs].map((x) => [`tab:${x}`, '1'])) });
      setFormError(error.message);
      const first = [...tabs][0];
      if (first) setTab(first);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    save.mutate();
  };
  const text = (key: keyof Values, label: string, props: { required?: boolean } = {}) => (
    <TextInput
      label={label}
      value={values[key] as string}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      error={errors[key]}
      required={props.required}
    />
  );
  const tabLabel = (name: 'client' | 'contract' | 'contacts') => (
    <Tabs.Tab
      value={name}
      c={errors[`tab:${name}`] ? 'red' : undefined}
      title={errors[`tab:${name}`] ? t('contracts.invalidTab') : undefined}
    >
      {t(`contracts.tabs.${name}`)}
    </Tabs.Tab>
  );
  const business = values.customerType === '2';
  const invalid = Object.keys(errors).length > 0;
  const idTypes = IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE[business ? 'BUSINESS' : 'INDIVIDUAL'];

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List>
            {tabLabel('client')}
            {tabLabel('contract')}
            {tabLabel('contacts')}
          </Tabs.List>
          <Tabs.Panel value="client" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <NativeSelect
                label={t('contracts.fields.customerType')}
                value={values.customerType}
                onChange={(e) => {
                  const type = e.currentTarget.value as Values['customerType'];
                  setValues((v) => ({ ...v, customerType: type, identificationType: type === '2' ? '6' : '3' })); // prettier-ignore
                }}
                data={[
                  { value: '2', label: t('contracts.customerTypes.2') },
                  { value: '1', label: t('contracts.customerTypes.1') },
                ]}
              />
              <NativeSelect
                label={t('contracts.fields.identificationType')}
                value={values.identificationType}
                onChange={(e) => set('identificationType', e.currentTarget.value)}
                data={idTypes.map((type) => ({
                  value: String(IDENTIFICATION_TYPES[type]),
                  label: t(`contracts.idTypes.${IDENTIFICATION_TYPES[type]}`),
                }))}
              />
              {text('identificationNumber', t('contracts.fields.identificationNumber'), {
                required: true,
              })}
              {business ? (
                text('companyName', t('contracts.fields.companyName'), { required: true })
              ) : (
                <>
                  {text('firstName', t('contracts.fields.firstName'), { required: true })}
                  {text('middleName', t('contracts.fields.middleName'))}
                  {text('lastName', t('contracts.fields.lastName'), { required: true })}
                </>
              )}
              {text('countryCode', t('contracts.fields.countryCode'), { required: true })}
              {text('city', t('contracts.fields.city'), { required: true })}
              {text('postalCode', t('contracts.fields.postalCode'), { required: true })}
              {text('street', t('contracts.fields.street'), { required: true })}
              <NativeSelect
                label={t('contracts.fields.preferredLanguage')}
                value={values.preferredLanguage}
                onChange={(e) => set('preferredLanguage', e.currentTarget.value as 'bg' | 'en')}
                data={[
                  { value: 'bg', label: t('common.langName.bg') },
                  { value: 'en', label: t('common.langName.en') },
                ]}
              />
              {text('iban', t('contracts.fields.iban'))}
              <Checkbox
                label={t('contracts.fields.vatRegistered')}
                checked={values.vatRegistered}
                onChange={(e) => set('vatRegistered', e.currentTarget.checked)}
              />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="contract" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <NativeSelect
                label={t('contracts.fields.accountType')}
                value={values.accountType}
                onChange={(e) => set('accountType', e.currentTarget.value as '1' | '2')}
                data={[
                  { value: '1', label: t('contracts.types.1') },
                  { value: '2', label: t('contracts.types.2') },
                ]}
              />
              {values.accountType === '2' && (
                <>
                  <NativeSelect
                    label={t('contracts.fields.obligationPeriod')}
                    value={values.obligationPeriod}
                    onChange={(e) => set('obligationPeriod', e.currentTarget.value)}
                    data={OBLIGATION_PERIODS.map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))} // prettier-ignore
                    error={errors.obligationPeriod}
                  />
                  <NumberInput
                    label={t('contracts.fields.duePaymentDays')}
                    value={values.duePaymentDays}
                    onChange={(v) => set('duePaymentDays', v)}
                    min={0}
                    max={365}
                    error={errors.duePaymentDays}
                  />
                  <NativeSelect
                    label={t('contracts.fields.dueDaysCounter')}
                    value={values.dueDaysCounter}
                    onChange={(e) => set('dueDaysCounter', e.currentTarget.value)}
                    data={DUE_DAY_COUNTERS.map((c) => ({ value: c, label: t(`contracts.counters.${c}`) }))} // prettier-ignore
                  />
                </>
              )}
              <NumberInput
                label={t('contracts.fields.postponeDays')}
                value={values.postponeDays}
                onChange={(v) => set('postponeDays', v)}
                min={0}
                max={365}
                error={errors.postponeDays}
              />
              <NumberInput
                label={t('contracts.fields.creditLimitBgTollEur')}
                value={values.creditLimitEur}
                onChange={(v) => set('creditLimitEur', v)}
                min={0}
                decimalScale={2}
                error={errors.creditLimitEur}
              />
              <Checkbox
                label={t('contracts.fields.hasMstsToll')}
                checked={values.hasMstsToll}
                onChange={(e) => set('hasMstsToll', e.currentTarget.checked)}
              />
              {values.hasMstsToll && (
                <NumberInput
                  label={t('contracts.fields.creditLimitEuTollEur')}
                  description={t('contracts.fields.creditLimitEuTollEurHint')}
                  value={values.creditLimitEuEur}
                  onChange={(v) => set('creditLimitEuEur', v)}
                  min={0}
                  decimalScale={2}
                  error={errors.creditLimitEuEur}
                />
              )}
              <Checkbox
                label={t('contracts.fields.smsNotifications')}
                checked={values.smsNotifications}
                onChange={(e) => set('smsNotifications', e.currentTarget.checked)}
              />
              <Checkbox
                label={t('contracts.fields.emailNotifications')}
                checked={values.emailNotifications}
                onChange={(e) => set('emailNotifications', e.currentTarget.checked)}
              />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="contacts" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {text('contactFirstName', t('contracts.fields.firstName'), { required: true })}
              {text('contactLastName', t('contracts.fields.lastName'), { required: true })}
              {text('position', t('contracts.fields.position'))}
              {text('email', t('contracts.fields.email'), { required: true })}
              <Group grow align="flex-start">
                {text('areaCode', t('contracts.fields.areaCode'))}
                {text('localNumber', t('contracts.fields.phone'))}
              </Group>
              <Radio.Group
                label={t('contracts.fields.preferredContact')}
                value={values.preferred}
                onChange={(v) => set('preferred', v as 'email' | 'phone')}
                required
              >
                <Group mt="xs">
                  <Radio value="email" label={t('contracts.fields.preferEmail')} />
                  <Radio value="phone" label={t('contracts.fields.preferPhone')} />
                </Group>
              </Radio.Group>
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          {actions}
          <Button
            type="submit"
            loading={save.isPending}
            title={invalid ? errorText({ code: 'common.invalidData' }) : t('tabbedForm.save')}
          >
            {account ? t('tabbedForm.save') : t('contracts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
