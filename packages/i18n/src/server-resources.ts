import bgCatalog from '../locales/bg/catalog.json' with { type: 'json' };
import bgDocuments from '../locales/bg/documents.json' with { type: 'json' };
import bgErrors from '../locales/bg/errors.json' with { type: 'json' };
import bgPayment from '../locales/bg/payment.json' with { type: 'json' };
import enCatalog from '../locales/en/catalog.json' with { type: 'json' };
import enDocuments from '../locales/en/documents.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enPayment from '../locales/en/payment.json' with { type: 'json' };

/** The catalogues the API speaks in (errors, card-payment texts, product texts, PDF documents), per language. */
export const serverResources = {
  bg: { catalog: bgCatalog, documents: bgDocuments, errors: bgErrors, payment: bgPayment },
  en: { catalog: enCatalog, documents: enDocuments, errors: enErrors, payment: enPayment },
} as const;

export const serverNamespaces = ['catalog', 'documents', 'errors', 'payment'] as const;
export type ServerNamespace = (typeof serverNamespaces)[number];
