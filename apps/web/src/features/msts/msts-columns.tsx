import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { MstsTransaction } from '@toll/contract/msts';
import type { Lang } from '@toll/domain/languages';
import { formatAmount } from '@toll/domain/money-format';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { StatusBadge } from '../../components/status-badge';

/** The MSTS transaction columns of the list and of the contract's tab. */
export function mstsTableColumns(
  t: TFunction<'office'>,
  lang: Lang,
  contractPath: ((accountId: number) => string) | null,
): DataTableColumn<MstsTransaction>[] {
  const money = (minor: number, currency: string) => `${formatAmount(minor, lang)} ${currency}`;
  return [
    {
      accessor: 'exitAt',
      title: t('msts.exitAt'),
      sortable: true,
      render: (r) => formatSofiaDateTime(r.exitAt),
    },
    ...(contractPath
      ? [
          {
            accessor: 'accountNumber',
            title: t('msts.contract'),
            render: (r: MstsTransaction) => (
              <Anchor component={Link} to={contractPath(r.accountId)}>
                {r.accountNumber}
              </Anchor>
            ),
          },
        ]
      : []),
    {
      accessor: 'plate',
      title: t('msts.plate'),
      sortable: true,
      render: (r) => `${r.vehicleCountry} ${r.plate}`,
    },
    { accessor: 'tollDomain', title: t('msts.tollDomain'), sortable: true },
    {
      accessor: 'route',
      title: t('msts.route'),
      render: (r) => `${r.entryPoint} → ${r.exitPoint}`,
    },
    {
      accessor: 'netMinor',
      title: t('msts.net'),
      textAlign: 'right',
      render: (r) => money(r.netMinor, r.currency),
    },
    {
      accessor: 'vatMinor',
      title: t('msts.vat'),
      textAlign: 'right',
      render: (r) => money(r.vatMinor, r.currency),
    },
    {
      accessor: 'overchargeMinor',
      title: t('msts.overcharge'),
      textAlign: 'right',
      render: (r) =>
        `${money(r.overchargeMinor, r.currency)} (${formatAmount(r.overchargeBp, lang)} %)`,
    },
    {
      accessor: 'totalMinor',
      title: t('msts.total'),
      sortable: true,
      textAlign: 'right',
      render: (r) => money(r.totalMinor, r.currency),
    },
    {
      accessor: 'billed',
      title: t('msts.billed'),
      render: (r) => (
        <StatusBadge color={r.billed ? 'green' : 'gray'}>
          {t(r.billed ? 'msts.billedYes' : 'msts.billedNo')}
        </StatusBadge>
      ),
    },
  ];
}
