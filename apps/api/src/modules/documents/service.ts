import type { DocumentList } from '@toll/contract/site';
import { DOCUMENT_IDS, type DocumentId } from '@toll/domain/public-content';
import type { Lang } from '@toll/domain/languages';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { serverResources } from '@toll/i18n/server-resources';
import type { Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import type { CatalogService } from '../catalog/service';
import { writeObuReturnForm } from './obu-return-form-pdf';
import { createPdf, toBuffer } from './pdf-document';
import { writePriceList } from './price-list-pdf';
import { writeTerms } from './terms-pdf';

export type PdfFile = { fileName: string; bytes: Buffer };

/** Cached PDFs are rebuilt when the day changes (the price list carries the date). */
type CacheEntry = { day: string; file: Promise<PdfFile> };

/** The downloadable documents of the public site, generated with pdfkit in either language. */
export function createDocumentService(catalog: CatalogService, clock: Clock) {
  const cache = new Map<string, CacheEntry>();

  function list(lang: Lang): DocumentList {
    const t = translator(lang, 'documents');
    return DOCUMENT_IDS.map((id) => ({
      id,
      title: t(`list.${id}.title`),
      description: t(`list.${id}.description`),
      url: `/api/documents/${id}?lang=${lang}`,
    }));
  }

  async function build(id: DocumentId, lang: Lang, at: Date): Promise<PdfFile> {
    const t = translator(lang, 'documents');
    const date = sofiaDate(at);
    const title = id === 'terms-and-conditions' ? t('terms.title') : t(`list.${id}.title`);
    const doc = createPdf({ lang, title, issuer: t('common.issuer'), at });
    if (id === 'terms-and-conditions')
      writeTerms(doc, serverResources[lang].documents.terms.sections, t);
    else if (id === 'obu-return-form') writeObuReturnForm(doc, t);
    else {
      const display = `${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}.${date.year}`;
      writePriceList(doc, await catalog.products(lang, at), lang, display, t);
    }
    return { fileName: `${id}-${lang}-${formatPlainDate(date)}.pdf`, bytes: await toBuffer(doc) };
  }

  function pdf(id: DocumentId, lang: Lang): Promise<PdfFile> {
    const at = clock.now();
    const day = formatPlainDate(sofiaDate(at));
    const key = `${id}:${lang}`;
    const hit = cache.get(key);
    if (hit && hit.day === day) return hit.file;
    const file = build(id, lang, at);
    cache.set(key, { day, file });
    file.catch(() => cache.delete(key));
    return file;
  }

  return { list, pdf };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
