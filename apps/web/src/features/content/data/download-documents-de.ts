import documents from '@toll/i18n/locales/de/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';
import { DOCUMENT_IDS } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';

export const downloadDocumentsDe: ContentPage = {
  title: 'Dokumente zum Herunterladen',
  description:
    'Die Allgemeinen Geschäftsbedingungen, die Preisliste der E-Vignette und das Rückgabeformular für Fahrzeuggeräte als PDF-Dokumente.',
  lead: 'Die Dokumente sind PDF-Dateien, die im Moment des Herunterladens erstellt werden – die Preisliste enthält immer die Preise des Tages.',
  sections: [
    {
      heading: 'Dokumente',
      blocks: [
        {
          kind: 'documents',
          items: DOCUMENT_IDS.map((id) => ({
            title: documents.list[id].title,
            description: documents.list[id].description,
            href: api.href('/documents/{id}', { params: { id }, query: { lang: 'de' } }),
          })),
        },
      ],
    },
  ],
};
