import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { changeCommissionersBodySchema, type Partner } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { isCommissionerType } from '@toll/domain/partners';
import { FormAlert } from '../../../components/form-alert';
import { contractResolver } from '../../../forms/contract-resolver';
import { usePartnersT } from '../../../i18n/partners-bundle';
import { useLang } from '../../../i18n/use-lang';
import { changeCommissioners } from '../api/change-commissioners';
import { usePartnerChoices } from '../api/partner-choices';
import { decimalText } from '../partner-form-schema';

const share = changeCommissionersBodySchema.shape.commissioners.element.shape;
const PERCENT = /^\d{1,3}([.,]\d{1,2})?$/;

/** The commissioners as typed: a chosen partner and a percentage like "2.5", each checked by the contract. */
const commissionersForm = z.object({
  commissioners: z
    .array(
      z.object({
        commissionerId: z.string().regex(/^\d+$/).transform(Number).pipe(share.commissionerId),
        percentage: z
          .string()
          .trim()
          .regex(PERCENT)
          .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))
          .pipe(share.percentageBp),
      }),
    )
    .max(20)
    .refine((items) => new Set(items.map((item) => item.commissionerId)).size === items.length, {
      params: { code: 'validation.invalidFormat' },
    }),
});
type Input = z.input<typeof commissionersForm>;
type Values = z.output<typeof commissionersForm>;

const toInput = (partner: Partner, lang: Lang): Input => ({
  commissioners: partner.commissioners.map((item) => ({
    commissionerId: String(item.commissionerId),
    percentage: decimalText(item.percentageBp, lang),
  })),
});

export type PartnerCommissionersProps = {
  partner: Partner;
  readOnly: boolean;
  onSaved: (partner: Partner, message: string) => void;
};

/** Additional commissioners with their own percentages (POST /partners/changePartnerCommissioners). */
export function PartnerCommissioners({ partner, readOnly, onSaved }: PartnerCommissionersProps) {
  const t = usePartnersT();
  const lang = useLang();
  const choices = usePartnerChoices('salePartnersAndCommissioners');
  const commissioners = (choices.data ?? []).filter(
    (item) => isCommissionerType(item.partnerType) && item.id !== partner.id,
  );
  const form = useForm<Input, unknown, Values>({
    resolver: contractResolver(commissionersForm),
    mode: 'onTouched',
    defaultValues: toInput(partner, lang),
  });
  const rows = useFieldArray({ control: form.control, name: 'commissioners' });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: Values) =>
      changeCommissioners(
        lang,
        partner.id,
        partner.version,
        values.commissioners.map((item) => ({
          commissionerId: item.commissionerId,
          percentageBp: item.percentage,
        })),
      ),
    onSuccess: (saved) => {
      form.reset(toInput(saved, lang));
      onSaved(saved, t('commissioners.saved'));
    },
    onError: (failure) => setError(failure.message),
  });
  const listError = form.formState.errors.commissioners;
  const nameOf = (id: string) =>
    commissioners.find((item) => String(item.id) === id)?.name ??
    partner.commissioners.find((item) => String(item.commissionerId) === id)?.name ??
    id;

  // Not a <form>: the panel sits inside the partner's tabbed form, and forms do not nest.
  const submit = () => {
    setError(null);
    void form.handleSubmit((values) => save.mutate(values))();
  };
  return (
    <Stack gap="sm">
      <Text>{t('commissioners.intro')}</Text>
      <FormAlert message={error ?? choices.error?.message} />
      {rows.fields.length === 0 && <Text c="gray.7">{t('commissioners.none')}</Text>}
      {rows.fields.map((item, index) => (
        <Group key={item.id} align="flex-end">
          <NativeSelect
            label={t('commissioners.commissioner')}
            disabled={readOnly}
            data={[
              { value: '', label: '—' },
              ...commissioners.map((choice) => ({
                value: String(choice.id),
                label: choice.name,
              })),
            ]}
            error={listError?.[index]?.commissionerId?.message}
            {...form.register(`commissioners.${index}.commissionerId`)}
          />
          <TextInput
            label={t('commissioners.percentage')}
            inputMode="decimal"
            readOnly={readOnly}
            w={140}
            error={listError?.[index]?.percentage?.message}
            {...form.register(`commissioners.${index}.percentage`)}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('commissioners.remove', {
                name: nameOf(form.getValues(`commissioners.${index}.commissionerId`)),
              })}
              onClick={() => rows.remove(index)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {listError?.message && (
        <Text c="red.8" size="sm" role="alert">
          {listError.message}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="default"
            onClick={() => rows.append({ commissionerId: '', percentage: '' })}
          >
            {t('commissioners.add')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('commissioners.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
