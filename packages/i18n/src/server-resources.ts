import bgCatalog from '../locales/bg/catalog.json' with { type: 'json' };
import bgDocuments from '../locales/bg/documents.json' with { type: 'json' };
import bgErrors from '../locales/bg/errors.json' with { type: 'json' };
import bgMail from '../locales/bg/mail.json' with { type: 'json' };
import bgPayment from '../locales/bg/payment.json' with { type: 'json' };
import bgRoutePass from '../locales/bg/route-pass.json' with { type: 'json' };
import enCatalog from '../locales/en/catalog.json' with { type: 'json' };
import enDocuments from '../locales/en/documents.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enPayment from '../locales/en/payment.json' with { type: 'json' };
import enRoutePass from '../locales/en/route-pass.json' with { type: 'json' };

/** The catalogues the API speaks in (errors, card payments, products, mail, PDF documents, route-pass exports). */
export const serverResources = {
  bg: {
    catalog: bgCatalog,
    documents: bgDocuments,
    errors: bgErrors,
    mail: bgMail,
    payment: bgPayment,
    'route-pass': bgRoutePass,
  },
  en: {
    catalog: enCatalog,
    documents: enDocuments,
    errors: enErrors,
    mail: enMail,
    payment: enPayment,
    'route-pass': enRoutePass,
  },
} as const;

export const serverNamespaces = [
  'catalog',
  'documents',
  'errors',
  'mail',
  'payment',
  'route-pass',
] as const;
export type ServerNamespace = (typeof serverNamespaces)[number];
