import type { SaleChannel, VignetteProvider } from '@toll/domain/sale-channels';
import type { ContentPage, ContentSection } from '../content-types';
import type { ProviderTexts } from '../provider-texts';

const name = (p: VignetteProvider) => p.name.de;

// German nouns keep their capitals: a title is linked as it is written, never in lower case.
const TITLES: Record<
  SaleChannel,
  { about: (p: VignetteProvider) => string; buy: (p: VignetteProvider) => string }
> = {
  web: {
    about: (p) => `Über ${name(p)}`,
    buy: (p) => `So kaufen Sie eine E-Vignette bei ${name(p)}`,
  },
  app: {
    about: (p) => `Über die mobile App ${name(p)}`,
    buy: (p) => `So kaufen Sie eine E-Vignette mit der App ${name(p)}`,
  },
  'fuel-station': {
    about: (p) => `E-Vignetten an ${name(p)}-Tankstellen`,
    buy: (p) => `So kaufen Sie eine E-Vignette an einer ${name(p)}-Tankstelle`,
  },
  'bank-app': {
    about: () => 'E-Vignetten in Banking-Apps',
    buy: () => 'So kaufen Sie eine E-Vignette in einer Banking-App',
  },
  partner: {
    about: () => 'E-Vignetten bei Vertriebspartnern',
    buy: () => 'So kaufen Sie eine E-Vignette bei einem Vertriebspartner',
  },
};

const ABOUT: Record<SaleChannel, (p: VignetteProvider) => string> = {
  web: () =>
    'Die offizielle Website für elektronische Vignetten, Streckentickets, Gültigkeitsprüfungen und die Zahlung von Verstößen in Bulgarien. Sie kaufen direkt, ohne Vermittler und ohne Zusatzgebühren.',
  app: (p) =>
    `Die mobile App ${name(p)} bietet dasselbe wie die Website: Kauf und Prüfung von E-Vignetten, Streckentickets und Verstöße – auf Ihrem Smartphone. Sie erhalten sie bei Google Play oder im App Store.`,
  'fuel-station': (p) =>
    `An ${name(p)}-Tankstellen im ganzen Land kaufen Sie eine E-Vignette an der Kasse. Das Kassenpersonal gibt die Fahrzeugdaten in das System ein, und die Vignette wird sofort ausgestellt.`,
  'bank-app': () =>
    'Einige Banken bieten E-Vignetten in ihrem Mobile- oder Online-Banking an. Die Vignette wird im selben System ausgestellt wie auf dieser Website.',
  partner: () =>
    'Vertriebspartner und Kommissionäre verkaufen E-Vignetten vertraglich an ihren Verkaufsstellen und über ihre eigenen Kanäle. Die ausgestellte Vignette ist dieselbe wie eine auf dieser Website gekaufte.',
};

const STEPS: Record<SaleChannel, readonly { title: string; text: string }[]> = {
  web: [
    {
      title: 'Vignette wählen',
      text: 'Öffnen Sie [Vignette kaufen](/buy-vignette) und wählen Sie Fahrzeugart und Zeitraum.',
    },
    {
      title: 'Fahrzeug eingeben',
      text: 'Wählen Sie das Land und geben Sie das Kennzeichen ohne Leerzeichen oder Bindestriche ein.',
    },
    {
      title: 'Beginn wählen',
      text: 'Ab dem Zeitpunkt der Zahlung oder ab einem Datum bis zu 30 Tage im Voraus.',
    },
    {
      title: 'Bestellung prüfen',
      text: 'Prüfen Sie die Angaben und geben Sie eine E-Mail-Adresse für den Beleg an.',
    },
    {
      title: 'Bezahlen',
      text: 'Bezahlen Sie mit Bankkarte. Die Vignette wird aktiviert, und der Beleg kommt per E-Mail.',
    },
  ],
  app: [
    { title: 'App herunterladen', text: 'Installieren Sie sie über Google Play oder den App Store.' },
    { title: 'Vignette wählen', text: 'Wählen Sie Fahrzeugart, Zeitraum und Beginn.' },
    { title: 'Fahrzeug eingeben', text: 'Wählen Sie das Land und geben Sie das Kennzeichen ein.' },
    { title: 'Bezahlen', text: 'Bezahlen Sie in der App mit Karte; der Beleg kommt per E-Mail.' },
  ],
  'fuel-station': [
    {
      title: 'An der Kasse fragen',
      text: 'Verlangen Sie eine E-Vignette und sagen Sie, welche: Tages-, Wochenend-, Wochen-, Monats-, Quartals- oder Jahresvignette.',
    },
    {
      title: 'Angaben machen',
      text: 'Nennen Sie das Zulassungsland, das Kennzeichen und den gewünschten Beginn.',
    },
    {
      title: 'Kassenbon prüfen',
      text: 'Der Kassenbon ist der Kaufnachweis. Prüfen Sie das Kennzeichen darauf, bevor Sie losfahren.',
    },
  ],
  'bank-app': [
    {
      title: 'Banking öffnen',
      text: 'Suchen Sie in der App Ihrer Bank einen Bereich „Vignette“ oder „Zahlungen“.',
    },
    {
      title: 'Angaben eingeben',
      text: 'Wählen Sie die Art der Vignette, das Land, das Kennzeichen und den Beginn.',
    },
    {
      title: 'Zahlung bestätigen',
      text: 'Der Betrag wird von Ihrem Konto abgebucht. Prüfen Sie die Gültigkeit [hier](/check-for-validity-of-e-vignette).',
    },
  ],
  partner: [
    { title: 'Partner finden', text: 'Siehe die Liste der [Partner](/partners).' },
    {
      title: 'Angaben machen',
      text: 'Nennen Sie die Art der Vignette, das Land, das Kennzeichen und den Beginn.',
    },
    {
      title: 'Kaufnachweis aufbewahren',
      text: 'Bewahren Sie den Beleg auf und prüfen Sie das Kennzeichen darauf.',
    },
  ],
};

const COMMON: readonly ContentSection[] = [
  {
    heading: 'Überall gleich',
    blocks: [
      {
        kind: 'list',
        items: [
          'Eine Vignette gilt ab der Zahlung oder ab dem gewählten Beginndatum und kann bis zu 30 Tage im Voraus gekauft werden.',
          'Nach der Zahlung kann sie weder storniert noch erstattet werden.',
          'Die Preise sind überall gleich: siehe die [Preise](/prices).',
        ],
      },
    ],
  },
];

function about(p: VignetteProvider): ContentPage {
  const title = TITLES[p.channel].about(p);
  return {
    title,
    description: `${title}: was angeboten wird und wie Sie dort eine E-Vignette kaufen.`,
    lead: ABOUT[p.channel](p),
    sections: [
      {
        heading: 'Kauf',
        blocks: [
          {
            kind: 'p',
            text: `Schritt für Schritt: [${TITLES[p.channel].buy(p)}](/how-to-buy-e-vignette-from-${p.id}).`,
          },
          ...(p.website
            ? [
                {
                  kind: 'p' as const,
                  text: `Website: [${p.website.replace('https://', '')}](${p.website})`,
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
    description: `${title} – Schritt für Schritt.`,
    lead: ABOUT[p.channel](p),
    sections: [{ heading: 'Schritte', blocks: [{ kind: 'steps', items: STEPS[p.channel] }] }, ...COMMON],
  };
}

export const providerTextsDe: ProviderTexts = {
  about,
  howToBuy,
  otherProviders: 'Weitere Kaufmöglichkeiten',
};
