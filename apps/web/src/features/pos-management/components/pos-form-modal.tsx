import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { posCreateBodySchema, posUpdateBodySchema, type Pos } from '@toll/contract/pos';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { useLang } from '../../../i18n/use-lang';
import { createPos, findPartners, updatePos, type PosInput } from '../api/pos-management-api';

export type PosFormProps = {
  /** The POS to change; null: a new one. */
  pos: Pos | null;
  /** A partner admin's own partner (fixed); null: the admin chooses. */
  fixedPartnerId: number | null;
  onClose: () => void;
  onSaved: (pos: Pos) => void;
};

type PosValues = PosInput & { partnerId: string };
const FIELDS = ['partnerId', 'code', 'name', 'worksInShifts', 'active'] as const;
const inputOf = ({ partnerId: _partnerId, ...input }: PosValues): PosInput => ({
  ...input,
  code: input.code.trim(),
  name: input.name.trim(),
});
const fieldOf = (path: string) => path.split('.')[0] ?? null;

/**
 * Create or change a point of sale: code, name, works in shifts, active (spec §3 POS). The schema
 * form: checked with POST or PUT /pos's own schema as the user leaves a field.
 */
export function PosFormModal({ pos, fixedPartnerId, onClose, onSaved }: PosFormProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [typed, setTyped] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const choosing = pos === null && fixedPartnerId === null;
  const resolver = useMemo(
    () =>
      pos
        ? bodyResolver<PosValues>(posUpdateBodySchema, inputOf, fieldOf)
        : bodyResolver<PosValues>(
            posCreateBodySchema,
            (v) => ({ ...inputOf(v), partnerId: v.partnerId }),
            fieldOf,
          ),
    [pos],
  );
  const { register, control, handleSubmit, setError, formState } = useForm<PosValues>({
    defaultValues: {
      partnerId: String(pos?.partnerId ?? fixedPartnerId ?? ''),
      code: pos?.code ?? '',
      name: pos?.name ?? '',
      worksInShifts: pos?.worksInShifts ?? false,
      active: pos?.active ?? true,
    },
    resolver,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const partners = useQuery({
    queryKey: ['pos-management', 'partners', lang, typed],
    queryFn: ({ signal }) => findPartners(lang, typed, signal),
    enabled: choosing,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (values: PosValues) =>
      pos
        ? updatePos(lang, pos.id, inputOf(values))
        : createPos(lang, { ...inputOf(values), partnerId: Number(values.partnerId) }),
    onSuccess: onSaved,
    onError: (error) => setFormError(applyServerError(error, setError, FIELDS)),
  });
  return (
    <AppModal
      opened
      onClose={onClose}
      title={pos ? t('posManagement.edit') : t('posManagement.create')}
    >
      <form
        onSubmit={(event) => {
          setFormError(null);
          void handleSubmit((values) => save.mutate(values))(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormAlert message={formError} />
          {choosing && (
            <Controller
              control={control}
              name="partnerId"
              render={({ field }) =>
                partners.isError ? (
                  <NumberInput
                    label={t('posManagement.partnerId')}
                    required
                    min={1}
                    value={field.value}
                    onChange={(v) => field.onChange(String(v))}
                    onBlur={field.onBlur}
                    error={errors.partnerId?.message}
                  />
                ) : (
                  <Select
                    label={t('posManagement.partner')}
                    required
                    searchable
                    searchValue={typed}
                    onSearchChange={setTyped}
                    filter={({ options }) => options}
                    data={(partners.data ?? []).map((p) => ({
                      value: String(p.id),
                      label: p.name,
                    }))}
                    value={field.value === '' ? null : field.value}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    error={errors.partnerId?.message}
                    comboboxProps={{ withinPortal: true }}
                  />
                )
              }
            />
          )}
          <TextInput
            label={t('posManagement.code')}
            required
            maxLength={40}
            {...register('code')}
            error={errors.code?.message}
          />
          <TextInput
            label={t('posManagement.name')}
            required
            maxLength={200}
            {...register('name')}
            error={errors.name?.message}
          />
          <Checkbox label={t('posManagement.worksInShifts')} {...register('worksInShifts')} />
          <Checkbox label={t('posManagement.active')} {...register('active')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('posManagement.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('posManagement.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
