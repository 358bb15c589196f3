import type { ContentPage } from '../content-types';

export const aboutDelictsRo: ContentPage = {
  title: 'Despre abateri',
  description:
    'Ce sunt tariful compensatoriu și taxa zilnică maximă, cât costă, în ce termen se plătesc și cum verificați dacă aveți o abatere.',
  lead: 'Când un vehicul circulă pe rețeaua de drumuri cu taxă fără o rovinietă valabilă, un permis de traseu sau o înregistrare de la unitatea de bord, se înregistrează o abatere. Aceasta poate fi soluționată prin plata unei taxe, înainte de a deveni amendă.',
  sections: [
    {
      heading: 'Tariful compensatoriu',
      blocks: [
        {
          kind: 'table',
          caption: 'Tarife compensatorii',
          head: ['Vehicul', 'În leva', 'În euro (2026)'],
          rows: [
            ['Până la 3,5 t', '70 BGN', '36 €'],
            ['De la 3,5 la 12 t', '150 BGN', '77 €'],
            ['Peste 12 t, 2 sau 3 axe', '450 BGN', '230 €'],
            ['Peste 12 t, 4 sau mai multe axe', '750 BGN', '383 €'],
            ['Autobuz', '150 BGN', '77 €'],
          ],
        },
        {
          kind: 'p',
          text: 'Tariful compensatoriu se plătește în termen de **14 zile** de la procesul-verbal de constatare a abaterii sau de la comunicarea fișei electronice. Dacă nu este plătit la timp, se aplică o amendă – 300 BGN pentru autoturisme și 1.800 BGN pentru vehiculele de peste 3,5 t.',
        },
      ],
    },
    {
      heading: 'Taxa zilnică maximă',
      blocks: [
        {
          kind: 'p',
          text: 'Pentru vehiculele de peste 3,5 t fără nicio înregistrare a distanței parcurse se poate plăti taxa zilnică maximă. Termenul este de **14 zile** de la notificare.',
        },
      ],
    },
    {
      heading: 'Cum verificați și plătiți',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Verificați',
              text: 'Pe [pagina abaterilor](/pay-delict) introduceți numărul de înmatriculare și codul numeric personal (EGN) al proprietarului, pentru o persoană fizică, sau codul unic de identificare (UIC, EIK), pentru o firmă.',
            },
            {
              title: 'Plătiți',
              text: 'Alegeți abaterile și plătiți cu cardul bancar. Chitanța vă este trimisă prin e-mail.',
            },
          ],
        },
        {
          kind: 'p',
          text: 'O abatere trece prin următoarele stări: înregistrată, în curs de procesare, fișă electronică comunicată, plătită. După expirarea termenului de plată, contactați Agenția pentru Infrastructura Rutieră.',
        },
        {
          kind: 'note',
          text: 'O taxă plătită pentru un număr de înmatriculare introdus greșit nu se rambursează. Consultați și [întrebările despre abateri](/faqDelicts).',
        },
      ],
    },
  ],
};
