import documents from '@toll/i18n/locales/tr/documents.json' with { type: 'json' };
import type { ContentPage } from '../content-types';
import { DOCUMENT_IDS } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';

export const downloadDocumentsTr: ContentPage = {
  title: "İndirilebilir belgeler",
  description:
    "Hüküm ve koşullar, e-vinyet fiyat listesi ve araç içi ünite iade formu PDF belgeleri olarak.",
  lead: "Belgeler, indirdiğiniz anda oluşturulan PDF dosyalarıdır – fiyat listesi her zaman günün fiyatlarını içerir.",
  sections: [
    {
      heading: "Belgeler",
      blocks: [
        {
          kind: 'documents',
          items: DOCUMENT_IDS.map((id) => ({
            title: documents.list[id].title,
            description: documents.list[id].description,
            href: api.href('/documents/{id}', { params: { id }, query: { lang: 'tr' } }),
          })),
        },
      ],
    },
  ],
};
