import { useTranslation } from 'react-i18next';
import { LANGS } from '@toll/domain/languages';
import { useLang } from '../../i18n/use-lang';

export type SitePageMetaProps = {
  /** The page's own title; the site name is appended. */
  title: string;
  /** The canonical path without language prefix ('' for the home page). */
  path: string;
  noindex?: boolean;
};

/**
 * Head tags of a public page (spec §2): title, description, robots flag, canonical link and the
 * other-language alternates. React 19 hoists these elements into <head>.
 */
export function SitePageMeta({ title, path, noindex = false }: SitePageMetaProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const origin = window.location.origin;
  return (
    <>
      <title>{`${title} – ${t('brand.name')}`}</title>
      <meta name="description" content={t('brand.description')} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={`${origin}/${lang}/${path}`} />
      {LANGS.filter((other) => other !== lang).map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={`${origin}/${other}/${path}`} />
      ))}
    </>
  );
}
