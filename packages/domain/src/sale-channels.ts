import type { Lang } from './languages';

/**
 * Where e-vignettes are sold: the official web site and mobile app, fuel-station chains, banks'
 * apps and other partners. Each provider has the pages `about-{id}` and
 * `how-to-buy-e-vignette-from-{id}`; the texts are per sale channel, so a new provider needs only a
 * row here (and its name, which is the same in every language).
 */
export const SALE_CHANNELS = ['web', 'app', 'fuel-station', 'bank-app', 'partner'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

export type VignetteProvider = {
  /** The path segment: `about-{id}`, `how-to-buy-e-vignette-from-{id}`. */
  id: string;
  /** Brand names are the same in every language; generic ones are not. */
  name: Readonly<Record<Lang, string>>;
  channel: SaleChannel;
  /** The provider's own site, when it has one we may link to. */
  website?: string;
};

/** A brand name, written the same in every language. */
const brand = (name: string): Readonly<Record<Lang, string>> => ({
  bg: name,
  en: name,
  ro: name,
  tr: name,
  el: name,
  de: name,
});

export const VIGNETTE_PROVIDERS: readonly VignetteProvider[] = [
  {
    id: 'bgtoll',
    name: brand('BGTOLL'),
    channel: 'web',
    website: 'https://www.bgtoll.bg',
  },
  { id: 'bgtoll-app', name: brand('BG TOLL'), channel: 'app' },
  {
    id: 'shell',
    name: brand('Shell'),
    channel: 'fuel-station',
    website: 'https://www.shell.bg',
  },
  {
    id: 'omv',
    name: brand('OMV'),
    channel: 'fuel-station',
    website: 'https://www.omv.bg',
  },
  {
    id: 'lukoil',
    name: brand('Lukoil'),
    channel: 'fuel-station',
    website: 'https://www.lukoil.bg',
  },
  {
    id: 'eko',
    name: brand('Eko'),
    channel: 'fuel-station',
    website: 'https://www.eko.bg',
  },
  {
    id: 'petrol',
    name: brand('Petrol'),
    channel: 'fuel-station',
    website: 'https://www.petrol.bg',
  },
  {
    id: 'banks',
    name: {
      bg: 'Банкови приложения',
      en: 'Bank apps',
      ro: 'Aplicații bancare',
      tr: 'Banka uygulamaları',
      el: 'Τραπεζικές εφαρμογές',
      de: 'Banking-Apps',
    },
    channel: 'bank-app',
  },
  {
    id: 'partners',
    name: {
      bg: 'Търговски партньори',
      en: 'Sales partners',
      ro: 'Parteneri comerciali',
      tr: 'Satış ortakları',
      el: 'Εμπορικοί συνεργάτες',
      de: 'Vertriebspartner',
    },
    channel: 'partner',
  },
];

export function findProvider(id: string): VignetteProvider | undefined {
  return VIGNETTE_PROVIDERS.find((provider) => provider.id === id);
}
