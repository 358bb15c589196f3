import type { ContentPage } from '../content-types';

export const howToReturnObuRo: ContentPage = {
  title: 'Cum se returnează o unitate de bord',
  description:
    'Pașii pentru returnarea unei unități de bord (OBU) la încetarea contractului, la vânzarea vehiculului sau când unitatea este defectă, și formularul de returnare.',
  lead: 'O unitate de bord (OBU) se returnează la încetarea contractului, la vânzarea sau radierea vehiculului și când unitatea este defectă. O unitate returnată este dezasociată de vehicul; operațiunea nu poate fi anulată.',
  sections: [
    {
      heading: 'Pași',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Completați formularul',
              text: 'Descărcați [formularul de returnare](/api/documents/obu-return-form?lang=ro) din [documente](/download-documents) și completați-l.',
            },
            {
              title: 'Pregătiți unitatea',
              text: 'Returnați unitatea împreună cu suportul și cablul de încărcare. Notați-i numărul de serie.',
            },
            {
              title: 'Predați-o',
              text: 'Predați unitatea și formularul la un punct de vânzare al unui partener sau trimiteți-le prin curier.',
            },
            {
              title: 'Primiți confirmarea',
              text: 'După primirea unității, veți primi o confirmare prin e-mail, iar unitatea este dezasociată de contract.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Bine de știut',
      blocks: [
        {
          kind: 'list',
          items: [
            'Până când unitatea este returnată și dezasociată, ea rămâne legată de contractul dumneavoastră.',
            'Dacă vehiculul folosește în continuare rețeaua de drumuri cu taxă, are nevoie de o altă unitate sau de un [permis de traseu](/about-route-pass).',
            'Pentru întrebări, ne puteți contacta prin intermediul paginii [contact](/contacts).',
          ],
        },
      ],
    },
  ],
};
