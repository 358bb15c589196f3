import type { ContentPage } from '../content-types';

export const cookiesEn: ContentPage = {
  title: 'Cookie policy',
  description:
    'The site uses no advertising or tracking cookies. What your browser keeps for this site, why, and how to delete it.',
  lead: 'The site uses no advertising, analytics or tracking cookies and embeds no third-party content. It keeps in your browser only what it needs to work.',
  sections: [
    {
      heading: 'What your browser keeps',
      blocks: [
        {
          kind: 'table',
          caption: "Data in the browser's local storage",
          head: ['Name', 'What for', 'How long'],
          rows: [
            ['lang', 'the language you chose for the site', 'until you delete it'],
            [
              'cart.site',
              'the vignettes and route passes in your cart',
              'until payment or deletion',
            ],
            ['user', 'your login – only if you choose "Remember me"', 'until you log out'],
            ['featureFlags', 'service settings for testing the site', 'until they are reset'],
          ],
        },
        {
          kind: 'p',
          text: 'This data is strictly necessary for the service you asked for, so it needs no consent. It is not sent to third parties.',
        },
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        {
          kind: 'p',
          text: "When you pay by card, you move to the card operator's page, which may use its own cookies to secure the payment under its own rules.",
        },
      ],
    },
    {
      heading: 'How to delete the data',
      blocks: [
        {
          kind: 'p',
          text: 'You can delete the data of this site in your browser settings ("Clear site data"). Your cart is then emptied and the language goes back to Bulgarian.',
        },
        { kind: 'p', text: 'See also the [privacy policy](/privacy-policy).' },
      ],
    },
  ],
};
