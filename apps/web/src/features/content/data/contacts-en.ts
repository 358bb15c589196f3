import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const contactsEn: ContentPage = {
  title: 'Contacts',
  description: 'How to reach us: information and technical support by e-mail and by phone.',
  lead: 'We answer questions about e-vignettes, route passes, road tolls and violations in Bulgarian and in English.',
  sections: [
    {
      heading: 'Write to us',
      blocks: [
        {
          kind: 'list',
          items: [
            `Information: [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}) – questions about vignettes, prices, route passes and violations.`,
            `Technical support: [${SITE_CONTACTS.supportEmail}](mailto:${SITE_CONTACTS.supportEmail}) – problems with a payment, an account or a receipt.`,
          ],
        },
        {
          kind: 'p',
          text: 'When you write about a purchase, give the registration number, the date of purchase and the vignette or receipt number. Never send your bank card details.',
        },
      ],
    },
    {
      heading: 'Call us',
      blocks: [
        {
          kind: 'p',
          text: `Phone: [${SITE_CONTACTS.phone.display}](${SITE_CONTACTS.phone.href}) – the information line for questions about vignettes, tolls and violations.`,
        },
      ],
    },
    {
      heading: 'Before you write',
      blocks: [
        {
          kind: 'p',
          text: 'Most questions are answered in the [frequently asked questions](/faq). You can check the validity of a vignette yourself [here](/check-for-validity-of-e-vignette).',
        },
      ],
    },
  ],
};
