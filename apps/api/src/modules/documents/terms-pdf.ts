import type { Translate } from '../../platform/i18n';
import { heading, paragraph, smallPrint, type Pdf } from './pdf-document';

type TermsSection = { heading: string; paragraphs: string[] };

/** The terms and conditions: the same text as the site's terms page (documents.json `terms`). */
export function writeTerms(doc: Pdf, sections: readonly TermsSection[], t: Translate): void {
  smallPrint(doc, t('terms.updated'));
  for (const section of sections) {
    heading(doc, section.heading);
    for (const text of section.paragraphs) paragraph(doc, text);
  }
}
