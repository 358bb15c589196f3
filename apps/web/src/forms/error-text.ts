import i18next from 'i18next';
import bg from '@toll/i18n/locales/bg/errors.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/errors.json' with { type: 'json' };
import { LANGS, type Lang } from '@toll/domain/languages';
import type { MessageKey } from './zod-issue-key';

// The error catalogue the API speaks (validation rules of spec §5 among them), added to i18next
// when a form first shows a message: the forms check input in the same words as the server, and
// pages without forms do not carry it. Bulgarian and English come with the forms' code; each other
// site language is a chunk of its own, fetched when a form renders in it (`useErrorCatalogue`),
// long before the visitor's first mistake; until it is there a message reads in English.
const LOADERS: Readonly<Partial<Record<Lang, () => Promise<Record<string, unknown>>>>> = {
  ro: () => import('@toll/i18n/locales/ro/errors.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/errors.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/errors.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/errors.json').then((m) => m.default),
};

const loading = new Set<Lang>();

function ensureCatalogue(): void {
  for (const [lng, bundle] of [
    ['bg', bg],
    ['en', en],
  ] as const) {
    if (!i18next.hasResourceBundle(lng, 'errors')) i18next.addResourceBundle(lng, 'errors', bundle);
  }
}

/** Starts loading the error catalogue of the current language, once (bg and en are here). */
export function loadErrorCatalogue(): void {
  const lang = (LANGS as readonly string[]).includes(i18next.language)
    ? (i18next.language as Lang)
    : null;
  const load = lang ? LOADERS[lang] : undefined;
  if (!lang || !load || loading.has(lang) || i18next.hasResourceBundle(lang, 'errors')) return;
  loading.add(lang);
  load()
    .then((bundle) => i18next.addResourceBundle(lang, 'errors', bundle, true, true))
    .catch(() => loading.delete(lang));
}

/** The text of a catalogue message in the current language. */
export function errorText({ code, params }: MessageKey): string {
  ensureCatalogue();
  loadErrorCatalogue();
  return i18next.t(code, { ns: 'errors', ...params });
}
