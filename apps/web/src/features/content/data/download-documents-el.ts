import documents from '@toll/i18n/locales/el/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';
import { DOCUMENT_IDS } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';

export const downloadDocumentsEl: ContentPage = {
  title: 'Έγγραφα για λήψη',
  description:
    'Οι όροι και προϋποθέσεις, ο τιμοκατάλογος της ηλεκτρονικής βινιέτας και το έντυπο επιστροφής εποχούμενης μονάδας ως έγγραφα PDF.',
  lead: 'Τα έγγραφα είναι αρχεία PDF που δημιουργούνται τη στιγμή της λήψης – ο τιμοκατάλογος περιέχει πάντα τις τιμές της ημέρας.',
  sections: [
    {
      heading: 'Έγγραφα',
      blocks: [
        {
          kind: 'documents',
          items: DOCUMENT_IDS.map((id) => ({
            title: documents.list[id].title,
            description: documents.list[id].description,
            href: api.href('/documents/{id}', { params: { id }, query: { lang: 'el' } }),
          })),
        },
      ],
    },
  ],
};
