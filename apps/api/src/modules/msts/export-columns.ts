import type { MstsTransaction } from '@toll/contract/msts';
import type { Lang } from '@toll/domain/languages';
import { toMajor } from '@toll/domain/money';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';

/**
 * The MSTS transaction columns of the list export and the reports, headed in the caller's (or
 * the partner's) language; times in the given formatter (Sofia, or the partner's time zone).
 */
export function mstsColumns(
  lang: Lang,
  time: (instant: Date) => string,
): ExportColumn<MstsTransaction>[] {
  const t = translator(lang, 'exports');
  const money = (minor: number) => toMajor(minor).toFixed(2);
  return [
    { header: t('msts.transactionId'), value: (r) => r.transactionId },
    { header: t('msts.contract'), value: (r) => r.accountNumber },
    { header: t('msts.haulierId'), value: (r) => r.haulierId },
    { header: t('msts.plate'), value: (r) => r.plate },
    { header: t('msts.vehicleCountry'), value: (r) => r.vehicleCountry },
    { header: t('msts.tollDomain'), value: (r) => r.tollDomain },
    { header: t('msts.entryPoint'), value: (r) => r.entryPoint },
    { header: t('msts.entryAt'), value: (r) => time(new Date(r.entryAt)) },
    { header: t('msts.exitPoint'), value: (r) => r.exitPoint },
    { header: t('msts.exitAt'), value: (r) => time(new Date(r.exitAt)) },
    { header: t('msts.net'), value: (r) => money(r.netMinor) },
    { header: t('msts.vat'), value: (r) => money(r.vatMinor) },
    { header: t('msts.overchargePercent'), value: (r) => (r.overchargeBp / 100).toFixed(2) },
    { header: t('msts.overcharge'), value: (r) => money(r.overchargeMinor) },
    { header: t('msts.total'), value: (r) => money(r.totalMinor) },
    { header: t('msts.currency'), value: (r) => r.currency },
    { header: t('msts.billed'), value: (r) => t(r.billed ? 'msts.yes' : 'msts.no') },
  ];
}
