import type { ContentPage } from '../content-types';

export const registerStepsEn: ContentPage = {
  title: 'Registration steps',
  description:
    'How to create an account: register, activate it with the link in the e-mail and log in. With an account you keep your purchase history and buy faster.',
  lead: 'You can buy a vignette without an account. With an account you keep your purchase history and receipts, save your vehicles and buy faster.',
  sections: [
    {
      heading: 'How to register',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Fill in the form',
              text: 'Open the [registration](/register) and enter your name, e-mail and a username.',
            },
            {
              title: 'Choose a password',
              text: 'The password must contain an upper-case and a lower-case Latin letter and a digit.',
            },
            {
              title: 'Accept the terms',
              text: 'Read and accept the [terms and conditions](/terms-and-conditions) and the [privacy policy](/privacy-policy).',
            },
            {
              title: 'Activate the account',
              text: 'You get an e-mail with an activation link. The account works once you open the link.',
            },
            { title: 'Log in', text: '[Log in](/login) with your username and password.' },
          ],
        },
      ],
    },
    {
      heading: 'If something does not work',
      blocks: [
        {
          kind: 'list',
          items: [
            'No activation e-mail – check your spam folder.',
            'Forgotten password – ask for a new one on the [forgotten password](/user/forgotten-password) page.',
            'Anything else – [contact us](/contacts).',
          ],
        },
      ],
    },
  ],
};
