import type { Lang } from '@toll/domain/languages';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { DeviceRow } from './repo';
import type { StockRow } from './warehouse-repo';

/** A code's label in the caller's language, looked up once per distinct code. */
function labels(lang: Lang, prefix: string): (code: string) => string {
  const t = translator(lang, 'exports');
  const cache = new Map<string, string>();
  return (code) => {
    let label = cache.get(code);
    if (label === undefined) {
      label = t(`${prefix}.${code}`);
      cache.set(code, label);
    }
    return label;
  };
}

/** The device register's export (obu-management): headers and codes in the caller's language. */
export function deviceExportColumns(lang: Lang): ExportColumn<DeviceRow>[] {
  const t = translator(lang, 'exports');
  const type = labels(lang, 'deviceTypes');
  const status = labels(lang, 'deviceStatuses');
  const condition = labels(lang, 'deviceConditions');
  const label = labels(lang, 'deviceLabels');
  const destination = labels(lang, 'destinationTypes');
  return [
    { header: t('devices.number'), value: (r) => r.number, width: 12 },
    { header: t('devices.serialNumber'), value: (r) => r.serialNumber, width: 22 },
    { header: t('devices.inventoryType'), value: (r) => type(r.inventoryType), width: 22 },
    { header: t('devices.status'), value: (r) => status(r.status), width: 14 },
    { header: t('devices.condition'), value: (r) => condition(r.condition), width: 16 },
    { header: t('devices.label'), value: (r) => label(r.label), width: 12 },
    { header: t('devices.warehouse'), value: (r) => r.warehouseName, width: 24 },
    { header: t('devices.vendor'), value: (r) => r.vendor, width: 20 },
    { header: t('devices.sim'), value: (r) => r.sim, width: 16 },
    { header: t('devices.warrantyEnd'), value: (r) => r.warrantyEnd, width: 12 },
    {
      header: t('devices.destinationType'),
      value: (r) => (r.destinationType ? destination(r.destinationType) : null),
      width: 14,
    },
  ];
}

/** The stock summary's export (warehouse): warehouse × type × condition × status with the count. */
export function stockExportColumns(lang: Lang): ExportColumn<StockRow>[] {
  const t = translator(lang, 'exports');
  const type = labels(lang, 'deviceTypes');
  const status = labels(lang, 'deviceStatuses');
  const condition = labels(lang, 'deviceConditions');
  return [
    { header: t('stock.warehouse'), value: (r) => r.warehouseName ?? t('stock.outside'), width: 28 }, // prettier-ignore
    { header: t('stock.inventoryType'), value: (r) => type(r.inventoryType), width: 22 },
    { header: t('stock.condition'), value: (r) => condition(r.condition), width: 16 },
    { header: t('stock.status'), value: (r) => status(r.status), width: 14 },
    { header: t('stock.count'), value: (r) => r.count, width: 10 },
  ];
}
