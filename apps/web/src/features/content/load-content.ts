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

/**
 * Every page exists in Bulgarian and English; a page not yet written in another site language is
 * shown in English under a notice (`contentLang`). The legal pages (`LEGAL_CONTENT`) stay English in
 * the other languages on purpose: their binding text is the Bulgarian one, which they link.
 */
type Loaders<T> = Readonly<
  Partial<Record<Lang, () => Promise<T>>> & Record<'bg' | 'en', () => Promise<T>>
>;

/** The pages whose Bulgarian text is the authoritative one (terms, privacy, cookies). */
export const LEGAL_CONTENT: readonly ContentId[] = ['terms', 'privacy', 'cookies'];

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

/** The language a page's text is shown in for a page language: the same one, else English. */
function shownIn<T>(loaders: Loaders<T>, lang: Lang): Lang {
  return loaders[lang] ? lang : 'en';
}
export const contentLang = (id: ContentId, lang: Lang): Lang => shownIn(PAGES[id], lang);
export const faqLang = (lang: Lang): Lang => shownIn(FAQ, lang);
export const providerTextsLang = (lang: Lang): Lang => shownIn(PROVIDERS, lang);

function loaderOf<T>(loaders: Loaders<T>, lang: Lang): () => Promise<T> {
  return loaders[lang] ?? loaders.en;
}

// Loading ahead: the browser fetches the current page's text before it hydrates the page.
export const preloadContentPage = (id: ContentId, lang: Lang) =>
  cached(`page:${id}:${contentLang(id, lang)}`, loaderOf(PAGES[id], lang));
export const preloadFaq = (lang: Lang) => cached(`faq:${faqLang(lang)}`, loaderOf(FAQ, lang));
export const preloadProviderTexts = (lang: Lang) =>
  cached(`providers:${providerTextsLang(lang)}`, loaderOf(PROVIDERS, lang));

export const useContentPage = (id: ContentId, lang: Lang): ContentPage =>
  useCached(`page:${id}:${contentLang(id, lang)}`, loaderOf(PAGES[id], lang));
export const useFaq = (lang: Lang): FaqData =>
  useCached(`faq:${faqLang(lang)}`, loaderOf(FAQ, lang));
export const useProviderTexts = (lang: Lang): ProviderTexts =>
  useCached(`providers:${providerTextsLang(lang)}`, loaderOf(PROVIDERS, lang));
