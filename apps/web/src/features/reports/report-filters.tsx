import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartnerChoices } from '../partners';
import { productLabel, REPORT_PRODUCTS } from './product-label';
import type { ReportFilterValues } from './reports-api';

/** The filters every report takes: partner, POS, product, channel, period (spec §2). */
export function ReportFilters(props: {
  value: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
}) {
  const { t } = useTranslation('office');
  const partners = usePartnerChoices('salePartnersAndCommissioners');
  const { value, onChange } = props;
  const set = (key: keyof ReportFilterValues) => (v: string | null) =>
    onChange({ ...value, [key]: v ?? '' });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('reportsPage.partner')}
        placeholder={t('reportsPage.any')}
        data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.f_partnerId || null}
        onChange={set('f_partnerId')}
        clearable
        searchable
        w={220}
      />
      <TextInput
        label={t('reportsPage.pos')}
        value={value.f_posId}
        onChange={(e) => set('f_posId')(e.currentTarget.value.replace(/\D/g, ''))}
        w={140}
      />
      <Select
        label={t('reportsPage.product')}
        placeholder={t('reportsPage.any')}
        data={REPORT_PRODUCTS.map((p) => ({ value: p, label: productLabel(t, p) }))}
        value={value.f_product || null}
        onChange={set('f_product')}
        clearable
        w={220}
      />
      <Select
        label={t('reportsPage.channel')}
        placeholder={t('reportsPage.any')}
        data={(['site', 'office', 'tablet'] as const).map((c) => ({
          value: c,
          label: t(`reportsPage.channels.${c}`),
        }))}
        value={value.f_channel || null}
        onChange={set('f_channel')}
        clearable
        w={150}
      />
      <TextInput
        type="date"
        label={t('reportsPage.from')}
        value={value.f_from}
        onChange={(e) => set('f_from')(e.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label={t('reportsPage.to')}
        value={value.f_to}
        onChange={(e) => set('f_to')(e.currentTarget.value)}
        w={160}
      />
    </Group>
  );
}
