import type { ContentPage } from '../content-types';

export const aboutEVignetteEn: ContentPage = {
  title: 'About the e-vignette',
  description:
    'What the electronic vignette is, who needs one, what it costs in euro and leva, when it starts and ends, and how to buy it in 5 steps.',
  lead: "The electronic vignette (e-vignette) is the right to use Bulgaria's paid road network – the motorways and first-class roads – for a set period. It is tied to the vehicle's registration number; no sticker is needed.",
  sections: [
    {
      heading: 'Who needs an e-vignette',
      blocks: [
        {
          kind: 'list',
          items: [
            'Cars and other vehicles with a total permissible weight of **up to 3.5 t**.',
            'Trailers and caravans when the combination weighs more than 3.5 t – they need a vignette of their own.',
            'Vehicles **over 3.5 t** do not buy a vignette: they pay a toll by distance – with a [route pass](/about-route-pass) or an on-board unit.',
            'Motorcycles, tricycles and ATVs pay no fee.',
          ],
        },
      ],
    },
    {
      heading: 'Kinds and prices',
      blocks: [
        {
          kind: 'table',
          caption: 'E-vignette prices for vehicles up to 3.5 t from 2026',
          head: ['Vignette', 'Price', 'Price before 2026', 'Validity'],
          rows: [
            ['Daily (from 3 February 2026)', '€4.09', '–', '24 hours from the start'],
            ['Weekend', '€5.11', 'BGN 10', 'Friday 12:00 to Sunday 23:59'],
            ['Weekly', '€7.67', 'BGN 15', '7 calendar days'],
            ['Monthly', '€15.34', 'BGN 30', 'one month'],
            ['Quarterly', '€27.61', 'BGN 54', 'three months'],
            ['Annual', '€49.60', 'BGN 97', 'one year'],
          ],
        },
        {
          kind: 'p',
          text: 'Since 1 January 2026 Bulgaria is in the euro area and vignettes are paid in euro. The 2025 prices in leva were converted to euro at the fixed rate of **€1 = BGN 1.95583**; until 8 August 2026 amounts are also shown in leva. No VAT applies to the vignette fee. The price is set by the moment of purchase, not by the start date. See also the [prices](/prices).',
        },
      ],
    },
    {
      heading: 'When it starts and ends',
      blocks: [
        {
          kind: 'list',
          items: [
            'The vignette is valid from the moment of payment or from the start date you choose.',
            'You can buy it at most **30 days** before the start date you want.',
            'The weekend vignette is valid from Friday 12:00 to Sunday 23:59, the daily one for 24 hours.',
            'Weekly, monthly, quarterly and annual vignettes end at the end of the day before the same date one period later: an annual vignette from 19 March 2025 is valid until 23:59 on 18 March 2026.',
            'A vehicle cannot have two vignettes for the same period.',
          ],
        },
        {
          kind: 'note',
          text: 'After payment a vignette **cannot be cancelled, changed or refunded**. Check the registration number and the country before you pay.',
        },
      ],
    },
    {
      heading: 'Buying in 5 steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            { title: 'Choose the vignette', text: 'Choose the kind of vehicle and the period.' },
            {
              title: 'Enter the vehicle',
              text: 'Choose the country of registration and type the registration number – in Cyrillic or Latin letters, without spaces.',
            },
            {
              title: 'Choose the start',
              text: 'From the moment of payment or from a date up to 30 days ahead.',
            },
            {
              title: 'Review the order',
              text: 'Add more vignettes if you like – they are all paid in one payment. Enter an e-mail address for the receipt.',
            },
            {
              title: 'Pay',
              text: "Pay by bank card on the bank's secure page. The receipt arrives by e-mail.",
            },
          ],
        },
        {
          kind: 'p',
          text: '[Buy an e-vignette now](/buy-vignette) or [check the validity](/check-for-validity-of-e-vignette) of a vignette you bought.',
        },
      ],
    },
    {
      heading: 'Free annual vignette',
      blocks: [
        {
          kind: 'p',
          text: 'People with 50% or more reduced work capacity are entitled to one free annual vignette for a car with an engine of up to 2000 cc and up to 117.64 kW (160 hp). Parents or guardians of a child with a disability have the same right until the child turns 18, or 20 while still in secondary school. See the details in the [frequently asked questions](/faqVignette).',
        },
      ],
    },
    {
      heading: 'Change of owner',
      blocks: [
        {
          kind: 'p',
          text: 'When a vehicle with a valid vignette is sold, the change of ownership must be reported within **72 hours**.',
        },
      ],
    },
  ],
};
