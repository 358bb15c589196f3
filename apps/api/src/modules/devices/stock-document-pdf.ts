import type { Lang } from '@toll/domain/languages';
import { formatAmount } from '@toll/domain/money-format';
import { translator } from '../../platform/i18n';
import { createPdf, heading, paragraph, toBuffer, type Pdf } from '../documents/pdf-document';
import type { MovementRow, movementDevices } from './warehouse-repo';

/**
 * A stock movement's document as a PDF in Bulgarian or English: the goods received note of a
 * supply, the notes of a return, recycling, serviced devices or a sale, and the hand-over protocol
 * of a hand-out at the desk (contract, client, who received, each device with the vehicle it went
 * onto and its deposit), with the signature lines the warehouse files.
 */
export type StockDocument = {
  movement: MovementRow;
  devices: Awaited<ReturnType<typeof movementDevices>>;
  handout: { accountNumber: string; clientName: string | null; recipient: string } | null;
};

const dmy = (iso: string) => iso.split('-').reverse().join('.');

function table(doc: Pdf, widths: readonly number[], cells: readonly string[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  let height = 0;
  doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
  cells.forEach((cell, i) => {
    const options = { width: widths[i]! };
    height = Math.max(height, doc.heightOfString(cell, options));
    doc.text(cell, x, y, options);
    x += widths[i]! + 6;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 3;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
}

function signature(doc: Pdf, label: string) {
  doc.moveDown(1.6);
  const y = doc.y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + 260, y)
    .lineWidth(0.6)
    .strokeColor('#888')
    .stroke();
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#444')
    .text(label, doc.page.margins.left, y + 3);
  doc.fillColor('#111');
}

export async function renderStockDocument(data: StockDocument, lang: Lang): Promise<Buffer> {
  const t = translator(lang, 'documents');
  const label = (key: string) => t(`stockDocument.${key}`);
  const typeName = translator(lang, 'exports');
  const { movement, devices, handout } = data;
  const doc = createPdf({
    lang,
    title: label(`title.${movement.movementType}`),
    issuer: t('common.issuer'),
    at: new Date(movement.createdAt),
  });
  doc.text(`${label('number')}: ${movement.documentNumber}`);
  doc.text(`${label('date')}: ${dmy(movement.documentDate)}`);
  doc.text(`${label('warehouse')}: ${movement.warehouseName}`);
  if (movement.vendor) doc.text(`${label('vendor')}: ${movement.vendor}`);
  if (handout) {
    doc.text(`${label('contract')}: ${handout.accountNumber}`);
    if (handout.clientName) doc.text(`${label('client')}: ${handout.clientName}`);
    doc.text(`${label('recipient')}: ${handout.recipient}`);
  }
  if (movement.note) doc.text(`${label('note')}: ${movement.note}`);
  if (movement.createdBy) doc.text(`${label('recordedBy')}: ${movement.createdBy}`);
  if (handout) {
    doc.moveDown(0.6);
    paragraph(doc, label('handoutText'));
  }
  heading(doc, t('stockDocument.devices', { count: devices.length }));
  const widths = handout ? [22, 70, 110, 110, 80, 60] : [22, 90, 150, 180];
  const header = ['№', label('deviceNumber'), label('serialNumber'), label('type')];
  if (handout) header.push(label('vehicle'), label('deposit'));
  table(doc, widths, header, true);
  devices.forEach((d, i) => {
    const cells = [String(i + 1), d.number, d.serialNumber, typeName(`deviceTypes.${d.inventoryType}`)]; // prettier-ignore
    if (handout)
      cells.push(
        d.plate ?? '—',
        d.depositMinor === null ? '—' : `${formatAmount(d.depositMinor, lang)} ${d.currency}`,
      );
    table(doc, widths, cells);
  });
  signature(doc, label('handedBy'));
  signature(doc, label(handout ? 'receivedBy' : 'checkedBy'));
  return toBuffer(doc);
}
