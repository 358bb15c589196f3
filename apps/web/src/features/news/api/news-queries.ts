import { queryOptions } from '@tanstack/react-query';
import type { NewsArticle, NewsPage, NewsSummary } from '@toll/contract/content';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { list, num, record, text } from '../../../api/json-checks';

function summary(value: unknown): NewsSummary {
  const item = record(value);
  return {
    slug: text(item.slug),
    title: text(item.title),
    summary: text(item.summary),
    publishedAt: text(item.publishedAt),
  };
}

export function parseNewsPage(json: unknown): NewsPage {
  const page = record(json);
  return {
    page: num(page.page),
    pageSize: num(page.pageSize),
    total: num(page.total),
    items: list(page.items).map(summary),
  };
}

export function parseNewsArticle(json: unknown): NewsArticle {
  return { ...summary(json), body: text(record(json).body) };
}

/** GET /api/news?page: one page of published news, newest first. */
export const newsPageQuery = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['news', 'page', lang, page],
    queryFn: ({ signal }) =>
      api.get('/news', { lang, signal, query: { page: String(page) }, parse: parseNewsPage }),
  });

/** GET /api/news/:slug: one article. */
export const newsArticleQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['news', 'article', lang, slug],
    queryFn: ({ signal }) =>
      api.get('/news/{slug}', {
        params: { slug },
        lang,
        signal,
        parse: parseNewsArticle,
      }),
  });
