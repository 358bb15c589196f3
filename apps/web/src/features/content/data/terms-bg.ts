import documents from '@toll/i18n/locales/bg/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';

/** The same text as the terms PDF (packages/i18n documents.json), so the two never differ. */
export const termsBg: ContentPage = {
  title: documents.list['terms-and-conditions'].title,
  description: documents.list['terms-and-conditions'].description,
  lead: `${documents.terms.title}. ${documents.terms.updated}. [PDF](/api/documents/terms-and-conditions?lang=bg)`,
  sections: documents.terms.sections.map((section) => ({
    heading: section.heading,
    blocks: section.paragraphs.map((text) => ({ kind: 'p' as const, text })),
  })),
};
