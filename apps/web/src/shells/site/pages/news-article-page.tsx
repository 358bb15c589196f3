import { useQuery } from '@tanstack/react-query';
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../api/client';
import { LangLink } from '../../../components/lang-link';
import { RichTextView } from '../../../features/content/components/rich-text-view';
import { contentClasses as classes } from '../../../features/content/components/content-classes';
import { newsArticleQuery } from '../../../features/news/api/news-queries';
import { formatNewsDate } from '../../../features/news/format-news-date';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { JsonLd } from '../../../site-kit/seo/json-ld';
import { useHeadContext } from '../../../site-kit/seo/head-context';
import { pageUrl } from '../../../site-kit/seo/page-head';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import { QueryState } from './query-state';

/** `news/{slug}`: one article; its paragraphs are blank-line separated content markup. */
export function NewsArticlePage() {
  const t = useSitePagesT();
  const lang = useLang();
  const { baseUrl } = useHeadContext();
  const { slug = '' } = useParams();
  const query = useQuery(newsArticleQuery(lang, slug));
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  const path = `news/${slug}`;
  return (
    <Container size="lg">
      <article className={classes.article}>
        {missing ? (
          <>
            <SitePageMeta title={t('news.notFound')} path={path} noindex />
            <h1 className={classes.title}>{t('news.notFound')}</h1>
            <p>{t('news.notFoundText')}</p>
          </>
        ) : (
          <QueryState query={query}>
            {(article) => (
              <>
                <SitePageMeta
                  title={article.title}
                  description={article.summary}
                  path={path}
                  ogType="article"
                />
                <JsonLd
                  data={{
                    '@context': 'https://schema.org',
                    '@type': 'NewsArticle',
                    headline: article.title,
                    description: article.summary,
                    datePublished: article.publishedAt,
                    inLanguage: lang,
                    mainEntityOfPage: pageUrl(baseUrl, lang, path),
                  }}
                />
                <h1 className={classes.title}>{article.title}</h1>
                <p className={classes.meta}>
                  <time dateTime={article.publishedAt}>
                    {formatNewsDate(article.publishedAt, lang)}
                  </time>
                </p>
                <p className={classes.lead}>{article.summary}</p>
                {article.body.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>
                    <RichTextView text={paragraph.trim()} />
                  </p>
                ))}
              </>
            )}
          </QueryState>
        )}
        <p>
          <LangLink to="news">{t('news.allNews')}</LangLink>
        </p>
      </article>
    </Container>
  );
}
