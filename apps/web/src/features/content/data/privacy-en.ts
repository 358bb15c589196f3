import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const privacyEn: ContentPage = {
  title: 'Privacy policy',
  description:
    'What personal data we process when you buy vignettes and route passes, why, how long we keep it, and your rights under the General Data Protection Regulation (GDPR).',
  lead: 'This policy explains how we process your personal data under Regulation (EU) 2016/679 (GDPR) and the Bulgarian Personal Data Protection Act.',
  sections: [
    {
      heading: 'What data we process',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vehicle data: registration number, country of registration, category.',
            'Contact data: an e-mail address for the receipt and notices; a phone number if you gave one.',
            'Account data: name, username, preferred language – if you have an account.',
            'Personal number (EGN) or UIC (EIK) – only when you check or pay a violation or sign a toll contract.',
            'Technical data: IP address and error records, needed to keep the site secure.',
          ],
        },
        {
          kind: 'p',
          text: "We never receive or store bank card data: payment happens on the card operator's page.",
        },
      ],
    },
    {
      heading: 'Why we process it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To issue and prove the vignette, the route pass or the payment of a violation (performance of a contract and legal obligation).',
            'To send the receipt and, if you agreed, a reminder before the vignette expires (consent, which you can withdraw at any time [here](/unsubscribe)).',
            'To protect the site against abuse (legitimate interest).',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'p',
          text: 'Sales data is kept as long as accounting and tax law require. Account data is kept while the account exists. Technical records are kept for up to one year.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'You have the right of access, rectification, erasure, restriction of processing, portability and objection. You can withdraw your consent to notices at any time.',
        },
        {
          kind: 'p',
          text: `To exercise your rights, write to [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}). You have the right to complain to the Bulgarian Commission for Personal Data Protection.`,
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        {
          kind: 'p',
          text: 'How we use cookies and local storage is explained in the [cookie policy](/cookie-policy).',
        },
      ],
    },
  ],
};
