import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const contactsBg: ContentPage = {
  title: 'Контакти',
  description:
    'Как да се свържете с нас: информационна и техническа поддръжка по имейл и телефонна линия.',
  lead: 'Отговаряме на въпроси за е-винетките, маршрутните карти, тол таксите и нарушенията на български и на английски език.',
  sections: [
    {
      heading: 'Пишете ни',
      blocks: [
        {
          kind: 'list',
          items: [
            `Информация: [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}) – въпроси за винетки, цени, маршрутни карти и нарушения.`,
            `Техническа поддръжка: [${SITE_CONTACTS.supportEmail}](mailto:${SITE_CONTACTS.supportEmail}) – проблеми с плащане, профил или касова бележка.`,
          ],
        },
        {
          kind: 'p',
          text: 'Когато пишете за покупка, посочете регистрационния номер, датата на покупката и номера на винетката или касовата бележка. Не изпращайте данни от банковата си карта.',
        },
      ],
    },
    {
      heading: 'Обадете ни се',
      blocks: [
        {
          kind: 'p',
          text: `Телефон: [${SITE_CONTACTS.phone.display}](${SITE_CONTACTS.phone.href}) – информационна линия за въпроси за винетки, тол такси и нарушения.`,
        },
      ],
    },
    {
      heading: 'Преди да пишете',
      blocks: [
        {
          kind: 'p',
          text: 'Отговорите на повечето въпроси са в [често задаваните въпроси](/faq). Валидността на винетка може да проверите сами [тук](/check-for-validity-of-e-vignette).',
        },
      ],
    },
  ],
};
