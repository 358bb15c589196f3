import type { ContentPage } from '../content-types';

export const howToReturnObuEn: ContentPage = {
  title: 'How to return an on-board unit',
  description:
    'The steps to return an on-board unit (OBU) when a contract ends, the vehicle is sold or the unit is defective, and the return form.',
  lead: 'An on-board unit (OBU) is returned when the contract ends, when the vehicle is sold or deregistered, and when the unit is defective. A returned unit is detached from the vehicle; this cannot be undone.',
  sections: [
    {
      heading: 'Steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Fill in the form',
              text: 'Download the [return form](/api/documents/obu-return-form?lang=en) from the [documents](/download-documents) and fill it in.',
            },
            {
              title: 'Prepare the unit',
              text: 'Return the unit together with its holder and charging cable. Note its serial number.',
            },
            {
              title: 'Hand it over',
              text: "Hand the unit and the form over at a partner's point of sale or send them by courier.",
            },
            {
              title: 'Get the confirmation',
              text: 'Once the unit is received, you get a confirmation by e-mail and the unit is detached from the contract.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Good to know',
      blocks: [
        {
          kind: 'list',
          items: [
            'Until the unit is returned and detached, it stays tied to your contract.',
            'If the vehicle still uses the paid road network, it needs another unit or a [route pass](/about-route-pass).',
            'For questions, reach us through the [contacts](/contacts).',
          ],
        },
      ],
    },
  ],
};
