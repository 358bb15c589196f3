import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang';
import { useHeadContext } from './seo/head-context';
import { buildPageHead, SSR_HEAD_ATTRIBUTE } from './seo/page-head';

/** What a head tag is about: two tags with the same key say the same thing. */
function tagKey(element: Element): string {
  const attr = (name: string) => element.getAttribute(name) ?? '';
  if (element.tagName === 'TITLE') return 'title';
  if (element.tagName === 'META') return `meta:${attr('name')}:${attr('property')}`;
  return `link:${attr('rel')}:${attr('hreflang')}`;
}

/**
 * React takes over the server's head tags when a page hydrates at once; when the page hydrates
 * later (its code loads first) it writes its own, and the server's copies must go.
 */
function removeReplacedServerTags(): void {
  const own = new Set(
    [...document.head.querySelectorAll(`title, meta, link`)]
      .filter((tag) => !tag.hasAttribute(SSR_HEAD_ATTRIBUTE))
      .map(tagKey),
  );
  document.head.querySelectorAll(`[${SSR_HEAD_ATTRIBUTE}]`).forEach((tag) => {
    if (own.has(tagKey(tag))) tag.remove();
  });
}

export type SitePageMetaProps = {
  /** The page's own title; the site name is appended. */
  title: string;
  /** The page's description for search results and sharing; defaults to the site's. */
  description?: string;
  /** The canonical path without language prefix ('' for the home page). */
  path: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
};

/**
 * Head tags of a public page (spec §2). In the browser React hoists them into <head> (replacing the
 * ones the server wrote there); while the server renders, they are collected instead.
 */
export function SitePageMeta({
  title,
  description,
  path,
  noindex = false,
  ogType,
}: SitePageMetaProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { baseUrl, collect } = useHeadContext();
  const tags = buildPageHead({
    title,
    description: description ?? t('brand.description'),
    path,
    lang,
    noindex,
    siteName: t('brand.name'),
    baseUrl,
    ogType,
  });
  useLayoutEffect(removeReplacedServerTags, []);
  if (collect) {
    collect(tags);
    return null;
  }
  return (
    <>
      {tags.map((tag, index) => {
        if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
        if (tag.tag === 'meta') return <meta key={index} {...tag.attrs} />;
        return <link key={index} {...tag.attrs} />;
      })}
    </>
  );
}
