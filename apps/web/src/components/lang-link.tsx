import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useNoHeader } from '../hooks/use-no-header';
import { useLang } from '../i18n/use-lang';

export type LangLinkProps = Omit<LinkProps, 'to'> & {
  /** A site path without the language prefix: 'prices', 'news/some-slug', '' for the home page. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An internal link of the public site: it carries the current language prefix (`prices` becomes
 * `/en/prices`). In the bare `noheader` mode it renders its text only, without link or styling.
 */
export function LangLink({ to, ref, children, className, style, ...rest }: LangLinkProps) {
  const lang = useLang();
  const noHeader = useNoHeader();
  if (noHeader) return <span>{children}</span>;
  return (
    <Link
      ref={ref}
      to={`/${lang}/${to.replace(/^\/+/, '')}`}
      className={className}
      style={style}
      {...rest}
    >
      {children}
    </Link>
  );
}
