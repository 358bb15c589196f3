import bgCatalog from '../locales/bg/catalog.json' with { type: 'json' };
import bgDelicts from '../locales/bg/delicts.json' with { type: 'json' };
import bgDocuments from '../locales/bg/documents.json' with { type: 'json' };
import bgErrors from '../locales/bg/errors.json' with { type: 'json' };
import bgExports from '../locales/bg/exports.json' with { type: 'json' };
import bgGateway from '../locales/bg/gateway.json' with { type: 'json' };
import bgMail from '../locales/bg/mail.json' with { type: 'json' };
import bgPayment from '../locales/bg/payment.json' with { type: 'json' };
import bgRoutePass from '../locales/bg/route-pass.json' with { type: 'json' };
import enCatalog from '../locales/en/catalog.json' with { type: 'json' };
import enDelicts from '../locales/en/delicts.json' with { type: 'json' };
import enDocuments from '../locales/en/documents.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enExports from '../locales/en/exports.json' with { type: 'json' };
import enGateway from '../locales/en/gateway.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enPayment from '../locales/en/payment.json' with { type: 'json' };
import enRoutePass from '../locales/en/route-pass.json' with { type: 'json' };
import roCatalog from '../locales/ro/catalog.json' with { type: 'json' };
import roDelicts from '../locales/ro/delicts.json' with { type: 'json' };
import roDocuments from '../locales/ro/documents.json' with { type: 'json' };
import roErrors from '../locales/ro/errors.json' with { type: 'json' };
import roMail from '../locales/ro/mail.json' with { type: 'json' };
import roPayment from '../locales/ro/payment.json' with { type: 'json' };
import roRoutePass from '../locales/ro/route-pass.json' with { type: 'json' };
import trCatalog from '../locales/tr/catalog.json' with { type: 'json' };
import trDelicts from '../locales/tr/delicts.json' with { type: 'json' };
import trDocuments from '../locales/tr/documents.json' with { type: 'json' };
import trErrors from '../locales/tr/errors.json' with { type: 'json' };
import trMail from '../locales/tr/mail.json' with { type: 'json' };
import trPayment from '../locales/tr/payment.json' with { type: 'json' };
import trRoutePass from '../locales/tr/route-pass.json' with { type: 'json' };
import elCatalog from '../locales/el/catalog.json' with { type: 'json' };
import elDelicts from '../locales/el/delicts.json' with { type: 'json' };
import elDocuments from '../locales/el/documents.json' with { type: 'json' };
import elErrors from '../locales/el/errors.json' with { type: 'json' };
import elMail from '../locales/el/mail.json' with { type: 'json' };
import elPayment from '../locales/el/payment.json' with { type: 'json' };
import elRoutePass from '../locales/el/route-pass.json' with { type: 'json' };
import deCatalog from '../locales/de/catalog.json' with { type: 'json' };
import deDelicts from '../locales/de/delicts.json' with { type: 'json' };
import deDocuments from '../locales/de/documents.json' with { type: 'json' };
import deErrors from '../locales/de/errors.json' with { type: 'json' };
import deMail from '../locales/de/mail.json' with { type: 'json' };
import dePayment from '../locales/de/payment.json' with { type: 'json' };
import deRoutePass from '../locales/de/route-pass.json' with { type: 'json' };

/**
 * The catalogues the API speaks in (errors, card payments, products, delicts, mail, PDF documents,
 * route-pass exports) in every site language; list exports and the card-gateway sandbox's pages in
 * bg and en only (namespaces.ts; the server's i18next falls back to English for the others).
 */
export const serverResources = {
  bg: {
    catalog: bgCatalog,
    delicts: bgDelicts,
    documents: bgDocuments,
    errors: bgErrors,
    exports: bgExports,
    gateway: bgGateway,
    mail: bgMail,
    payment: bgPayment,
    'route-pass': bgRoutePass,
  },
  en: {
    catalog: enCatalog,
    delicts: enDelicts,
    documents: enDocuments,
    errors: enErrors,
    exports: enExports,
    gateway: enGateway,
    mail: enMail,
    payment: enPayment,
    'route-pass': enRoutePass,
  },
  ro: {
    catalog: roCatalog,
    delicts: roDelicts,
    documents: roDocuments,
    errors: roErrors,
    mail: roMail,
    payment: roPayment,
    'route-pass': roRoutePass,
  },
  tr: {
    catalog: trCatalog,
    delicts: trDelicts,
    documents: trDocuments,
    errors: trErrors,
    mail: trMail,
    payment: trPayment,
    'route-pass': trRoutePass,
  },
  el: {
    catalog: elCatalog,
    delicts: elDelicts,
    documents: elDocuments,
    errors: elErrors,
    mail: elMail,
    payment: elPayment,
    'route-pass': elRoutePass,
  },
  de: {
    catalog: deCatalog,
    delicts: deDelicts,
    documents: deDocuments,
    errors: deErrors,
    mail: deMail,
    payment: dePayment,
    'route-pass': deRoutePass,
  },
} as const;

export const serverNamespaces = [
  'catalog',
  'delicts',
  'documents',
  'errors',
  'exports',
  'gateway',
  'mail',
  'payment',
  'route-pass',
] as const;
export type ServerNamespace = (typeof serverNamespaces)[number];
