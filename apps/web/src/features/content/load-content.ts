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
 * Every page exists in all the site's languages, except the legal pages (`LEGAL_CONTENT`): they are
 * written in Bulgarian and English only and stay English in the other languages on purpose, under a
 * notice (`contentLang`) that links their binding Bulgarian text.
 */
type Loaders<T> = Readonly<
  Partial<Record<Lang, () => Promise<T>>> & Record<'bg' | 'en', () => Promise<T>>
>;
/** A text written in every language of the site. */
type AllLoaders<T> = Readonly<Record<Lang, () => Promise<T>>>;

type LegalId = 'terms' | 'privacy' | 'cookies';
/** The pages whose Bulgarian text is the authoritative one (terms, privacy, cookies). */
export const LEGAL_CONTENT: readonly ContentId[] = [
  'terms',
  'privacy',
  'cookies',
] satisfies LegalId[];

// One chunk per page and language: a page loads only its own text, in its own language.
const PAGES: Readonly<{
  [Id in ContentId]: Id extends LegalId ? Loaders<ContentPage> : AllLoaders<ContentPage>;
}> = {
  aboutEVignette: {
    bg: () => import('./data/about-e-vignette-bg').then((m) => m.aboutEVignetteBg),
    en: () => import('./data/about-e-vignette-en').then((m) => m.aboutEVignetteEn),
    ro: () => import('./data/about-e-vignette-ro').then((m) => m.aboutEVignetteRo),
    tr: () => import('./data/about-e-vignette-tr').then((m) => m.aboutEVignetteTr),
    el: () => import('./data/about-e-vignette-el').then((m) => m.aboutEVignetteEl),
    de: () => import('./data/about-e-vignette-de').then((m) => m.aboutEVignetteDe),
  },
  aboutRoutePass: {
    bg: () => import('./data/about-route-pass-bg').then((m) => m.aboutRoutePassBg),
    en: () => import('./data/about-route-pass-en').then((m) => m.aboutRoutePassEn),
    ro: () => import('./data/about-route-pass-ro').then((m) => m.aboutRoutePassRo),
    tr: () => import('./data/about-route-pass-tr').then((m) => m.aboutRoutePassTr),
    el: () => import('./data/about-route-pass-el').then((m) => m.aboutRoutePassEl),
    de: () => import('./data/about-route-pass-de').then((m) => m.aboutRoutePassDe),
  },
  aboutTollSystem: {
    bg: () => import('./data/about-toll-system-bg').then((m) => m.aboutTollSystemBg),
    en: () => import('./data/about-toll-system-en').then((m) => m.aboutTollSystemEn),
    ro: () => import('./data/about-toll-system-ro').then((m) => m.aboutTollSystemRo),
    tr: () => import('./data/about-toll-system-tr').then((m) => m.aboutTollSystemTr),
    el: () => import('./data/about-toll-system-el').then((m) => m.aboutTollSystemEl),
    de: () => import('./data/about-toll-system-de').then((m) => m.aboutTollSystemDe),
  },
  aboutDelicts: {
    bg: () => import('./data/about-delicts-bg').then((m) => m.aboutDelictsBg),
    en: () => import('./data/about-delicts-en').then((m) => m.aboutDelictsEn),
    ro: () => import('./data/about-delicts-ro').then((m) => m.aboutDelictsRo),
    tr: () => import('./data/about-delicts-tr').then((m) => m.aboutDelictsTr),
    el: () => import('./data/about-delicts-el').then((m) => m.aboutDelictsEl),
    de: () => import('./data/about-delicts-de').then((m) => m.aboutDelictsDe),
  },
  howToReturnObu: {
    bg: () => import('./data/how-to-return-obu-bg').then((m) => m.howToReturnObuBg),
    en: () => import('./data/how-to-return-obu-en').then((m) => m.howToReturnObuEn),
    ro: () => import('./data/how-to-return-obu-ro').then((m) => m.howToReturnObuRo),
    tr: () => import('./data/how-to-return-obu-tr').then((m) => m.howToReturnObuTr),
    el: () => import('./data/how-to-return-obu-el').then((m) => m.howToReturnObuEl),
    de: () => import('./data/how-to-return-obu-de').then((m) => m.howToReturnObuDe),
  },
  registerSteps: {
    bg: () => import('./data/register-steps-bg').then((m) => m.registerStepsBg),
    en: () => import('./data/register-steps-en').then((m) => m.registerStepsEn),
    ro: () => import('./data/register-steps-ro').then((m) => m.registerStepsRo),
    tr: () => import('./data/register-steps-tr').then((m) => m.registerStepsTr),
    el: () => import('./data/register-steps-el').then((m) => m.registerStepsEl),
    de: () => import('./data/register-steps-de').then((m) => m.registerStepsDe),
  },
  downloadDocuments: {
    bg: () => import('./data/download-documents-bg').then((m) => m.downloadDocumentsBg),
    en: () => import('./data/download-documents-en').then((m) => m.downloadDocumentsEn),
    ro: () => import('./data/download-documents-ro').then((m) => m.downloadDocumentsRo),
    tr: () => import('./data/download-documents-tr').then((m) => m.downloadDocumentsTr),
    el: () => import('./data/download-documents-el').then((m) => m.downloadDocumentsEl),
    de: () => import('./data/download-documents-de').then((m) => m.downloadDocumentsDe),
  },
  contacts: {
    bg: () => import('./data/contacts-bg').then((m) => m.contactsBg),
    en: () => import('./data/contacts-en').then((m) => m.contactsEn),
    ro: () => import('./data/contacts-ro').then((m) => m.contactsRo),
    tr: () => import('./data/contacts-tr').then((m) => m.contactsTr),
    el: () => import('./data/contacts-el').then((m) => m.contactsEl),
    de: () => import('./data/contacts-de').then((m) => m.contactsDe),
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

const FAQ: AllLoaders<FaqData> = {
  bg: () => import('./data/faq-bg').then((m) => m.faqBg),
  en: () => import('./data/faq-en').then((m) => m.faqEn),
  ro: () => import('./data/faq-ro').then((m) => m.faqRo),
  tr: () => import('./data/faq-tr').then((m) => m.faqTr),
  el: () => import('./data/faq-el').then((m) => m.faqEl),
  de: () => import('./data/faq-de').then((m) => m.faqDe),
};

const PROVIDERS: AllLoaders<ProviderTexts> = {
  bg: () => import('./data/provider-texts-bg').then((m) => m.providerTextsBg),
  en: () => import('./data/provider-texts-en').then((m) => m.providerTextsEn),
  ro: () => import('./data/provider-texts-ro').then((m) => m.providerTextsRo),
  tr: () => import('./data/provider-texts-tr').then((m) => m.providerTextsTr),
  el: () => import('./data/provider-texts-el').then((m) => m.providerTextsEl),
  de: () => import('./data/provider-texts-de').then((m) => m.providerTextsDe),
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
