import { stringify } from 'csv-stringify/sync';
import type { SegmentToll, TollSegment } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { CSV_DELIMITERS, formatNumber } from '@toll/domain/number-format';
import { translator } from '../../platform/i18n';

export type CsvItem = { segment: TollSegment; toll: SegmentToll | null };

/**
 * The segment picker's download: one row per chosen segment, headers in the caller's language,
 * the rate in the legal currency of each row's date, the toll in both currencies, numbers with the
 * language's decimal mark and fields with its CSV separator (a semicolon in Bulgarian, so that a
 * Bulgarian spreadsheet reads "31,2" as one number), dates as the site shows them, and a
 * byte-order mark so spreadsheet programs read the Cyrillic names as UTF-8.
 */
export function segmentsCsv(items: readonly CsvItem[], lang: Lang): string {
  const t = translator(lang, 'route-pass');
  const number = (value: number, digits: number) =>
    formatNumber(value, lang, { digits, grouping: false });
  const priced = items.some((item) => item.toll);
  const header = [
    t('csv.id'),
    t('csv.road'),
    t('csv.class'),
    t('csv.from'),
    t('csv.to'),
    t('csv.km'),
    t('csv.charged'),
  ];
  if (priced)
    header.push(
      t('csv.date'),
      t('csv.axles'),
      t('csv.category'),
      t('csv.emissionGroup'),
      t('csv.currency'),
      t('csv.rate'),
      t('csv.toll', { currency: 'EUR' }),
      t('csv.toll', { currency: 'BGN' }),
    );
  const rows = items.map(({ segment: s, toll }) => {
    const row = [
      s.id,
      s.road === 'urban' ? t('roadName.urban') : s.road,
      t(`roadClass.${s.class}`),
      s.from.name,
      s.to.name,
      number(s.lengthKm, 1),
      t(s.charged ? 'csv.yes' : 'csv.no'),
    ];
    if (toll)
      row.push(
        toll.date.split('-').reverse().join('.'),
        String(toll.axles),
        t(`category.${toll.category}`),
        t(`emissionGroup.${toll.emissionGroup}`),
        toll.price.currency,
        number(toll.ratePer100Km / 100, 2),
        number(toll.currencyAmount.amountEUR, 2),
        number(toll.currencyAmount.amountBGN, 2),
      );
    return row;
  });
  return `\ufeff${stringify([header, ...rows], { delimiter: CSV_DELIMITERS[lang] })}`;
}
