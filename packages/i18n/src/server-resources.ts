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

/** The catalogues the API speaks in (errors, card payments, products, delicts, mail, PDF documents, route-pass exports, list exports, the card-gateway sandbox's pages). */
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
