import documents from '@toll/i18n/locales/en/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';
import { DOCUMENT_IDS } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';

export const downloadDocumentsEn: ContentPage = {
  title: 'Documents to download',
  description:
    'The terms and conditions, the e-vignette price list and the on-board unit return form as PDF documents.',
  lead: 'The documents are PDF files made at the moment you download them – the price list always has the prices of the day.',
  sections: [
    {
      heading: 'Documents',
      blocks: [
        {
          kind: 'documents',
          items: DOCUMENT_IDS.map((id) => ({
            title: documents.list[id].title,
            description: documents.list[id].description,
            href: api.href('/documents/{id}', { params: { id }, query: { lang: 'en' } }),
          })),
        },
      ],
    },
  ],
};
