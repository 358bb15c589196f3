import i18next from 'i18next';
import bg from '@toll/i18n/locales/bg/errors.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/errors.json' with { type: 'json' };
import type { MessageKey } from './zod-issue-key';

// The error catalogue the API speaks (validation rules of spec §5 among them), added to i18next
// when a form first shows a message: the forms check input in the same words as the server, and
// pages without forms do not carry it.
function ensureCatalogue(): void {
  for (const [lng, bundle] of [
    ['bg', bg],
    ['en', en],
  ] as const) {
    if (!i18next.hasResourceBundle(lng, 'errors')) i18next.addResourceBundle(lng, 'errors', bundle);
  }
}

/** The text of a catalogue message in the current language. */
export function errorText({ code, params }: MessageKey): string {
  ensureCatalogue();
  return i18next.t(code, { ns: 'errors', ...params });
}
