/**
 * The site's information pages as typed data, one module per page and language (data/*-bg.ts,
 * data/*-en.ts, … data/*-de.ts). Texts use a small inline markup (see rich-text.ts): `**bold**`, `[label](/path)`
 * for a site page (the language prefix is added), `[label](https://…)`, `mailto:` and `tel:` links.
 */
export type RichText = string;

export type ContentBlock =
  | { kind: 'p'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; ordered?: boolean }
  | { kind: 'steps'; items: readonly { title: string; text: RichText }[] }
  | { kind: 'note'; text: RichText }
  | {
      kind: 'table';
      caption: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
    }
  | { kind: 'documents'; items: readonly { title: string; description: string; href: string }[] };

export type ContentSection = { heading: string; blocks: readonly ContentBlock[] };

export type ContentPage = {
  title: string;
  /** For search results and sharing: one or two sentences. */
  description: string;
  lead?: RichText;
  sections: readonly ContentSection[];
};

export type FaqItem = { question: string; answer: readonly RichText[] };

export type FaqGroupId = 'vignette' | 'toll' | 'delicts' | 'general';

export type FaqGroup = { id: FaqGroupId; title: string; items: readonly FaqItem[] };

export type FaqPageKey = 'faqVignette' | 'faqToll' | 'faqDelicts' | 'faq';

/** All questions of one language, and the titles of the four FAQ pages that show them. */
export type FaqData = {
  pages: Readonly<Record<FaqPageKey, { title: string; description: string; lead: RichText }>>;
  groups: readonly FaqGroup[];
};
