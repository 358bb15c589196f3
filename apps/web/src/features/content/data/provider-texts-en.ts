import type { SaleChannel, VignetteProvider } from '@toll/domain/sale-channels';
import type { ContentPage, ContentSection } from '../content-types';
import type { ProviderTexts } from '../provider-texts';

const name = (p: VignetteProvider) => p.name.en;

const TITLES: Record<
  SaleChannel,
  { about: (p: VignetteProvider) => string; buy: (p: VignetteProvider) => string }
> = {
  web: { about: (p) => `About ${name(p)}`, buy: (p) => `How to buy an e-vignette from ${name(p)}` },
  app: {
    about: (p) => `About the ${name(p)} mobile app`,
    buy: (p) => `How to buy an e-vignette with the ${name(p)} app`,
  },
  'fuel-station': {
    about: (p) => `E-vignettes at ${name(p)} fuel stations`,
    buy: (p) => `How to buy an e-vignette at a ${name(p)} fuel station`,
  },
  'bank-app': {
    about: () => 'E-vignettes in banking apps',
    buy: () => 'How to buy an e-vignette in a banking app',
  },
  partner: {
    about: () => 'E-vignettes from sales partners',
    buy: () => 'How to buy an e-vignette from a sales partner',
  },
};

const ABOUT: Record<SaleChannel, (p: VignetteProvider) => string> = {
  web: () =>
    'The official site for electronic vignettes, route passes, validity checks and paying violations in Bulgaria. You buy directly, with no intermediary and no extra fees.',
  app: (p) =>
    `The ${name(p)} mobile app offers the same as the site: buying and checking e-vignettes, route passes and violations – from your phone. Get it from Google Play or the App Store.`,
  'fuel-station': (p) =>
    `At ${name(p)} fuel stations across the country you buy an e-vignette at the till. The cashier enters the vehicle's details in the system and the vignette is issued at once.`,
  'bank-app': () =>
    'Some banks offer e-vignettes in their mobile or online banking. The vignette is issued in the same system as on this site.',
  partner: () =>
    'Sales partners and commissioners sell e-vignettes at their points of sale and through their channels under contract. The vignette issued is the same as one bought on this site.',
};

const STEPS: Record<SaleChannel, readonly { title: string; text: string }[]> = {
  web: [
    {
      title: 'Choose the vignette',
      text: 'Open [buy a vignette](/buy-vignette) and choose the kind of vehicle and the period.',
    },
    {
      title: 'Enter the vehicle',
      text: 'Choose the country and type the registration number, without spaces or dashes.',
    },
    {
      title: 'Choose the start',
      text: 'From the moment of payment or from a date up to 30 days ahead.',
    },
    {
      title: 'Review the order',
      text: 'Check the details and enter an e-mail address for the receipt.',
    },
    {
      title: 'Pay',
      text: 'Pay by bank card. The vignette is activated and the receipt arrives by e-mail.',
    },
  ],
  app: [
    { title: 'Get the app', text: 'Install it from Google Play or the App Store.' },
    { title: 'Choose the vignette', text: 'Choose the kind of vehicle, the period and the start.' },
    { title: 'Enter the vehicle', text: 'Choose the country and type the registration number.' },
    { title: 'Pay', text: 'Pay by card in the app; the receipt arrives by e-mail.' },
  ],
  'fuel-station': [
    {
      title: 'Ask at the till',
      text: 'Ask for an e-vignette and say which: daily, weekend, weekly, monthly, quarterly or annual.',
    },
    {
      title: 'Give the details',
      text: 'Say the country of registration, the registration number and the start you want.',
    },
    {
      title: 'Check the receipt',
      text: 'The receipt is the proof of purchase. Check the number on it before you drive off.',
    },
  ],
  'bank-app': [
    {
      title: 'Open your banking',
      text: 'Look for a "Vignette" or "Payments" section in your bank\'s app.',
    },
    {
      title: 'Enter the details',
      text: 'Choose the kind of vignette, the country, the registration number and the start.',
    },
    {
      title: 'Confirm the payment',
      text: 'The amount is taken from your account. Check the validity [here](/check-for-validity-of-e-vignette).',
    },
  ],
  partner: [
    { title: 'Find a partner', text: 'See the list of [partners](/partners).' },
    {
      title: 'Give the details',
      text: 'Say the kind of vignette, the country, the registration number and the start.',
    },
    { title: 'Keep the proof of purchase', text: 'Keep the receipt and check the number on it.' },
  ],
};

const COMMON: readonly ContentSection[] = [
  {
    heading: 'The same everywhere',
    blocks: [
      {
        kind: 'list',
        items: [
          'A vignette is valid from payment or from the chosen start date and can be bought up to 30 days ahead.',
          'After payment it cannot be cancelled or refunded.',
          'The prices are the same everywhere: see the [prices](/prices).',
        ],
      },
    ],
  },
];

function about(p: VignetteProvider): ContentPage {
  const title = TITLES[p.channel].about(p);
  return {
    title,
    description: `${title}: what it offers and how to buy an e-vignette there.`,
    lead: ABOUT[p.channel](p),
    sections: [
      {
        heading: 'Buying',
        blocks: [
          {
            kind: 'p',
            text: `Step by step: [${TITLES[p.channel].buy(p).toLowerCase()}](/how-to-buy-e-vignette-from-${p.id}).`,
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
    description: `${title} – step by step.`,
    lead: ABOUT[p.channel](p),
    sections: [
      { heading: 'Steps', blocks: [{ kind: 'steps', items: STEPS[p.channel] }] },
      ...COMMON,
    ],
  };
}

export const providerTextsEn: ProviderTexts = {
  about,
  howToBuy,
  otherProviders: 'Other ways to buy',
};
