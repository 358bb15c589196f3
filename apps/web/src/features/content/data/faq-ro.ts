import type { FaqData } from '../content-types';

export const faqRo: FaqData = {
  pages: {
    faqVignette: {
      title: 'Întrebări despre rovinietă',
      description:
        'Când începe o rovinietă electronică, dacă poate fi anulată, cu câte zile înainte poate fi cumpărată, cine nu plătește taxa și cum se obține o rovinietă gratuită.',
      lead: 'Răspunsuri la cele mai frecvente întrebări despre rovinieta electronică pentru vehicule de până la 3,5 t.',
    },
    faqToll: {
      title: 'Întrebări despre taxa de drum',
      description:
        'Cine plătește taxa de drum, în ce categorie se încadrează un vehicul și cum funcționează permisele de traseu și unitățile de bord.',
      lead: 'Răspunsuri pentru vehiculele de peste 3,5 t, care plătesc în funcție de distanța parcursă.',
    },
    faqDelicts: {
      title: 'Întrebări despre abateri',
      description:
        'Cum verificați dacă aveți o abatere, ce este tariful compensatoriu, până când trebuie plătit și ce se întâmplă dacă nu este plătit.',
      lead: 'Răspunsuri despre tarifele compensatorii și taxa zilnică maximă.',
    },
    faq: {
      title: 'Întrebări frecvente',
      description:
        'Toate răspunsurile despre rovinietele electronice, taxele de drum, abateri, plată și euro, într-un singur loc.',
      lead: 'Toate întrebările despre rovinietele electronice, taxele de drum, abateri și plată.',
    },
  },
  groups: [
    {
      id: 'vignette',
      title: 'Rovinieta electronică',
      items: [
        {
          question: 'Când începe o rovinietă electronică?',
          answer: [
            'Din momentul plății sau de la data de început pe care o alegeți la cumpărare. Rovinieta de weekend este valabilă de vineri, ora 12:00, până duminică, ora 23:59, iar cea de o zi timp de 24 de ore de la început.',
          ],
        },
        {
          question: 'Cu câte zile înainte pot cumpăra o rovinietă?',
          answer: ['Cu cel mult 30 de zile înainte de data de început dorită.'],
        },
        {
          question: 'Pot anula o rovinietă sau îmi pot recupera banii?',
          answer: [
            'Nu. După plată, o rovinietă electronică nu poate fi anulată, modificată sau rambursată – nici dacă vehiculul nu este folosit sau este vândut. De aceea, verificați numărul de înmatriculare și țara înainte de a plăti.',
          ],
        },
        {
          question: 'Pot cumpăra două roviniete pentru aceeași perioadă?',
          answer: [
            'Nu. Un vehicul nu poate primi o a doua rovinietă pentru o perioadă deja acoperită.',
          ],
        },
        {
          question: 'Pot plăti mai multe roviniete deodată?',
          answer: [
            'Da. Adăugați rovinietele în coș și plătiți-le printr-o singură plată. Chitanța este trimisă la adresa de e-mail pe care o indicați.',
          ],
        },
        {
          question: 'Cum se face cumpărarea?',
          answer: [
            'În 5 pași: alegeți tipul de rovinietă, introduceți țara și numărul de înmatriculare, alegeți data de început, verificați comanda împreună cu adresa de e-mail pentru chitanță și plătiți cu cardul. Consultați [despre rovinieta electronică](/about-e-vignette).',
          ],
        },
        {
          question: 'Cât costă o rovinietă și în ce monedă se plătește?',
          answer: [
            'De la 1 ianuarie 2026 rovinietele se plătesc în euro: de o zi 4,09 €, de weekend 5,11 €, săptămânală 7,67 €, lunară 15,34 €, trimestrială 27,61 €, anuală 49,60 €. Sumele în leva sunt afișate la cursul fix de 1,95583 leva pentru un euro (cea anuală: 97,01 BGN). Nu se aplică TVA. Consultați [prețurile](/prices).',
          ],
        },
        {
          question: 'Există o rovinietă de o zi?',
          answer: [
            'Da, de la 3 februarie 2026. Costă 4,09 € (8 BGN) și este valabilă 24 de ore de la începutul pe care îl alegeți.',
          ],
        },
        {
          question: 'Are nevoie o motocicletă de rovinietă?',
          answer: ['Nu. Motocicletele, tricicletele și ATV-urile nu plătesc nicio taxă.'],
        },
        {
          question: 'Cine are dreptul la o rovinietă anuală gratuită?',
          answer: [
            'Persoanele cu o capacitate de muncă redusă cu 50% sau mai mult – pentru un autoturism cu motor de până la 2000 cm³ și de până la 117,64 kW (160 CP).',
            'Părinții sau tutorii unui copil cu dizabilități au același drept până când copilul împlinește 18 ani sau 20 de ani, dacă este încă elev de liceu.',
          ],
        },
        {
          question: 'Are nevoie o remorcă de rovinietă?',
          answer: [
            'Remorcile și rulotele au nevoie de o rovinietă proprie atunci când ansamblul cântărește în total mai mult de 3,5 t.',
          ],
        },
        {
          question: 'Mi-am vândut mașina. Ce se întâmplă cu rovinieta?',
          answer: [
            'Rovinieta este legată de numărul de înmatriculare. Schimbarea proprietarului trebuie declarată în termen de 72 de ore.',
          ],
        },
        {
          question: 'Cum verific dacă rovinieta mea este valabilă?',
          answer: [
            'Pe pagina de [verificare a valabilității](/check-for-validity-of-e-vignette), după numărul de înmatriculare și țară. Răspunsul este: activă, expirată sau neutilizată (încă neîncepută).',
          ],
        },
      ],
    },
    {
      id: 'toll',
      title: 'Taxe de drum',
      items: [
        {
          question: 'Cine plătește taxa de drum în locul rovinietei?',
          answer: [
            'Vehiculele cu masa totală autorizată de peste 3,5 t. Acestea plătesc în funcție de distanța parcursă pe rețeaua de drumuri cu taxă.',
          ],
        },
        {
          question: 'Ce vehicule fac parte din categoria 1?',
          answer: ['Vehiculele cu masa totală de peste 12 t sau cu mai mult de 2 axe.'],
        },
        {
          question: 'Cum plătesc fără unitate de bord?',
          answer: [
            'Cu un [permis de traseu](/about-route-pass): introduceți traseul (între 2 și 6 puncte) și plătiți în avans. Este valabil 24 de ore de la începutul declarat.',
          ],
        },
        {
          question: 'Cum returnez o unitate de bord?',
          answer: ['Consultați [cum se returnează o unitate de bord](/how-to-return-OBU).'],
        },
        {
          question: 'Unde pot vedea lucrările și restricțiile de circulație?',
          answer: ['În [anunțurile de trafic](/traffic-announcement).'],
        },
      ],
    },
    {
      id: 'delicts',
      title: 'Abateri',
      items: [
        {
          question: 'Cum verific dacă am o abatere?',
          answer: [
            'Pe [pagina abaterilor](/pay-delict), cu numărul de înmatriculare și codul numeric personal (EGN) al proprietarului sau codul unic de identificare (UIC, EIK) al firmei.',
          ],
        },
        {
          question: 'Ce este tariful compensatoriu?',
          answer: [
            'O taxă care reglementează o călătorie fără rovinietă valabilă sau fără taxă de drum plătită, fără amendă. Pentru un vehicul de până la 3,5 t, acesta este de 70 BGN (36 €). Consultați [despre abateri](/about-delicts).',
          ],
        },
        {
          question: 'Până când trebuie să îl plătesc?',
          answer: [
            'În termen de 14 zile de la procesul-verbal de constatare a abaterii sau de la comunicarea fișei electronice. Taxa zilnică maximă: în termen de 14 zile de la notificare.',
          ],
        },
        {
          question: 'Ce se întâmplă dacă nu plătesc la timp?',
          answer: [
            'Se aplică o amendă – 300 BGN pentru autoturisme și 1.800 BGN pentru vehiculele de peste 3,5 t. După expirarea termenului, contactați Agenția pentru Infrastructura Rutieră.',
          ],
        },
        {
          question: 'Am plătit o taxă pentru un număr greșit. Îmi va fi rambursată?',
          answer: ['Nu. O taxă plătită pentru un număr de înmatriculare introdus greșit nu se rambursează.'],
        },
      ],
    },
    {
      id: 'general',
      title: 'Plată și cont',
      items: [
        {
          question: 'Cum pot plăti?',
          answer: [
            'Cu cardul bancar, pe pagina securizată a băncii. Site-ul nu vede și nu stochează niciodată datele cardului.',
          ],
        },
        {
          question: 'Nu am primit chitanța. Ce trebuie să fac?',
          answer: [
            'Verificați dosarul de mesaje nedorite (spam). Dacă nu este acolo, [contactați-ne](/contacts) indicând numărul de înmatriculare și data cumpărării.',
          ],
        },
        {
          question: 'Am nevoie de un cont?',
          answer: [
            'Nu. Totuși, cu un cont păstrați istoricul cumpărăturilor și cumpărați mai repede – consultați [pașii de înregistrare](/register-steps).',
          ],
        },
        {
          question: 'Unde mai pot cumpăra o rovinietă?',
          answer: [
            'În aplicația mobilă, la benzinării și prin parteneri – consultați [cum cumpărați de la BGTOLL](/how-to-buy-e-vignette-from-bgtoll) și [partenerii](/partners).',
          ],
        },
      ],
    },
  ],
};
