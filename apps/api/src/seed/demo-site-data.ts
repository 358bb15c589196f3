import type { announcements, partners } from '../db/schema/all';

type AnnouncementSeed = Omit<typeof announcements.$inferInsert, 'id'>;
type PartnerSeed = Omit<typeof partners.$inferInsert, 'id' | 'createdAt'>;

/** Demo traffic announcements: three active, one archived. */
export const DEMO_ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    name: 'Ремонт АМ Тракия км 42-54',
    link: null,
    messageBg:
      'Поради ремонт на АМ „Тракия“ между 42 и 54 км в посока Бургас движението се осъществява в една лента. Очаквайте забавяне.',
    messageEn:
      'Because of repairs on the Trakia motorway between km 42 and 54 towards Burgas, traffic runs in one lane. Expect delays.',
    productType: 'E_VIGNETTE',
    status: 'ACTIVE',
    createdAt: new Date('2026-11-10T08:00:00+02:00'),
  },
  {
    name: 'Ограничение за камиони над 12 т – Кресна',
    link: null,
    messageBg:
      'В пролома Кресна по път I-1 (E79) движението на превозни средства над 12 т е ограничено в часовете от 15:00 до 20:00 ч. в петък и неделя.',
    messageEn:
      'In the Kresna gorge on road I-1 (E79) vehicles over 12 t are restricted from 15:00 to 20:00 on Fridays and Sundays.',
    productType: 'ROUTE_PASS',
    status: 'ACTIVE',
    createdAt: new Date('2026-11-05T09:00:00+02:00'),
  },
  {
    name: 'Зимна поддръжка',
    link: 'https://www.api.bg',
    messageBg:
      'През зимния сезон проверявайте състоянието на пътищата преди пътуване. Превозните средства трябва да са с подходящи гуми.',
    messageEn:
      'During the winter season check the road conditions before you travel. Vehicles must have suitable tyres.',
    productType: 'E_VIGNETTE',
    status: 'ACTIVE',
    createdAt: new Date('2026-11-01T09:00:00+02:00'),
  },
  {
    name: 'Летен ремонт АМ Хемус',
    link: null,
    messageBg: 'Ремонтът на АМ „Хемус“ между 8 и 16 км приключи.',
    messageEn: 'The repairs on the Hemus motorway between km 8 and 16 are finished.',
    productType: 'E_VIGNETTE',
    status: 'ARCHIVED',
    createdAt: new Date('2026-07-01T09:00:00+03:00'),
  },
];

/** Demo partners: sale partners (fuel-station chains) and commissioners. */
export const DEMO_PARTNERS: readonly PartnerSeed[] = [
  {
    name: 'Shell България',
    partnerType: 'SALE_PARTNER',
    website: 'https://www.shell.bg',
    city: 'София',
  },
  {
    name: 'OMV България',
    partnerType: 'SALE_PARTNER',
    website: 'https://www.omv.bg',
    city: 'София',
  },
  {
    name: 'Лукойл България',
    partnerType: 'SALE_PARTNER',
    website: 'https://www.lukoil.bg',
    city: 'София',
  },
  {
    name: 'Еко България',
    partnerType: 'SALE_PARTNER',
    website: 'https://www.eko.bg',
    city: 'София',
  },
  { name: 'Петрол', partnerType: 'SALE_PARTNER', website: 'https://www.petrol.bg', city: 'София' },
  { name: 'Транс Комисионер ООД', partnerType: 'COMMISSIONER', website: null, city: 'Пловдив' },
  { name: 'Варна Тол Сървиз ЕООД', partnerType: 'COMMISSIONER', website: null, city: 'Варна' },
  {
    name: 'Закрит Партньор ЕООД',
    partnerType: 'SALE_PARTNER',
    website: null,
    city: 'Русе',
    status: 'CLOSED',
  },
];
