import type { ContentPage } from '../content-types';

export const aboutEVignetteRo: ContentPage = {
  title: 'Despre rovinieta electronică',
  description:
    'Ce este rovinieta electronică, cine are nevoie de ea, cât costă în euro și în leva, când începe și când expiră și cum o cumpărați în 5 pași.',
  lead: 'Rovinieta electronică (e-vinieta) este dreptul de a utiliza rețeaua de drumuri cu taxă din Bulgaria – autostrăzile și drumurile de clasa întâi – pentru o perioadă stabilită. Ea este legată de numărul de înmatriculare al vehiculului; nu este necesar niciun autocolant.',
  sections: [
    {
      heading: 'Cine are nevoie de o rovinietă electronică',
      blocks: [
        {
          kind: 'list',
          items: [
            'Autoturismele și celelalte vehicule cu masa totală autorizată de **până la 3,5 t**.',
            'Remorcile și rulotele, atunci când ansamblul cântărește mai mult de 3,5 t – acestea au nevoie de o rovinietă proprie.',
            'Vehiculele de **peste 3,5 t** nu cumpără rovinietă: ele plătesc o taxă de drum în funcție de distanță – cu un [permis de traseu](/about-route-pass) sau cu o unitate de bord.',
            'Motocicletele, tricicletele și ATV-urile nu plătesc nicio taxă.',
          ],
        },
      ],
    },
    {
      heading: 'Tipuri și prețuri',
      blocks: [
        {
          kind: 'table',
          caption: 'Prețurile rovinietelor electronice pentru vehicule de până la 3,5 t din 2026',
          head: ['Rovinietă', 'Preț', 'Preț înainte de 2026', 'Valabilitate'],
          rows: [
            ['De o zi (de la 3 februarie 2026)', '4,09 €', '–', '24 de ore de la început'],
            ['De weekend', '5,11 €', '10 BGN', 'de vineri, ora 12:00, până duminică, ora 23:59'],
            ['Săptămânală', '7,67 €', '15 BGN', '7 zile calendaristice'],
            ['Lunară', '15,34 €', '30 BGN', 'o lună'],
            ['Trimestrială', '27,61 €', '54 BGN', 'trei luni'],
            ['Anuală', '49,60 €', '97 BGN', 'un an'],
          ],
        },
        {
          kind: 'p',
          text: 'De la 1 ianuarie 2026 Bulgaria face parte din zona euro, iar rovinietele se plătesc în euro. Prețurile din 2025 în leva au fost convertite în euro la cursul fix de **1 € = 1,95583 BGN**; până la 8 august 2026 sumele sunt afișate și în leva. Taxa de rovinietă nu este purtătoare de TVA. Prețul se stabilește în funcție de momentul cumpărării, nu de data de început. Consultați și [prețurile](/prices).',
        },
      ],
    },
    {
      heading: 'Când începe și când expiră',
      blocks: [
        {
          kind: 'list',
          items: [
            'Rovinieta este valabilă din momentul plății sau de la data de început pe care o alegeți.',
            'O puteți cumpăra cu cel mult **30 de zile** înainte de data de început dorită.',
            'Rovinieta de weekend este valabilă de vineri, ora 12:00, până duminică, ora 23:59, iar cea de o zi timp de 24 de ore.',
            'Rovinietele săptămânale, lunare, trimestriale și anuale expiră la sfârșitul zilei dinaintea aceleiași date din perioada următoare: o rovinietă anuală de la 19 martie 2025 este valabilă până la 18 martie 2026, ora 23:59.',
            'Un vehicul nu poate avea două roviniete pentru aceeași perioadă.',
          ],
        },
        {
          kind: 'note',
          text: 'După plată, rovinieta **nu poate fi anulată, modificată sau rambursată**. Verificați numărul de înmatriculare și țara înainte de a plăti.',
        },
      ],
    },
    {
      heading: 'Cumpărarea în 5 pași',
      blocks: [
        {
          kind: 'steps',
          items: [
            { title: 'Alegeți rovinieta', text: 'Alegeți tipul de vehicul și perioada.' },
            {
              title: 'Introduceți vehiculul',
              text: 'Alegeți țara de înmatriculare și introduceți numărul de înmatriculare – cu litere chirilice sau latine, fără spații.',
            },
            {
              title: 'Alegeți data de început',
              text: 'Din momentul plății sau de la o dată de până la 30 de zile înainte.',
            },
            {
              title: 'Verificați comanda',
              text: 'Dacă doriți, adăugați și alte roviniete – toate se achită printr-o singură plată. Introduceți o adresă de e-mail pentru chitanță.',
            },
            {
              title: 'Plătiți',
              text: 'Plătiți cu cardul bancar pe pagina securizată a băncii. Chitanța vă este trimisă prin e-mail.',
            },
          ],
        },
        {
          kind: 'p',
          text: '[Cumpărați acum o rovinietă electronică](/buy-vignette) sau [verificați valabilitatea](/check-for-validity-of-e-vignette) unei roviniete cumpărate.',
        },
      ],
    },
    {
      heading: 'Rovinietă anuală gratuită',
      blocks: [
        {
          kind: 'p',
          text: 'Persoanele cu o capacitate de muncă redusă cu 50% sau mai mult au dreptul la o rovinietă anuală gratuită pentru un autoturism cu motor de până la 2000 cm³ și de până la 117,64 kW (160 CP). Părinții sau tutorii unui copil cu dizabilități au același drept până când copilul împlinește 18 ani sau 20 de ani, dacă este încă elev de liceu. Detaliile se găsesc la [întrebări frecvente](/faqVignette).',
        },
      ],
    },
    {
      heading: 'Schimbarea proprietarului',
      blocks: [
        {
          kind: 'p',
          text: 'Când un vehicul cu rovinietă valabilă este vândut, schimbarea proprietarului trebuie declarată în termen de **72 de ore**.',
        },
      ],
    },
  ],
};
