import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import type { PdfFile } from '../receipts/receipt-data';
import { delictPdf, type DelictDocument } from './delict-pdf';
import { findDelictDocumentRow } from './repo';

/**
 * The delict's document (GET /generate-pdf-compensatory-fee, and the receipt mail when a delict
 * is paid). Public like a receipt link: the document number is printed on the papers the owner
 * was served, and an unknown number answers 404.
 */
export function createDelictDocuments(deps: { db: Executor; clock: Clock }) {
  async function document(
    by: { documentNumber: string } | { id: string },
  ): Promise<DelictDocument | null> {
    const found = await findDelictDocumentRow(deps.db, by);
    if (!found) return null;
    const code = found.delict.countryCode;
    return {
      row: found.delict,
      country: { bg: found.countryBg ?? code, en: found.countryEn ?? code },
    };
  }

  return {
    document,
    pdf: (delict: DelictDocument) => delictPdf(delict, deps.clock.now()),
    async pdfByNumber(documentNumber: string): Promise<PdfFile> {
      const delict = await document({ documentNumber });
      if (!delict) throw notFound('delict.notFound');
      return {
        fileName: `delict-${delict.row.documentNumber}.pdf`,
        bytes: await delictPdf(delict, deps.clock.now()),
      };
    },
  };
}

export type DelictDocuments = ReturnType<typeof createDelictDocuments>;
