import { Badge, ColorSwatch } from '@mantine/core';
import type { PartnerListItem } from '@toll/contract/partners';
import { AS_DATA, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import type { usePartnersT } from '../../../i18n/partners-bundle';
import type { Lang } from '@toll/domain/languages';
import { formatNumber } from '@toll/domain/number-format';

type T = ReturnType<typeof usePartnersT>;

/** The status's colour: a swatch beside dark text on a light badge (WCAG AA contrast). */
export const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'green.9',
  SUSPENDED: 'red.9',
  INACTIVE: 'red.9',
  CLOSED: 'gray.7',
  PRE_CLOSED: 'gray.7',
  PRE_ACTIVE: 'blue.9',
};

/** The partner list's columns (spec §3 Partner: the fields a clerk looks a partner up by). */
export function partnerColumns(t: T, lang: Lang): DataTableColumn<PartnerListItem>[] {
  return [
    // names and places are the partners' own words, not text to translate
    { accessor: 'name', title: t('columns.name'), sortable: true, ...AS_DATA },
    { accessor: 'eik', title: t('columns.eik'), sortable: true },
    {
      accessor: 'partnerType',
      title: t('columns.partnerType'),
      sortable: true,
      render: (row) => t(`types.${row.partnerType}`),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      sortable: true,
      render: (row) => <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    { accessor: 'city', title: t('columns.city'), sortable: true, ...AS_DATA },
    { accessor: 'customerId', title: t('columns.customerId'), ...AS_DATA },
    {
      accessor: 'commissionBp',
      title: t('columns.commission'),
      textAlign: 'right',
      render: (row) => `${formatNumber(row.commissionBp / 100, lang, { digits: 2 })} %`,
    },
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      render: (row) => formatSofiaDateTime(row.createdAt).slice(0, 10),
    },
  ];
}

/** The value a column sorts by, for the list loaded whole. */
export function partnerSortValue(row: PartnerListItem, column: string): string | number | null {
  switch (column) {
    case 'eik':
      return row.eik;
    case 'city':
      return row.city;
    case 'partnerType':
      return row.partnerType;
    case 'status':
      return row.status;
    case 'createdAt':
      return row.createdAt;
    case 'id':
      return row.id;
    default:
      return row.name;
  }
}

/** What the search box looks in, for the list loaded whole (as the server's `q`). */
export const partnerSearchText = (row: PartnerListItem) =>
  [row.name, row.nameEn, row.eik, row.city, row.customerId].filter(Boolean).join(' ');

export function partnerFilter(row: PartnerListItem, name: string, value: string): boolean {
  if (name === 'partnerType') return row.partnerType === value;
  if (name === 'status') return row.status === value;
  return true;
}

/** A partner's status: dark text on a light badge, with a swatch of the status's colour. */
export function StatusBadge({
  status,
  label,
  size,
}: {
  status: string;
  label: string;
  size?: 'lg';
}) {
  return (
    <Badge
      variant="default"
      size={size}
      leftSection={
        <ColorSwatch
          color={`var(--mantine-color-${(STATUS_COLORS[status] ?? 'gray.7').replace('.', '-')})`}
          size={10}
        />
      }
    >
      {label}
    </Badge>
  );
}
