import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const contactsRo: ContentPage = {
  title: 'Contact',
  description: 'Cum ne puteți contacta: informații și asistență tehnică prin e-mail și telefon.',
  lead: 'Răspundem la întrebări despre rovinietele electronice, permisele de traseu, taxele de drum și abateri în limba bulgară și în limba engleză.',
  sections: [
    {
      heading: 'Scrieți-ne',
      blocks: [
        {
          kind: 'list',
          items: [
            `Informații: [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}) – întrebări despre roviniete, prețuri, permise de traseu și abateri.`,
            `Asistență tehnică: [${SITE_CONTACTS.supportEmail}](mailto:${SITE_CONTACTS.supportEmail}) – probleme cu o plată, un cont sau o chitanță.`,
          ],
        },
        {
          kind: 'p',
          text: 'Când ne scrieți despre o cumpărare, indicați numărul de înmatriculare, data cumpărării și numărul rovinietei sau al chitanței. Nu trimiteți niciodată datele cardului bancar.',
        },
      ],
    },
    {
      heading: 'Sunați-ne',
      blocks: [
        {
          kind: 'p',
          text: `Telefon: [${SITE_CONTACTS.phone.display}](${SITE_CONTACTS.phone.href}) – linia de informații pentru întrebări despre roviniete, taxe de drum și abateri.`,
        },
      ],
    },
    {
      heading: 'Înainte de a ne scrie',
      blocks: [
        {
          kind: 'p',
          text: 'Răspunsul la majoritatea întrebărilor îl găsiți la [întrebări frecvente](/faq). Valabilitatea unei roviniete o puteți verifica oricând [aici](/check-for-validity-of-e-vignette).',
        },
      ],
    },
  ],
};
