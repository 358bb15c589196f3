import type { ContentPage } from '../content-types';

export const aboutDelictsEn: ContentPage = {
  title: 'About violations',
  description:
    'What the compensatory fee and the maximum daily toll are, what they cost, when they must be paid and how to check for a violation.',
  lead: 'When a vehicle drives on the paid road network without a valid vignette, route pass or on-board unit record, a violation is recorded. It can be settled by paying a fee, before it becomes a fine.',
  sections: [
    {
      heading: 'Compensatory fee',
      blocks: [
        {
          kind: 'table',
          caption: 'Compensatory fees',
          head: ['Vehicle', 'In leva', 'In euro (2026)'],
          rows: [
            ['Up to 3.5 t', 'BGN 70', '€36'],
            ['3.5 to 12 t', 'BGN 150', '€77'],
            ['Over 12 t, 2 or 3 axles', 'BGN 450', '€230'],
            ['Over 12 t, 4 or more axles', 'BGN 750', '€383'],
            ['Bus', 'BGN 150', '€77'],
          ],
        },
        {
          kind: 'p',
          text: 'The compensatory fee is paid within **14 days** of the violation act or of the service of the electronic fiche. If it is not paid in time, a fine follows – BGN 300 for cars and BGN 1,800 for vehicles over 3.5 t.',
        },
      ],
    },
    {
      heading: 'Maximum daily toll',
      blocks: [
        {
          kind: 'p',
          text: 'For vehicles over 3.5 t with no record of the distance driven, the maximum daily toll can be paid. The deadline is **14 days** from the notification.',
        },
      ],
    },
    {
      heading: 'How to check and pay',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Check',
              text: "On the [violations page](/pay-delict) enter the registration number and the owner's personal number (EGN) for a person or UIC (EIK) for a company.",
            },
            {
              title: 'Pay',
              text: 'Choose the violations and pay by bank card. The receipt arrives by e-mail.',
            },
          ],
        },
        {
          kind: 'p',
          text: 'A violation goes through these states: registered, being processed, electronic fiche served, paid. After the payment deadline, contact the Road Infrastructure Agency.',
        },
        {
          kind: 'note',
          text: 'A fee paid for a wrongly typed registration number is not refunded. See also the [violation questions](/faqDelicts).',
        },
      ],
    },
  ],
};
