import documents from '@toll/i18n/locales/bg/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';
import { DOCUMENT_IDS } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';

export const downloadDocumentsBg: ContentPage = {
  title: 'Документи за изтегляне',
  description:
    'Общите условия, ценоразписът на е-винетките и формулярът за връщане на бордово устройство като PDF документи.',
  lead: 'Документите са във формат PDF и се създават в момента на изтеглянето – ценоразписът винаги е с цените към деня.',
  sections: [
    {
      heading: 'Документи',
      blocks: [
        {
          kind: 'documents',
          items: DOCUMENT_IDS.map((id) => ({
            title: documents.list[id].title,
            description: documents.list[id].description,
            href: api.href('/documents/{id}', { params: { id }, query: { lang: 'bg' } }),
          })),
        },
      ],
    },
  ],
};
