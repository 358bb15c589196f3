import type { ContentPage } from '../content-types';

export const aboutTollSystemEn: ContentPage = {
  title: 'About the toll system',
  description:
    "How Bulgaria's electronic road charging works: vignettes up to 3.5 t, distance-based tolls over 3.5 t, on-board units and enforcement.",
  lead: 'Since 2019 road charges in Bulgaria are collected electronically. Since 1 March 2020 vehicles over 3.5 t pay by the distance they drive on about 3,115 km of roads, 803 km of them motorways.',
  sections: [
    {
      heading: 'Two charges by weight',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Up to 3.5 t** – a time-based charge: an [e-vignette](/about-e-vignette) for a day, a weekend, a week, a month, a quarter or a year.',
            '**Over 3.5 t** – a toll by distance: with an on-board unit (OBU) or a tracker under a contract, or with a prepaid [route pass](/about-route-pass).',
          ],
        },
      ],
    },
    {
      heading: 'On-board units',
      blocks: [
        {
          kind: 'p',
          text: 'Customers with a contract get an on-board unit that records the paid sections driven. The contract can be prepaid or postpaid. When the unit is no longer needed, it is returned – see [how to return an on-board unit](/how-to-return-OBU).',
        },
      ],
    },
    {
      heading: 'Enforcement',
      blocks: [
        {
          kind: 'p',
          text: 'Cameras on the paid road network read registration numbers and check for a valid vignette, route pass or on-board unit record. Where there is none, a violation is recorded – see [violations](/about-delicts).',
        },
      ],
    },
    {
      heading: 'Traffic announcements',
      blocks: [
        {
          kind: 'p',
          text: 'Road works and restrictions on the paid network are published in the [traffic announcements](/traffic-announcement).',
        },
      ],
    },
  ],
};
