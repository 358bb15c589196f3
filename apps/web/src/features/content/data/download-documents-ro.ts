import documents from '@toll/i18n/locales/ro/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';
import { DOCUMENT_IDS } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';

export const downloadDocumentsRo: ContentPage = {
  title: 'Documente de descărcat',
  description:
    'Termenii și condițiile, lista de prețuri a rovinietelor electronice și formularul de returnare a unității de bord, ca documente PDF.',
  lead: 'Documentele sunt fișiere PDF generate în momentul descărcării – lista de prețuri conține întotdeauna prețurile zilei.',
  sections: [
    {
      heading: 'Documente',
      blocks: [
        {
          kind: 'documents',
          items: DOCUMENT_IDS.map((id) => ({
            title: documents.list[id].title,
            description: documents.list[id].description,
            href: api.href('/documents/{id}', { params: { id }, query: { lang: 'ro' } }),
          })),
        },
      ],
    },
  ],
};
