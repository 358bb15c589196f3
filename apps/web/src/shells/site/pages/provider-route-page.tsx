import { findProvider, VIGNETTE_PROVIDERS } from '@toll/domain/sale-channels';
import { LangLink } from '../../../components/lang-link';
import { ContentArticle } from '../../../features/content/components/content-article';
import { useProviderTexts } from '../../../features/content/load-content';
import { contentClasses as classes } from '../../../features/content/components/content-classes';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import { NotFoundPage } from './not-found-page';

export type ProviderRoutePageProps = { kind: 'about' | 'howToBuy'; providerId: string };

const PREFIX = { about: 'about-', howToBuy: 'how-to-buy-e-vignette-from-' } as const;

/**
 * `about-{provider}` and `how-to-buy-e-vignette-from-{provider}`: the provider's sale channel decides
 * the text. An unknown provider is an unknown address: "not found" (404 from the server).
 */
export function ProviderRoutePage({ kind, providerId }: ProviderRoutePageProps) {
  const lang = useLang();
  const texts = useProviderTexts(lang);
  const provider = findProvider(providerId);
  if (!provider) return <NotFoundPage />;
  const page = kind === 'about' ? texts.about(provider) : texts.howToBuy(provider);
  return (
    <>
      <SitePageMeta
        title={page.title}
        description={page.description}
        path={`${PREFIX[kind]}${provider.id}`}
      />
      <ContentArticle page={page}>
        <section className={classes.section} aria-labelledby="other-providers">
          <h2 id="other-providers" className={classes.heading}>
            {texts.otherProviders}
          </h2>
          <ul>
            {VIGNETTE_PROVIDERS.filter((other) => other.id !== provider.id).map((other) => (
              <li key={other.id}>
                <LangLink to={`${PREFIX[kind]}${other.id}`}>{other.name[lang]}</LangLink>
              </li>
            ))}
          </ul>
        </section>
      </ContentArticle>
    </>
  );
}
