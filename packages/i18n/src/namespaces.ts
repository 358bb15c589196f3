/**
 * Which catalogues speak which languages. The public site, its mails and PDFs (receipts, reminders,
 * route-pass documents), the public check API and the error catalogue are read by drivers from
 * abroad: their namespaces exist in every site language (`LANGS` of @toll/domain/languages). The
 * back-office, the tablet, the partners' screens, list exports and the card-gateway sandbox (a
 * stand-in for the bank's own page) stay in Bulgarian and English (`OFFICE_LANGS`); i18next shows
 * such a text in English to a visitor of another language. The catalogue test holds every file to
 * this split.
 */
export const SITE_NAMESPACE_FILES = [
  'catalog',
  'delicts',
  'documents',
  'errors',
  'mail',
  'payment',
  'purchase',
  'route-pass',
  'site',
  'site-pages',
  'vignette-checks',
] as const;

export const OFFICE_NAMESPACE_FILES = [
  'exports',
  'gateway',
  'office',
  'partners',
  'tablet',
] as const;
