import type { ContentPage } from '../content-types';

export const aboutTollSystemRo: ContentPage = {
  title: 'Despre sistemul de taxare',
  description:
    'Cum funcționează taxarea electronică a drumurilor în Bulgaria: roviniete până la 3,5 t, taxe de drum în funcție de distanță peste 3,5 t, unități de bord și control.',
  lead: 'Din 2019 taxele de drum din Bulgaria se încasează electronic. De la 1 martie 2020 vehiculele de peste 3,5 t plătesc în funcție de distanța parcursă pe aproximativ 3.115 km de drumuri, dintre care 803 km de autostradă.',
  sections: [
    {
      heading: 'Două taxe, în funcție de masă',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Până la 3,5 t** – o taxă în funcție de timp: o [rovinietă electronică](/about-e-vignette) pentru o zi, un weekend, o săptămână, o lună, un trimestru sau un an.',
            '**Peste 3,5 t** – o taxă de drum în funcție de distanță: cu o unitate de bord (OBU) sau un dispozitiv de urmărire GPS în baza unui contract, ori cu un [permis de traseu](/about-route-pass) plătit în avans.',
          ],
        },
      ],
    },
    {
      heading: 'Unități de bord',
      blocks: [
        {
          kind: 'p',
          text: 'Clienții cu contract primesc o unitate de bord care înregistrează tronsoanele cu taxă parcurse. Contractul poate fi cu plată în avans sau cu plată ulterioară. Când unitatea nu mai este necesară, ea se returnează – consultați [cum se returnează o unitate de bord](/how-to-return-OBU).',
        },
      ],
    },
    {
      heading: 'Control',
      blocks: [
        {
          kind: 'p',
          text: 'Camerele de pe rețeaua de drumuri cu taxă citesc numerele de înmatriculare și verifică existența unei roviniete valabile, a unui permis de traseu sau a unei înregistrări de la unitatea de bord. Dacă acestea lipsesc, se înregistrează o abatere – consultați [abaterile](/about-delicts).',
        },
      ],
    },
    {
      heading: 'Anunțuri de trafic',
      blocks: [
        {
          kind: 'p',
          text: 'Lucrările și restricțiile de pe rețeaua cu taxă sunt publicate în [anunțurile de trafic](/traffic-announcement).',
        },
      ],
    },
  ],
};
