import { useQuery } from '@tanstack/react-query';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LangLink } from '../../../components/lang-link';
import { contentClasses as classes } from '../../../features/content/components/content-classes';
import { newsPageQuery } from '../../../features/news/api/news-queries';
import { formatNewsDate } from '../../../features/news/format-news-date';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import { QueryState } from './query-state';

/** `news?page=n`: the published articles, newest first, with links between pages. */
export function NewsListPage() {
  const t = useSitePagesT();
  const lang = useLang();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const query = useQuery(newsPageQuery(lang, page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <Container size="lg">
      <SitePageMeta
        title={page > 1 ? t('news.titlePage', { page }) : t('news.title')}
        description={t('descriptions.news')}
        path={page > 1 ? `news?page=${page}` : 'news'}
      />
      <div className={classes.article}>
        <h1 className={classes.title}>{t('news.title')}</h1>
        <QueryState query={query} empty={t('news.empty')}>
          {(data) => (
            <>
              <ul className={classes.cards}>
                {data.items.map((item) => (
                  <li key={item.slug} className={classes.card}>
                    <h2>
                      <LangLink to={`news/${item.slug}`}>{item.title}</LangLink>
                    </h2>
                    <p className={classes.meta}>
                      <time dateTime={item.publishedAt}>
                        {formatNewsDate(item.publishedAt, lang)}
                      </time>
                    </p>
                    <p>{item.summary}</p>
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label={t('news.pagination')}>
                  <ul className={classes.pager}>
                    {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                      <li key={n}>
                        {n === page ? (
                          <span aria-current="page">{n}</span>
                        ) : (
                          <LangLink to={n === 1 ? 'news' : `news?page=${n}`}>{n}</LangLink>
                        )}
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </>
          )}
        </QueryState>
      </div>
    </Container>
  );
}
