import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Pos } from '@toll/contract/pos';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/** Create or change a point of sale: code, name, works in shifts, active (spec §3 POS). */
export function PosFormModal({ pos, fixedPartnerId, onClose, onSaved }: PosFormProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [values, setValues] = useState<PosInput>({
    code: pos?.code ?? '',
    name: pos?.name ?? '',
    worksInShifts: pos?.worksInShifts ?? false,
    active: pos?.active ?? true,
  });
  const [partnerId, setPartnerId] = useState<number | null>(pos?.partnerId ?? fixedPartnerId);
  const [typed, setTyped] = useState('');
  const choosing = pos === null && fixedPartnerId === null;
  const partners = useQuery({
    queryKey: ['pos-management', 'partners', lang, typed],
    queryFn: ({ signal }) => findPartners(lang, typed, signal),
    enabled: choosing,
    retry: false,
  });
  const save = useMutation({
    mutationFn: () =>
      pos ? updatePos(lang, pos.id, values) : createPos(lang, { ...values, partnerId: partnerId! }),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <AppModal
      opened
      onClose={onClose}
      title={pos ? t('posManagement.edit') : t('posManagement.create')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert message={errorText(save.error)} />
          {choosing &&
            (partners.isError ? (
              <NumberInput
                label={t('posManagement.partnerId')}
                required
                min={1}
                value={partnerId ?? ''}
                onChange={(v) => setPartnerId(typeof v === 'number' ? v : null)}
              />
            ) : (
              <Select
                label={t('posManagement.partner')}
                required
                searchable
                searchValue={typed}
                onSearchChange={setTyped}
                filter={({ options }) => options}
                data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                value={partnerId === null ? null : String(partnerId)}
                onChange={(v) => setPartnerId(v ? Number(v) : null)}
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          <TextInput
            label={t('posManagement.code')}
            required
            maxLength={40}
            value={values.code}
            onChange={(e) => setValues({ ...values, code: e.currentTarget.value })}
          />
          <TextInput
            label={t('posManagement.name')}
            required
            maxLength={200}
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          />
          <Checkbox
            label={t('posManagement.worksInShifts')}
            checked={values.worksInShifts}
            onChange={(e) => setValues({ ...values, worksInShifts: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('posManagement.active')}
            checked={values.active}
            onChange={(e) => setValues({ ...values, active: e.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('posManagement.cancel')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={choosing && partnerId === null}
            >
              {t('posManagement.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
