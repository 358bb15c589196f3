import type { ContentPage } from '../content-types';

export const aboutRoutePassRo: ContentPage = {
  title: 'Despre permisele de traseu',
  description:
    'Permisul de traseu este o taxă de drum plătită în avans pentru un traseu al unui vehicul de peste 3,5 t, valabilă 24 de ore. Cum îl cumpărați și ce trebuie să știți.',
  lead: 'Vehiculele cu masa totală autorizată de peste 3,5 t plătesc o taxă de drum în funcție de distanța parcursă pe rețeaua de drumuri cu taxă. Fără unitate de bord, plătiți traseul în avans cu un permis de traseu.',
  sections: [
    {
      heading: 'Cum funcționează',
      blocks: [
        {
          kind: 'list',
          items: [
            'Introduceți punctul de plecare, punctul de sosire și până la 4 puncte intermediare – cel mult 6 puncte.',
            'Alegeți traseul cel mai scurt sau cel mai rapid; traseul poate fi inversat sau copiat.',
            'Sistemul calculează distanța pe drumurile cu taxă și taxa de drum în funcție de categoria și clasa de emisii a vehiculului.',
            'Un permis de traseu este valabil **24 de ore** de la începutul declarat. Un traseu care durează mai mult de 24 de ore nu poate fi generat.',
            'Utilizatorii înregistrați pot cumpăra un permis de traseu cu până la 7 zile înainte.',
          ],
        },
      ],
    },
    {
      heading: 'De ce depinde prețul',
      blocks: [
        {
          kind: 'list',
          items: [
            'Clasa drumului: autostradă, drum de clasa întâi sau a doua.',
            'Categoria vehiculului: de la 3,5 la 12 t; peste 12 t cu 2 sau 3 axe; peste 12 t cu 4 sau mai multe axe; autobuze.',
            'Clasa de emisii: de la EURO 0 la EURO VI și EEV.',
          ],
        },
        {
          kind: 'p',
          text: 'Vehiculele cu masa totală de peste 12 t sau cu mai mult de 2 axe fac parte din categoria 1.',
        },
      ],
    },
    {
      heading: 'Ce trebuie verificat',
      blocks: [
        {
          kind: 'note',
          text: 'Dacă traseul se află în întregime în afara rețelei de drumuri cu taxă, nu este necesar un permis de traseu. Dacă părăsiți traseul, distanța parcursă în afara lui nu este plătită și poate atrage un tarif compensatoriu – consultați [abaterile](/about-delicts).',
        },
        {
          kind: 'p',
          text: '[Cumpărați un permis de traseu](/buy-route-pass) sau citiți [întrebările despre taxa de drum](/faqToll).',
        },
      ],
    },
  ],
};
