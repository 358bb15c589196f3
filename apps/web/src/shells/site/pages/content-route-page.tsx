import { useLocation } from 'react-router';
import { ContentArticle } from '../../../features/content/components/content-article';
import { ContentLangNotice } from '../../../features/content/components/content-lang-notice';
import {
  contentLang,
  LEGAL_CONTENT,
  useContentPage,
  type ContentId,
} from '../../../features/content/load-content';
import { pagePath, switchLangPath } from '../../../i18n/lang-path';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

export type ContentRoutePageProps = { contentId: ContentId; noindex?: boolean };

/** An information page whose text is typed data per language (features/content/data). */
export function ContentRoutePage({ contentId, noindex = false }: ContentRoutePageProps) {
  const lang = useLang();
  const { pathname } = useLocation();
  const page = useContentPage(contentId, lang);
  const shown = contentLang(contentId, lang);
  return (
    <>
      <SitePageMeta
        title={page.title}
        description={page.description}
        path={pagePath(pathname)}
        noindex={noindex}
      />
      <ContentArticle
        page={page}
        lang={shown === lang ? undefined : shown}
        notice={
          <ContentLangNotice
            lang={lang}
            shownIn={shown}
            bulgarianPath={
              LEGAL_CONTENT.includes(contentId) ? switchLangPath(pathname, 'bg') : undefined
            }
          />
        }
      />
    </>
  );
}
