import type siteCatalogue from '@toll/i18n/locales/bg/site.json';
import { sitePath } from '../../site-kit/routes';

export type FooterLabelKey = keyof (typeof siteCatalogue)['footer'];
export type FooterGroup = {
  title: FooterLabelKey;
  links: readonly { label: FooterLabelKey; to: string }[];
};

/** The footer's product, resource and company link groups (spec §2). */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'products',
    links: [
      { label: 'buyVignette', to: sitePath('buyVignette') },
      { label: 'checkVignette', to: sitePath('checkVignette') },
      { label: 'buyRoutePass', to: sitePath('buyRoutePass') },
      { label: 'payDelict', to: sitePath('payDelict') },
      { label: 'prices', to: sitePath('prices') },
    ],
  },
  {
    title: 'resources',
    links: [
      { label: 'news', to: sitePath('news') },
      { label: 'faq', to: sitePath('faq') },
      { label: 'downloadDocuments', to: sitePath('downloadDocuments') },
      { label: 'registerSteps', to: sitePath('registerSteps') },
      { label: 'whereToBuy', to: 'how-to-buy-e-vignette-from-bgtoll' },
      { label: 'howToReturnObu', to: sitePath('howToReturnObu') },
      { label: 'trafficAnnouncement', to: sitePath('trafficAnnouncement') },
    ],
  },
  {
    title: 'company',
    links: [
      { label: 'aboutEVignette', to: sitePath('aboutEVignette') },
      { label: 'contacts', to: sitePath('contacts') },
      { label: 'partners', to: sitePath('partners') },
      { label: 'terms', to: sitePath('terms') },
      { label: 'privacy', to: sitePath('privacy') },
      { label: 'cookies', to: sitePath('cookies') },
    ],
  },
];
