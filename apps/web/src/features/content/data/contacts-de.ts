import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const contactsDe: ContentPage = {
  title: 'Kontakt',
  description: 'So erreichen Sie uns: Informationen und technischer Support per E-Mail und Telefon.',
  lead: 'Wir beantworten Fragen zu E-Vignetten, Streckentickets, Maut und Verstößen auf Bulgarisch und auf Englisch.',
  sections: [
    {
      heading: 'Schreiben Sie uns',
      blocks: [
        {
          kind: 'list',
          items: [
            `Informationen: [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}) – Fragen zu Vignetten, Preisen, Streckentickets und Verstößen.`,
            `Technischer Support: [${SITE_CONTACTS.supportEmail}](mailto:${SITE_CONTACTS.supportEmail}) – Probleme mit einer Zahlung, einem Konto oder einem Beleg.`,
          ],
        },
        {
          kind: 'p',
          text: 'Wenn Sie uns zu einem Kauf schreiben, nennen Sie bitte das Kennzeichen, das Kaufdatum und die Vignetten- oder Belegnummer. Senden Sie niemals Ihre Bankkartendaten.',
        },
      ],
    },
    {
      heading: 'Rufen Sie uns an',
      blocks: [
        {
          kind: 'p',
          text: `Telefon: [${SITE_CONTACTS.phone.display}](${SITE_CONTACTS.phone.href}) – die Informationsnummer für Fragen zu Vignetten, Maut und Verstößen.`,
        },
      ],
    },
    {
      heading: 'Bevor Sie schreiben',
      blocks: [
        {
          kind: 'p',
          text: 'Die meisten Fragen werden in den [häufig gestellten Fragen](/faq) beantwortet. Die Gültigkeit einer Vignette können Sie [hier](/check-for-validity-of-e-vignette) selbst prüfen.',
        },
      ],
    },
  ],
};
