import type { Lang } from '@toll/domain/languages';
import { unitsToWeightKg } from '@toll/domain/accounts';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { AccountListRow, UnitWithAccount } from './repo';

function labels(lang: Lang, prefix: string) {
  const t = translator(lang, 'exports');
  const cache = new Map<string, string>();
  return (value: string | number | null) => {
    if (value === null) return null;
    const key = String(value);
    let label = cache.get(key);
    if (label === undefined) {
      label = t(`${prefix}.${key}`);
      cache.set(key, label);
    }
    return label;
  };
}

/** The columns of the contracts export (GET /file/report/accounts) in the caller's language. */
export function accountExportColumns(lang: Lang): ExportColumn<AccountListRow>[] {
  const t = translator(lang, 'exports');
  const status = labels(lang, 'statuses');
  const type = labels(lang, 'accountTypes');
  const customerType = labels(lang, 'customerTypes');
  const period = labels(lang, 'periods');
  return [
    { header: t('accounts.number'), value: (r) => r.number, width: 12 },
    { header: t('accounts.customerId'), value: (r) => r.customerId, width: 12 },
    { header: t('accounts.clientName'), value: (r) => r.clientName, width: 36 },
    { header: t('accounts.customerType'), value: (r) => customerType(r.customerType) },
    { header: t('accounts.identificationNumber'), value: (r) => r.identificationNumber, width: 15 },
    { header: t('accounts.accountType'), value: (r) => type(r.accountType), width: 12 },
    { header: t('accounts.status'), value: (r) => status(r.status), width: 14 },
    { header: t('accounts.activeUnits'), value: (r) => r.activeUnits, width: 10 },
    { header: t('accounts.signed'), value: (r) => r.signedAt, width: 22 },
    { header: t('accounts.obligationPeriod'), value: (r) => period(r.obligationPeriod) },
    { header: t('accounts.createdAt'), value: (r) => r.createdAt, width: 22 },
  ];
}

/** The columns of the vehicles export (GET /accountUnits/export). */
export function unitExportColumns(lang: Lang): ExportColumn<UnitWithAccount>[] {
  const t = translator(lang, 'exports');
  const status = labels(lang, 'unitStatuses');
  const category = labels(lang, 'tollCategories');
  return [
    { header: t('units.id'), value: (r) => r.id, width: 8 },
    { header: t('units.plate'), value: (r) => r.plate, width: 12 },
    { header: t('units.countryCode'), value: (r) => r.countryCode, width: 8 },
    { header: t('units.accountNumber'), value: (r) => r.accountNumber, width: 12 },
    { header: t('units.status'), value: (r) => status(r.status), width: 12 },
    { header: t('units.vehicleType'), value: (r) => r.vehicleType, width: 12 },
    { header: t('units.make'), value: (r) => r.make },
    { header: t('units.model'), value: (r) => r.model },
    { header: t('units.totalAxles'), value: (r) => r.totalAxles, width: 6 },
    {
      header: t('units.weightKg'),
      value: (r) => unitsToWeightKg(r.trainMaxWeight ?? r.maxWetWeight),
      width: 12,
    },
    { header: t('units.emissionClass'), value: (r) => r.emissionClass, width: 8 },
    { header: t('units.tollCategory'), value: (r) => category(r.tollCategory), width: 22 },
    { header: t('units.createdAt'), value: (r) => r.createdAt, width: 22 },
  ];
}
