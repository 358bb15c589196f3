import type { SaleChannel, VignetteProvider } from '@toll/domain/sale-channels';
import type { ContentPage, ContentSection } from '../content-types';
import type { ProviderTexts } from '../provider-texts';

const name = (p: VignetteProvider) => p.name.ro;

/** A title inside a sentence: its first letter in lower case (the titles begin with a common word). */
const inSentence = (title: string) => title.charAt(0).toLocaleLowerCase('ro') + title.slice(1);

const TITLES: Record<
  SaleChannel,
  { about: (p: VignetteProvider) => string; buy: (p: VignetteProvider) => string }
> = {
  web: {
    about: (p) => `Despre ${name(p)}`,
    buy: (p) => `Cum cumpărați o rovinietă electronică de la ${name(p)}`,
  },
  app: {
    about: (p) => `Despre aplicația mobilă ${name(p)}`,
    buy: (p) => `Cum cumpărați o rovinietă electronică cu aplicația ${name(p)}`,
  },
  'fuel-station': {
    about: (p) => `Roviniete electronice la benzinăriile ${name(p)}`,
    buy: (p) => `Cum cumpărați o rovinietă electronică la o benzinărie ${name(p)}`,
  },
  'bank-app': {
    about: () => 'Roviniete electronice în aplicațiile bancare',
    buy: () => 'Cum cumpărați o rovinietă electronică într-o aplicație bancară',
  },
  partner: {
    about: () => 'Roviniete electronice de la partenerii de vânzare',
    buy: () => 'Cum cumpărați o rovinietă electronică de la un partener de vânzare',
  },
};

const ABOUT: Record<SaleChannel, (p: VignetteProvider) => string> = {
  web: () =>
    'Site-ul oficial pentru roviniete electronice, permise de traseu, verificarea valabilității și plata abaterilor în Bulgaria. Cumpărați direct, fără intermediari și fără taxe suplimentare.',
  app: (p) =>
    `Aplicația mobilă ${name(p)} oferă aceleași servicii ca site-ul: cumpărarea și verificarea rovinietelor electronice, permise de traseu și abateri – de pe telefon. O găsiți în Google Play sau în App Store.`,
  'fuel-station': (p) =>
    `La benzinăriile ${name(p)} din întreaga țară cumpărați o rovinietă electronică la casă. Casierul introduce datele vehiculului în sistem, iar rovinieta este emisă imediat.`,
  'bank-app': () =>
    'Unele bănci oferă roviniete electronice în aplicațiile lor mobile sau de internet banking. Rovinieta este emisă în același sistem ca pe acest site.',
  partner: () =>
    'Partenerii de vânzare și comisionarii vând roviniete electronice în punctele lor de vânzare și prin canalele proprii, pe bază de contract. Rovinieta emisă este aceeași cu cea cumpărată pe acest site.',
};

const STEPS: Record<SaleChannel, readonly { title: string; text: string }[]> = {
  web: [
    {
      title: 'Alegeți rovinieta',
      text: 'Deschideți [cumpărați o rovinietă](/buy-vignette) și alegeți tipul de vehicul și perioada.',
    },
    {
      title: 'Introduceți vehiculul',
      text: 'Alegeți țara și introduceți numărul de înmatriculare, fără spații sau cratime.',
    },
    {
      title: 'Alegeți data de început',
      text: 'Din momentul plății sau de la o dată de până la 30 de zile înainte.',
    },
    {
      title: 'Verificați comanda',
      text: 'Verificați datele și introduceți o adresă de e-mail pentru chitanță.',
    },
    {
      title: 'Plătiți',
      text: 'Plătiți cu cardul bancar. Rovinieta este activată, iar chitanța vă este trimisă prin e-mail.',
    },
  ],
  app: [
    { title: 'Instalați aplicația', text: 'Instalați-o din Google Play sau din App Store.' },
    {
      title: 'Alegeți rovinieta',
      text: 'Alegeți tipul de vehicul, perioada și data de început.',
    },
    {
      title: 'Introduceți vehiculul',
      text: 'Alegeți țara și introduceți numărul de înmatriculare.',
    },
    { title: 'Plătiți', text: 'Plătiți cu cardul în aplicație; chitanța vă este trimisă prin e-mail.' },
  ],
  'fuel-station': [
    {
      title: 'Cereți la casă',
      text: 'Cereți o rovinietă electronică și spuneți ce tip doriți: de o zi, de weekend, săptămânală, lunară, trimestrială sau anuală.',
    },
    {
      title: 'Comunicați datele',
      text: 'Spuneți țara de înmatriculare, numărul de înmatriculare și data de început dorită.',
    },
    {
      title: 'Verificați bonul',
      text: 'Bonul este dovada cumpărării. Verificați numărul de înmatriculare de pe el înainte de a pleca.',
    },
  ],
  'bank-app': [
    {
      title: 'Deschideți aplicația băncii',
      text: 'Căutați o secțiune „Rovinietă” sau „Plăți” în aplicația băncii dumneavoastră.',
    },
    {
      title: 'Introduceți datele',
      text: 'Alegeți tipul de rovinietă, țara, numărul de înmatriculare și data de început.',
    },
    {
      title: 'Confirmați plata',
      text: 'Suma este debitată din contul dumneavoastră. Verificați valabilitatea [aici](/check-for-validity-of-e-vignette).',
    },
  ],
  partner: [
    { title: 'Găsiți un partener', text: 'Consultați lista [partenerilor](/partners).' },
    {
      title: 'Comunicați datele',
      text: 'Spuneți tipul de rovinietă, țara, numărul de înmatriculare și data de început.',
    },
    {
      title: 'Păstrați dovada cumpărării',
      text: 'Păstrați bonul și verificați numărul de înmatriculare de pe el.',
    },
  ],
};

const COMMON: readonly ContentSection[] = [
  {
    heading: 'La fel peste tot',
    blocks: [
      {
        kind: 'list',
        items: [
          'O rovinietă este valabilă din momentul plății sau de la data de început aleasă și poate fi cumpărată cu până la 30 de zile înainte.',
          'După plată, ea nu poate fi anulată sau rambursată.',
          'Prețurile sunt aceleași peste tot: consultați [prețurile](/prices).',
        ],
      },
    ],
  },
];

function about(p: VignetteProvider): ContentPage {
  const title = TITLES[p.channel].about(p);
  return {
    title,
    description: `${title}: ce oferă și cum cumpărați acolo o rovinietă electronică.`,
    lead: ABOUT[p.channel](p),
    sections: [
      {
        heading: 'Cumpărare',
        blocks: [
          {
            kind: 'p',
            text: `Pas cu pas: [${inSentence(TITLES[p.channel].buy(p))}](/how-to-buy-e-vignette-from-${p.id}).`,
          },
          ...(p.website
            ? [
                {
                  kind: 'p' as const,
                  text: `Site web: [${p.website.replace('https://', '')}](${p.website})`,
                },
              ]
            : []),
        ],
      },
      ...COMMON,
    ],
  };
}

function howToBuy(p: VignetteProvider): ContentPage {
  const title = TITLES[p.channel].buy(p);
  return {
    title,
    description: `${title} – pas cu pas.`,
    lead: ABOUT[p.channel](p),
    sections: [{ heading: 'Pași', blocks: [{ kind: 'steps', items: STEPS[p.channel] }] }, ...COMMON],
  };
}

export const providerTextsRo: ProviderTexts = {
  about,
  howToBuy,
  otherProviders: 'Alte modalități de cumpărare',
};
