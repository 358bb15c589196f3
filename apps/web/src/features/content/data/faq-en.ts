import type { FaqData } from '../content-types';

export const faqEn: FaqData = {
  pages: {
    faqVignette: {
      title: 'E-vignette questions',
      description:
        'When an e-vignette starts, whether it can be cancelled, how many days ahead it can be bought, who pays no fee and how to get a free vignette.',
      lead: 'Answers to the most common questions about the electronic vignette for vehicles up to 3.5 t.',
    },
    faqToll: {
      title: 'Road toll questions',
      description:
        'Who pays a road toll, which category a vehicle is in, and how route passes and on-board units work.',
      lead: 'Answers for vehicles over 3.5 t, which pay by the distance they drive.',
    },
    faqDelicts: {
      title: 'Violation questions',
      description:
        'How to check for a violation, what a compensatory fee is, when it must be paid and what happens if it is not.',
      lead: 'Answers about compensatory fees and the maximum daily toll.',
    },
    faq: {
      title: 'Frequently asked questions',
      description:
        'Every answer about e-vignettes, road tolls, violations, payment and the euro in one place.',
      lead: 'All questions about e-vignettes, road tolls, violations and payment.',
    },
  },
  groups: [
    {
      id: 'vignette',
      title: 'E-vignette',
      items: [
        {
          question: 'When does an e-vignette start?',
          answer: [
            'From the moment of payment or from the start date you choose when you buy it. The weekend vignette is valid from Friday 12:00 to Sunday 23:59, and the daily one for 24 hours from its start.',
          ],
        },
        {
          question: 'How many days in advance can I buy a vignette?',
          answer: ['At most 30 days before the start date you want.'],
        },
        {
          question: 'Can I cancel a vignette or get my money back?',
          answer: [
            'No. After payment an e-vignette cannot be cancelled, changed or refunded – even if the vehicle is not used or is sold. So check the registration number and the country before you pay.',
          ],
        },
        {
          question: 'Can I buy two vignettes for the same period?',
          answer: [
            'No. A vehicle cannot get a second vignette for a period that is already covered.',
          ],
        },
        {
          question: 'Can I pay for several vignettes at once?',
          answer: [
            'Yes. Add the vignettes to the cart and pay for them in one payment. The receipt is sent to the e-mail address you give.',
          ],
        },
        {
          question: 'How does buying work?',
          answer: [
            'In 5 steps: choose the kind of vignette, enter the country and registration number, choose the start, review the order with the e-mail for the receipt, and pay by card. See [about the e-vignette](/about-e-vignette).',
          ],
        },
        {
          question: 'What does a vignette cost and in which currency is it paid?',
          answer: [
            'Since 1 January 2026 vignettes are paid in euro: daily €4.09, weekend €5.11, weekly €7.67, monthly €15.34, quarterly €27.61, annual €49.60. The amounts in leva are shown at the fixed rate of 1.95583 leva to the euro (the annual one: BGN 97.01). No VAT applies. See the [prices](/prices).',
          ],
        },
        {
          question: 'Is there a daily vignette?',
          answer: [
            'Yes, since 3 February 2026. It costs €4.09 (BGN 8) and is valid for 24 hours from the start you choose.',
          ],
        },
        {
          question: 'Does a motorcycle need a vignette?',
          answer: ['No. Motorcycles, tricycles and ATVs pay no fee.'],
        },
        {
          question: 'Who is entitled to a free annual vignette?',
          answer: [
            'People with 50% or more reduced work capacity – for one car with an engine of up to 2000 cc and up to 117.64 kW (160 hp).',
            'Parents or guardians of a child with a disability have the same right until the child turns 18, or 20 if the child is still in secondary school.',
          ],
        },
        {
          question: 'Does a trailer need a vignette?',
          answer: [
            'Trailers and caravans need a vignette of their own when the combination weighs more than 3.5 t in total.',
          ],
        },
        {
          question: 'I sold my car. What happens to the vignette?',
          answer: [
            'The vignette is tied to the registration number. The change of ownership must be reported within 72 hours.',
          ],
        },
        {
          question: 'How do I check that my vignette is valid?',
          answer: [
            'On the [validity check](/check-for-validity-of-e-vignette) page, by registration number and country. The answer is: active, expired or unused (not started yet).',
          ],
        },
      ],
    },
    {
      id: 'toll',
      title: 'Road tolls',
      items: [
        {
          question: 'Who pays a road toll instead of a vignette?',
          answer: [
            'Vehicles with a total permissible weight over 3.5 t. They pay by the distance driven on the paid road network.',
          ],
        },
        {
          question: 'Which vehicles are category 1?',
          answer: ['Vehicles over 12 t in total or with more than 2 axles.'],
        },
        {
          question: 'How do I pay without an on-board unit?',
          answer: [
            'With a [route pass](/about-route-pass): enter the route (2 to 6 points) and pay in advance. It is valid for 24 hours from the declared start.',
          ],
        },
        {
          question: 'How do I return an on-board unit?',
          answer: ['See [how to return an on-board unit](/how-to-return-OBU).'],
        },
        {
          question: 'Where can I see road works and restrictions?',
          answer: ['In the [traffic announcements](/traffic-announcement).'],
        },
      ],
    },
    {
      id: 'delicts',
      title: 'Violations',
      items: [
        {
          question: 'How do I check whether I have a violation?',
          answer: [
            "On the [violations page](/pay-delict), with the registration number and the owner's personal number (EGN) or the company's UIC (EIK).",
          ],
        },
        {
          question: 'What is a compensatory fee?',
          answer: [
            'A fee that settles a trip without a valid vignette or toll, without a fine. For a vehicle up to 3.5 t it is BGN 70 (€36). See [about violations](/about-delicts).',
          ],
        },
        {
          question: 'By when must I pay it?',
          answer: [
            'Within 14 days of the violation act or of the service of the electronic fiche. The maximum daily toll: within 14 days of the notification.',
          ],
        },
        {
          question: 'What happens if I do not pay in time?',
          answer: [
            'A fine follows – BGN 300 for cars and BGN 1,800 for vehicles over 3.5 t. After the deadline, contact the Road Infrastructure Agency.',
          ],
        },
        {
          question: 'I paid a fee for a wrong number. Will it be refunded?',
          answer: ['No. A fee paid for a wrongly typed registration number is not refunded.'],
        },
      ],
    },
    {
      id: 'general',
      title: 'Payment and account',
      items: [
        {
          question: 'How can I pay?',
          answer: [
            "By bank card on the bank's secure page. The site never sees or stores card data.",
          ],
        },
        {
          question: 'I did not get a receipt. What should I do?',
          answer: [
            'Check your spam folder. If it is not there, [contact us](/contacts) with the registration number and the date of purchase.',
          ],
        },
        {
          question: 'Do I need an account?',
          answer: [
            'No. With an account, though, you keep your purchase history and buy faster – see the [registration steps](/register-steps).',
          ],
        },
        {
          question: 'Where else can I buy a vignette?',
          answer: [
            'In the mobile app, at fuel stations and through partners – see [how to buy from BGTOLL](/how-to-buy-e-vignette-from-bgtoll) and the [partners](/partners).',
          ],
        },
      ],
    },
  ],
};
