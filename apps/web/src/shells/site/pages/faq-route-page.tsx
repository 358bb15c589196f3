import { useLocation } from 'react-router';
import { ContentArticle } from '../../../features/content/components/content-article';
import { FaqList } from '../../../features/content/components/faq-list';
import type { FaqGroupId, FaqPageKey } from '../../../features/content/content-types';
import { ContentLangNotice } from '../../../features/content/components/content-lang-notice';
import { faqLang, useFaq } from '../../../features/content/load-content';
import { plainText } from '../../../features/content/rich-text';
import { pagePath } from '../../../i18n/lang-path';
import { useLang } from '../../../i18n/use-lang';
import { JsonLd } from '../../../site-kit/seo/json-ld';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

export type FaqPageId = FaqPageKey;

const GROUPS: Readonly<Record<FaqPageId, readonly FaqGroupId[]>> = {
  faqVignette: ['vignette'],
  faqToll: ['toll'],
  faqDelicts: ['delicts'],
  faq: ['vignette', 'toll', 'delicts', 'general'],
};

/** A page of frequently asked questions, with FAQPage structured data for search engines. */
export function FaqRoutePage({ pageId }: { pageId: FaqPageId }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const faq = useFaq(lang);
  const page = faq.pages[pageId];
  const groups = faq.groups.filter((group) => GROUPS[pageId].includes(group.id));
  const items = groups.flatMap((group) => group.items);
  return (
    <>
      <SitePageMeta title={page.title} description={page.description} path={pagePath(pathname)} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: lang,
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: {
              '@type': 'Answer',
              text: item.answer.map(plainText).join(' '),
            },
          })),
        }}
      />
      <ContentArticle
        lang={faqLang(lang) === lang ? undefined : faqLang(lang)}
        notice={<ContentLangNotice lang={lang} shownIn={faqLang(lang)} />}
        page={{ title: page.title, description: page.description, lead: page.lead, sections: [] }}
      >
        <FaqList groups={groups} showGroupTitles={groups.length > 1} />
      </ContentArticle>
    </>
  );
}
