import type { Lang } from '@toll/domain/languages';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { PartnerExportRow } from './repo';

/** The columns of the partner export, headers and values in the caller's language. */
export function partnerExportColumns(lang: Lang): ExportColumn<PartnerExportRow>[] {
  const t = translator(lang, 'exports');
  const text = (prefix: string) => {
    const cache = new Map<string, string>();
    return (value: string) => {
      let label = cache.get(value);
      if (label === undefined) {
        label = t(`${prefix}.${value}`);
        cache.set(value, label);
      }
      return label;
    };
  };
  const type = text('partnerTypes');
  const status = text('statuses');
  const period = text('periods');
  return [
    { header: t('partners.id'), value: (r) => r.id, width: 8 },
    { header: t('partners.name'), value: (r) => r.name, width: 36 },
    { header: t('partners.nameEn'), value: (r) => r.nameEn, width: 36 },
    { header: t('partners.partnerType'), value: (r) => type(r.partnerType), width: 24 },
    { header: t('partners.status'), value: (r) => status(r.status), width: 14 },
    { header: t('partners.eik'), value: (r) => r.eik, width: 15 },
    { header: t('partners.vatNumber'), value: (r) => r.vatNumber, width: 17 },
    { header: t('partners.city'), value: (r) => r.city },
    { header: t('partners.customerId'), value: (r) => r.customerId },
    { header: t('partners.commission'), value: (r) => r.commissionBp / 100, width: 12 },
    { header: t('partners.invoiceRangeStart'), value: (r) => r.invoiceRangeStart, width: 14 },
    { header: t('partners.invoiceRangeEnd'), value: (r) => r.invoiceRangeEnd, width: 14 },
    { header: t('partners.recipientIban'), value: (r) => r.recipientIban, width: 26 },
    { header: t('partners.lang'), value: (r) => r.lang, width: 6 },
    { header: t('partners.obligationsPeriod'), value: (r) => period(r.obligationsPeriod) },
    { header: t('partners.createdAt'), value: (r) => r.createdAt, width: 22 },
  ];
}
