import { formatMoney } from '@toll/domain/money-format';
import type { Lang } from '@toll/domain/languages';
import type { Product } from '@toll/contract/products';
import type { Translate } from '../../platform/i18n';
import { PAGE_MARGIN, heading, paragraph, smallPrint, type Pdf } from './pdf-document';

const COLUMNS = [0, 220, 340] as const;

function row(doc: Pdf, cells: readonly string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'bold' : 'regular').fontSize(10.5);
  cells.forEach((cell, i) => doc.text(cell, PAGE_MARGIN + (COLUMNS[i] ?? 0), y, { width: 200 }));
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

/** Today's prices by vehicle type and period, primary currency first (from the tariff table). */
export function writePriceList(
  doc: Pdf,
  products: readonly Product[],
  lang: Lang,
  date: string,
  t: Translate,
): void {
  paragraph(doc, t('priceList.intro', { date }));
  for (const vehicleType of ['car', 'trailer'] as const) {
    heading(doc, t(`priceList.vehicle.${vehicleType}`));
    row(doc, [t('priceList.period'), t('priceList.price'), t('priceList.other')], true);
    for (const product of products.filter((p) => p.vehicleType === vehicleType)) {
      const primary = product.price.currency;
      const secondary = primary === 'EUR' ? 'BGN' : 'EUR';
      const secondaryMinor = Math.round(
        (secondary === 'BGN'
          ? product.currencyAmount.amountBGN
          : product.currencyAmount.amountEUR) * 100,
      );
      row(doc, [
        product.validityTypeText,
        formatMoney({ minor: product.price.minor, currency: primary }, lang),
        formatMoney({ minor: secondaryMinor, currency: secondary }, lang),
      ]);
    }
  }
  smallPrint(doc, t('priceList.rate'));
}
