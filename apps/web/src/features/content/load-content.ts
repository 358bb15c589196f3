import { use } from 'react';
import type { Lang } from '@toll/domain/languages';
import { settledPromise } from '../../hooks/settled-promise';
import type { ContentPage, FaqData } from './content-types';
import type { ProviderTexts } from './provider-texts';

export const CONTENT_IDS = [
  'aboutEVignette',
  'aboutRoutePass',
  'aboutTollSystem',
  'aboutDelicts',
  'howToReturnObu',
  'registerSteps',
  'downloadDocuments',
  'contacts',
  'terms',
  'privacy',
  'cookies',
] as const;
export type ContentId = (typeof CONTENT_IDS)[number];

type Loaders<T> = Readonly<Record<Lang, () => Promise<T>>>;

// One chunk per page and language: a page loads only its own text, in its own language.
const PAGES: Readonly<Record<ContentId, Loaders<ContentPage>>> = {
  aboutEVignette: {
    bg: () => import('./data/about-e-vignette-bg').then((m) => m.aboutEVignetteBg),
    en: () => import('./data/about-e-vignette-en').then((m) => m.aboutEVignetteEn),
  },
  aboutRoutePass: {
    bg: () => import('./data/about-route-pass-bg').then((m) => m.aboutRoutePassBg),
    en: () => import('./data/about-route-pass-en').then((m) => m.aboutRoutePassEn),
  },
  aboutTollSystem: {
    bg: () => import('./data/about-toll-system-bg').then((m) => m.aboutTollSystemBg),
    en: () => import('./data/about-toll-system-en').then((m) => m.aboutTollSystemEn),
  },
  aboutDelicts: {
    bg: () => import('./data/about-delicts-bg').then((m) => m.aboutDelictsBg),
    en: () => import('./data/about-delicts-en').then((m) => m.aboutDelictsEn),
  },
  howToReturnObu: {
    bg: () => import('./data/how-to-return-obu-bg').then((m) => m.howToReturnObuBg),
    en: () => import('./data/how-to-return-obu-en').then((m) => m.howToReturnObuEn),
  },
  registerSteps: {
    bg: () => import('./data/register-steps-bg').then((m) => m.registerStepsBg),
    en: () => import('./data/register-steps-en').then((m) => m.registerStepsEn),
  },
  downloadDocuments: {
    bg: () => import('./data/download-documents-bg').then((m) => m.downloadDocumentsBg),
    en: () => import('./data/download-documents-en').then((m) => m.downloadDocumentsEn),
  },
  contacts: {
    bg: () => import('./data/contacts-bg').then((m) => m.contactsBg),
    en: () => import('./data/contacts-en').then((m) => m.contactsEn),
  },
  terms: {
    bg: () => import('./data/terms-bg').then((m) => m.termsBg),
    en: () => import('./data/terms-en').then((m) => m.termsEn),
  },
  privacy: {
    bg: () => import('./data/privacy-bg').then((m) => m.privacyBg),
    en: () => import('./data/privacy-en').then((m) => m.privacyEn),
  },
  cookies: {
    bg: () => import('./data/cookies-bg').then((m) => m.cookiesBg),
    en: () => import('./data/cookies-en').then((m) => m.cookiesEn),
  },
};

const FAQ: Loaders<FaqData> = {
  bg: () => import('./data/faq-bg').then((m) => m.faqBg),
  en: () => import('./data/faq-en').then((m) => m.faqEn),
};

const PROVIDERS: Loaders<ProviderTexts> = {
  bg: () => import('./data/provider-texts-bg').then((m) => m.providerTextsBg),
  en: () => import('./data/provider-texts-en').then((m) => m.providerTextsEn),
};

/** Each text is loaded once per process; once here, `use` reads it without waiting. */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = settledPromise(load());
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

function useCached<T>(key: string, load: () => Promise<T>): T {
  return use(cached(key, load));
}

// Loading ahead: the browser fetches the current page's text before it hydrates the page.
export const preloadContentPage = (id: ContentId, lang: Lang) =>
  cached(`page:${id}:${lang}`, PAGES[id][lang]);
export const preloadFaq = (lang: Lang) => cached(`faq:${lang}`, FAQ[lang]);
export const preloadProviderTexts = (lang: Lang) => cached(`providers:${lang}`, PROVIDERS[lang]);

export const useContentPage = (id: ContentId, lang: Lang): ContentPage =>
  useCached(`page:${id}:${lang}`, PAGES[id][lang]);
export const useFaq = (lang: Lang): FaqData => useCached(`faq:${lang}`, FAQ[lang]);
export const useProviderTexts = (lang: Lang): ProviderTexts =>
  useCached(`providers:${lang}`, PROVIDERS[lang]);
