import type delicts from '@toll/i18n/locales/bg/delicts.json';
import type errors from '@toll/i18n/locales/bg/errors.json';
import type office from '@toll/i18n/locales/bg/office.json';
import type partners from '@toll/i18n/locales/bg/partners.json';
import type purchase from '@toll/i18n/locales/bg/purchase.json';
import type routePass from '@toll/i18n/locales/bg/route-pass.json';
import type site from '@toll/i18n/locales/bg/site.json';
import type sitePages from '@toll/i18n/locales/bg/site-pages.json';
import type tablet from '@toll/i18n/locales/bg/tablet.json';
import type vignetteChecks from '@toll/i18n/locales/bg/vignette-checks.json';

// Typed translation keys: `t('nav.prices')` is checked against the Bulgarian catalogues at compile
// time (the catalogue test keeps the English ones in step). `errors` is the API's catalogue, which
// the forms load on demand (src/forms/error-text.ts). Each shell sets its own default namespace
// at run time; shared components only use the `common` block, which every namespace carries.
// `sitePages` is loaded on demand by the site's inner pages (i18n/site-pages-bundle.ts), `purchase`
// by the buying, cart, result and product pages (i18n/purchase-bundle.ts), `partners` by the
// office's partner screens (i18n/partners-bundle.ts).
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: {
      site: typeof site;
      sitePages: typeof sitePages;
      purchase: typeof purchase;
      office: typeof office;
      partners: typeof partners;
      tablet: typeof tablet;
      'route-pass': typeof routePass;
      delicts: typeof delicts;
      'vignette-checks': typeof vignetteChecks;
      errors: typeof errors;
    };
  }
}
