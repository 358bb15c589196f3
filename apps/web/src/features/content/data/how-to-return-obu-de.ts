import type { ContentPage } from '../content-types';

export const howToReturnObuDe: ContentPage = {
  title: 'Rückgabe eines Fahrzeuggeräts',
  description:
    'Die Schritte zur Rückgabe eines Fahrzeuggeräts (OBU), wenn der Vertrag endet, das Fahrzeug verkauft wird oder das Gerät defekt ist, und das Rückgabeformular.',
  lead: 'Ein Fahrzeuggerät (OBU) wird zurückgegeben, wenn der Vertrag endet, wenn das Fahrzeug verkauft oder abgemeldet wird und wenn das Gerät defekt ist. Ein zurückgegebenes Gerät wird vom Fahrzeug getrennt; dies kann nicht rückgängig gemacht werden.',
  sections: [
    {
      heading: 'Schritte',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Formular ausfüllen',
              text: 'Laden Sie das [Rückgabeformular](/api/documents/obu-return-form?lang=de) aus den [Dokumenten](/download-documents) herunter und füllen Sie es aus.',
            },
            {
              title: 'Gerät vorbereiten',
              text: 'Geben Sie das Gerät zusammen mit Halterung und Ladekabel zurück. Notieren Sie seine Seriennummer.',
            },
            {
              title: 'Abgeben',
              text: 'Geben Sie Gerät und Formular an einer Verkaufsstelle eines Partners ab oder senden Sie beides per Kurier.',
            },
            {
              title: 'Bestätigung erhalten',
              text: 'Sobald das Gerät eingegangen ist, erhalten Sie eine Bestätigung per E-Mail, und das Gerät wird vom Vertrag getrennt.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Gut zu wissen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bis das Gerät zurückgegeben und getrennt ist, bleibt es an Ihren Vertrag gebunden.',
            'Nutzt das Fahrzeug weiterhin das mautpflichtige Straßennetz, braucht es ein anderes Gerät oder ein [Streckenticket](/about-route-pass).',
            'Bei Fragen erreichen Sie uns über die [Kontaktseite](/contacts).',
          ],
        },
      ],
    },
  ],
};
