import { useMemo, useState, type ReactNode } from 'react';
import {
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  accountCreateBodySchema,
  accountUpdateBodySchema,
  type Account,
} from '@toll/contract/accounts';
import { OBLIGATION_PERIODS, DUE_DAY_COUNTERS } from '@toll/domain/accounts';
import {
  IDENTIFICATION_TYPES,
  IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE,
} from '@toll/domain/identification';
import { ApiRequestError } from '../../../api/client';
import { TabbedForm, type FormTab } from '../../../components/tabbed-form';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { useLang } from '../../../i18n/use-lang';
import { CONTRACTS_KEY, createContract, updateContract } from '../api/contracts-api';
import {
  bodyOf,
  CONTRACT_FORM_TABS,
  fieldOf,
  START,
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

/** The server's field names as the form's (`customer.iban` → `iban`), for its field errors. */
const serverField = (field: string) => fieldOf(field) ?? field;

/**
 * A client with its contract and contact, in three tabs (the schema form: react-hook-form over the
 * contract's own request schema, so an IBAN or an EIK is checked as the user leaves the field and
 * again as they correct it); a tab with an invalid field is red and the save button's title says
 * whether the data can be saved (spec §8). With `account` it edits that contract at the version
 * read: another user's save in between is refused (409).
 */
export function ContractForm({ account, onSaved, actions, onStale }: ContractFormProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      account
        ? bodyResolver<Values>(
            accountUpdateBodySchema,
            (v) => updateBodyOf(v, account, account.version),
            fieldOf,
          )
        : bodyResolver<Values>(accountCreateBodySchema, bodyOf, fieldOf),
    [account],
  );
  const form = useForm<Values>({
    defaultValues: account ? valuesOf(account) : START,
    resolver,
    mode: 'onTouched',
  });
  const { register, control, setValue, setError, handleSubmit, formState } = form;
  const save = useMutation({
    mutationFn: (values: Values) =>
      account
        ? updateContract(lang, account.id, updateBodyOf(values, account, account.version))
        : createContract(lang, bodyOf(values)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409 && account) onStale?.();
      const named =
        error instanceof ApiRequestError
          ? new ApiRequestError(
              error.message,
              error.status,
              error.fieldErrors.map((fe) => ({ ...fe, field: serverField(fe.field) })),
            )
          : error;
      setFormError(applyServerError(named, setError, Object.keys(START) as Path<Values>[]));
    },
  });
  const errors = formState.errors;
  const text = (key: keyof Values, label: string, props: { required?: boolean } = {}) => (
    <TextInput
      label={label}
      {...register(key)}
      error={errors[key]?.message}
      required={props.required}
    />
  );
  const number = (key: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          min={0}
          decimalSeparator={lang === 'bg' ? ',' : '.'}
          error={errors[key]?.message}
          {...props}
        />
      )}
    />
  );
  const check = (key: keyof Values, label: string) => <Checkbox label={label} {...register(key)} />;
  const [customerTypeValue, accountType, msts] = useWatch({
    control,
    name: ['customerType', 'accountType', 'hasMstsToll'],
  });
  const business = customerTypeValue === '2';
  const postpaid = accountType === '2';
  const idTypes = IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE[business ? 'BUSINESS' : 'INDIVIDUAL'];
  const customerType = register('customerType');

  const tabs: FormTab[] = [
    {
      value: 'client',
      label: t('contracts.tabs.client'),
      fields: CONTRACT_FORM_TABS.client,
      content: (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <NativeSelect
            label={t('contracts.fields.customerType')}
            {...customerType}
            onChange={(e) => {
              void customerType.onChange(e);
              setValue('identificationType', e.currentTarget.value === '2' ? '6' : '3');
            }}
            data={[
              { value: '2', label: t('contracts.customerTypes.2') },
              { value: '1', label: t('contracts.customerTypes.1') },
            ]}
          />
          <NativeSelect
            label={t('contracts.fields.identificationType')}
            {...register('identificationType')}
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
            {...register('preferredLanguage')}
            data={[
              { value: 'bg', label: t('common.langName.bg') },
              { value: 'en', label: t('common.langName.en') },
            ]}
          />
          {text('iban', t('contracts.fields.iban'))}
          {check('vatRegistered', t('contracts.fields.vatRegistered'))}
        </SimpleGrid>
      ),
    },
    {
      value: 'contract',
      label: t('contracts.tabs.contract'),
      fields: CONTRACT_FORM_TABS.contract,
      content: (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <NativeSelect
            label={t('contracts.fields.accountType')}
            {...register('accountType')}
            data={[
              { value: '1', label: t('contracts.types.1') },
              { value: '2', label: t('contracts.types.2') },
            ]}
          />
          {postpaid && (
            <>
              <NativeSelect
                label={t('contracts.fields.obligationPeriod')}
                {...register('obligationPeriod')}
                data={OBLIGATION_PERIODS.map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))} // prettier-ignore
                error={errors.obligationPeriod?.message}
              />
              {number('duePaymentDays', t('contracts.fields.duePaymentDays'), { max: 365 })}
              <NativeSelect
                label={t('contracts.fields.dueDaysCounter')}
                {...register('dueDaysCounter')}
                data={DUE_DAY_COUNTERS.map((c) => ({ value: c, label: t(`contracts.counters.${c}`) }))} // prettier-ignore
              />
            </>
          )}
          {number('postponeDays', t('contracts.fields.postponeDays'), { max: 365 })}
          {number('creditLimitEur', t('contracts.fields.creditLimitBgTollEur'), {
            decimalScale: 2,
            fixedDecimalScale: true,
          })}
          {check('hasMstsToll', t('contracts.fields.hasMstsToll'))}
          {msts &&
            number('creditLimitEuEur', t('contracts.fields.creditLimitEuTollEur'), {
              description: t('contracts.fields.creditLimitEuTollEurHint'),
              decimalScale: 2,
              fixedDecimalScale: true,
            })}
          {check('smsNotifications', t('contracts.fields.smsNotifications'))}
          {check('emailNotifications', t('contracts.fields.emailNotifications'))}
        </SimpleGrid>
      ),
    },
    {
      value: 'contacts',
      label: t('contracts.tabs.contacts'),
      fields: CONTRACT_FORM_TABS.contacts,
      content: (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {text('contactFirstName', t('contracts.fields.firstName'), { required: true })}
          {text('contactLastName', t('contracts.fields.lastName'), { required: true })}
          {text('position', t('contracts.fields.position'))}
          {text('email', t('contracts.fields.email'), { required: true })}
          <Group grow align="flex-start">
            {text('areaCode', t('contracts.fields.areaCode'))}
            {text('localNumber', t('contracts.fields.phone'))}
          </Group>
          <Controller
            control={control}
            name="preferred"
            render={({ field }) => (
              <Radio.Group
                label={t('contracts.fields.preferredContact')}
                value={field.value}
                onChange={field.onChange}
                required
              >
                <Group mt="xs">
                  <Radio value="email" label={t('contracts.fields.preferEmail')} />
                  <Radio value="phone" label={t('contracts.fields.preferPhone')} />
                </Group>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
      ),
    },
  ];

  return (
    <TabbedForm
      tabs={tabs}
      errors={errors}
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit((values) => save.mutate(values))(event);
      }}
      saving={save.isPending}
      error={formError ?? errors.root?.message}
      saveLabel={account ? t('tabbedForm.save') : t('contracts.save')}
      actions={actions}
    />
  );
}
