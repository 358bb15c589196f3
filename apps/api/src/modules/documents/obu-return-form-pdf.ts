import type { Translate } from '../../platform/i18n';
import { PAGE_MARGIN, heading, paragraph, type Pdf } from './pdf-document';

const FIELD_WIDTH = 483;

/** A labelled blank line to write on. */
function field(doc: Pdf, label: string): void {
  doc.font('regular').fontSize(9).fillColor('#444').text(label);
  const y = doc.y + 16;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + FIELD_WIDTH, y)
    .lineWidth(0.6)
    .strokeColor('#888')
    .stroke();
  doc.y = y + 8;
  doc.fillColor('#111');
}

function checkbox(doc: Pdf, label: string): void {
  const y = doc.y;
  doc
    .rect(PAGE_MARGIN, y + 1, 9, 9)
    .lineWidth(0.8)
    .strokeColor('#444')
    .stroke();
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor('#111')
    .text(label, PAGE_MARGIN + 16, y);
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

/** The OBU return form: customer, device, reason and signatures, as blank fields to fill in. */
export function writeObuReturnForm(doc: Pdf, t: Translate): void {
  paragraph(doc, t('obuForm.intro'));
  heading(doc, t('obuForm.sections.customer'));
  for (const key of ['name', 'identifier', 'contract', 'email', 'phone'] as const)
    field(doc, t(`obuForm.fields.${key}`));
  heading(doc, t('obuForm.sections.device'));
  for (const key of ['plate', 'serial'] as const) field(doc, t(`obuForm.fields.${key}`));
  heading(doc, t('obuForm.sections.reason'));
  for (const key of ['contractEnd', 'vehicleSold', 'defective', 'other'] as const)
    checkbox(doc, t(`obuForm.reasons.${key}`));
  heading(doc, t('obuForm.sections.signature'));
  for (const key of ['date', 'place', 'customerSignature', 'receivedBy'] as const)
    field(doc, t(`obuForm.fields.${key}`));
}
