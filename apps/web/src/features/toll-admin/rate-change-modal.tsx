import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  overchargeChangeSchema,
  routeTariffChangeSchema,
  type RouteTariffChange,
} from '@toll/contract/toll-admin';
import { fromMajor } from '@toll/domain/money';
import { FormAlert } from '../../components/form-alert';
import { applyServerError } from '../../forms/apply-server-error';
import { contractResolver } from '../../forms/contract-resolver';
import { useLang } from '../../i18n/use-lang';
import { changeOvercharge, changeTariff } from './toll-admin-api';

export type Choice = { value: string; label: string };

/** What the form changes: a per-km tariff cell, or a toll domain's overcharge. */
export type RateChangeKind =
  | { kind: 'tariff'; roadClasses: Choice[]; categories: Choice[]; emissionGroups: Choice[] }
  | { kind: 'overcharge'; domains: Choice[] };

// The form speaks in euros and percent as typed (NumberInput: a number, or '' when empty); the
// API in minor units and basis points.
// Not strict as the API's bodies are: one form holds the fields of both kinds.
const tariffForm = z
  .object(routeTariffChangeSchema.shape)
  .omit({ eurPer100KmMinor: true })
  .extend({ rate: z.number().min(0).max(1_000) });
const overchargeForm = z
  .object(overchargeChangeSchema.shape)
  .omit({ overchargeBp: true })
  .extend({ rate: z.number().min(0).max(100) });
const hundredths = (rate: number | string) => fromMajor(Number(rate)) ?? -1;

type Values = {
  roadClass: string;
  category: string;
  emissionGroup: string;
  tollDomain: string;
  validFrom: string;
  rate: number | string;
};

/**
 * Schedules a new rate from a day not yet begun (tomorrow by default): one per-km tariff cell, or
 * one toll domain's overcharge. The server refuses a day already begun or one already changing.
 */
export function RateChangeModal(props: {
  of: RateChangeKind;
  tomorrow: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { of, tomorrow, onClose, onDone } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const tariff = of.kind === 'tariff';
  const form = useForm<Values>({
    // each schema checks its own fields; the other kind's stay empty and unsent
    resolver: contractResolver(
      (tariff ? tariffForm : overchargeForm) as unknown as z.ZodType<Values, Values>,
    ),
    mode: 'onTouched',
    defaultValues: {
      roadClass: tariff ? (of.roadClasses[0]?.value ?? '') : '',
      category: tariff ? (of.categories[0]?.value ?? '') : '',
      emissionGroup: tariff ? (of.emissionGroups[0]?.value ?? '') : '',
      tollDomain: tariff ? '' : (of.domains[0]?.value ?? ''),
      validFrom: tomorrow,
      rate: '',
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: async ({ rate, ...values }: Values) =>
      tariff
        ? changeTariff(lang, {
            roadClass: values.roadClass as RouteTariffChange['roadClass'],
            category: values.category as RouteTariffChange['category'],
            emissionGroup: values.emissionGroup as RouteTariffChange['emissionGroup'],
            validFrom: values.validFrom,
            eurPer100KmMinor: hundredths(rate),
          })
        : changeOvercharge(lang, {
            tollDomain: values.tollDomain,
            validFrom: values.validFrom,
            overchargeBp: hundredths(rate),
          }),
    onSuccess: onDone,
    onError: (error) =>
      setFormError(
        applyServerError(error, form.setError, [
          'validFrom',
          'roadClass',
          'category',
          'emissionGroup',
          'tollDomain',
        ]),
      ),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });
  const select = (name: keyof Values, label: string, data: Choice[]) => (
    <NativeSelect
      label={label}
      data={data}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(tariff ? 'tollAdmin.changeTariff' : 'tollAdmin.changeOvercharge')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={formError} />
        <Stack gap="md">
          {tariff ? (
            <>
              {select('roadClass', t('tollAdmin.roadClass'), of.roadClasses)}
              {select('category', t('tollAdmin.category'), of.categories)}
              {select('emissionGroup', t('tollAdmin.emissionGroup'), of.emissionGroups)}
            </>
          ) : (
            select('tollDomain', t('tollAdmin.tollDomain'), of.domains)
          )}
          <TextInput
            type="date"
            label={t('tollAdmin.validFrom')}
            description={t('tollAdmin.validFromHint')}
            min={tomorrow}
            required
            error={errors.validFrom?.message}
            {...form.register('validFrom')}
          />
          <Controller
            control={form.control}
            name="rate"
            render={({ field }) => (
              <NumberInput
                label={t(tariff ? 'tollAdmin.eurPer100Km' : 'tollAdmin.overchargePercent')}
                required
                min={0}
                decimalScale={2}
                decimalSeparator={lang === 'bg' ? ',' : '.'}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.rate?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('tollAdmin.schedule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
