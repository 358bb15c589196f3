import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PartnerListItem } from '@toll/contract/partners';
import { POS_PICKER } from '@toll/domain/pos-access';
import { useLang } from '../../../i18n/use-lang';
import { usePartner } from '../api/get-partner';
import { listPartners } from '../api/list-partners';
import { PARTNERS_KEY } from '../api/partner-keys';

type Choice = { id: number; name: string; eik: string | null };

export type PartnerPickerProps = {
  /** The chosen partner's id as the form keeps it ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  label: string;
  description?: string;
  error?: string;
};

const option = (p: Choice) => ({
  value: String(p.id),
  label: p.eik ? `${p.name} (${p.eik})` : p.name,
});

/**
 * A partner chosen by name or EIK (`GET /api/partners?q=…`, after the typing pauses, 50 a page)
 * instead of a typed id; the partner already chosen is named from its record.
 */
export function PartnerPicker(props: PartnerPickerProps) {
  const { value, onChange, onBlur, label, description, error } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed, POS_PICKER.searchDelayMs);
  const found = useQuery({
    queryKey: [...PARTNERS_KEY, 'picker', lang, q],
    queryFn: ({ signal }) =>
      listPartners(
        lang,
        {
          page: 1,
          pageSize: POS_PICKER.pageSize,
          sort: 'name',
          order: 'asc',
          q: q.trim(),
          filters: {},
        },
        signal,
      ),
    staleTime: 60_000,
    retry: false,
  });
  const id = /^\d+$/.test(value) ? Number(value) : null;
  const current = usePartner(id);
  const list: Choice[] = (found.data?.items ?? []).map((p: PartnerListItem) => p);
  const options = [
    ...(current.data && !list.some((p) => p.id === current.data.id) ? [current.data] : []),
    ...list,
  ].map(option);
  // a partner held but not loaded (no right to read it): shown by its number
  if (id !== null && !options.some((o) => o.value === value))
    options.unshift({ value, label: value });
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('partnerPicker.choose')}
      data={options}
      value={id === null ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        found.isError
          ? t('partnerPicker.failed')
          : found.isFetching
            ? t('table.loading')
            : t('partnerPicker.none')
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
