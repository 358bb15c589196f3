import type { ContentPage } from '../content-types';

export const aboutRoutePassEn: ContentPage = {
  title: 'About route passes',
  description:
    'A route pass is a prepaid toll for one route of a vehicle over 3.5 t, valid for 24 hours. How to buy one and what to know.',
  lead: 'Vehicles with a total permissible weight over 3.5 t pay a toll by the distance they drive on the paid road network. Without an on-board unit, pay for the route in advance with a route pass.',
  sections: [
    {
      heading: 'How it works',
      blocks: [
        {
          kind: 'list',
          items: [
            'Enter the start and end points and up to 4 points in between – 6 points at most.',
            'Choose the shortest or the fastest route; you can reverse or copy the route.',
            'The system calculates the distance on paid roads and the toll by the category and emission class of the vehicle.',
            'A route pass is valid for **24 hours** from the declared start. A route that takes more than 24 hours cannot be generated.',
            'Registered users can buy a route pass up to 7 days in advance.',
          ],
        },
      ],
    },
    {
      heading: 'What the price depends on',
      blocks: [
        {
          kind: 'list',
          items: [
            'The road class: motorway, first or second class.',
            'The vehicle category: 3.5 to 12 t; over 12 t with 2 or 3 axles; over 12 t with 4 or more axles; buses.',
            'The emission class: EURO 0 to EURO VI and EEV.',
          ],
        },
        {
          kind: 'p',
          text: 'Vehicles over 12 t in total or with more than 2 axles are in category 1.',
        },
      ],
    },
    {
      heading: 'What to check',
      blocks: [
        {
          kind: 'note',
          text: 'If the route lies entirely outside the paid road network, no route pass is needed. If you leave the route, the distance driven off it is not paid and may lead to a compensatory fee – see [violations](/about-delicts).',
        },
        {
          kind: 'p',
          text: '[Buy a route pass](/buy-route-pass) or read the [road toll questions](/faqToll).',
        },
      ],
    },
  ],
};
