import type { ContentPage } from '../content-types';

export const registerStepsRo: ContentPage = {
  title: 'Pașii de înregistrare',
  description:
    'Cum creați un cont: înregistrați-vă, activați-l cu linkul din e-mail și autentificați-vă. Cu un cont păstrați istoricul cumpărăturilor și cumpărați mai repede.',
  lead: 'Puteți cumpăra o rovinietă și fără cont. Cu un cont păstrați istoricul cumpărăturilor și chitanțele, vă salvați vehiculele și cumpărați mai repede.',
  sections: [
    {
      heading: 'Cum vă înregistrați',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Completați formularul',
              text: 'Deschideți [înregistrarea](/register) și introduceți numele, adresa de e-mail și un nume de utilizator.',
            },
            {
              title: 'Alegeți o parolă',
              text: 'Parola trebuie să conțină o literă latină mare, o literă latină mică și o cifră.',
            },
            {
              title: 'Acceptați termenii',
              text: 'Citiți și acceptați [termenii și condițiile](/terms-and-conditions) și [politica de confidențialitate](/privacy-policy).',
            },
            {
              title: 'Activați contul',
              text: 'Veți primi un e-mail cu un link de activare. Contul funcționează după ce deschideți linkul.',
            },
            {
              title: 'Autentificați-vă',
              text: '[Autentificați-vă](/login) cu numele de utilizator și parola.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Dacă ceva nu funcționează',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nu ați primit e-mailul de activare – verificați dosarul de mesaje nedorite (spam).',
            'Ați uitat parola – solicitați una nouă pe pagina [parolă uitată](/user/forgotten-password).',
            'Orice altă problemă – [contactați-ne](/contacts).',
          ],
        },
      ],
    },
  ],
};
