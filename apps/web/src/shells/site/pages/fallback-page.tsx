import { useParams } from 'react-router';
import { findProvider } from '@toll/domain/sale-channels';
import { matchPrefixRoute } from '../../../site-kit/routes';
import { ProviderRoutePage } from '../site-pages';
import { NotFoundPage } from './not-found-page';

/**
 * Any other path under a language: a provider page (`about-{provider}`,
 * `how-to-buy-e-vignette-from-{provider}`) when it names a known provider, else "not found" (the
 * server answers such addresses with 404).
 */
export function FallbackPage() {
  const { '*': rest = '' } = useParams();
  const match = matchPrefixRoute(rest);
  if (match && findProvider(match.provider))
    return (
      <ProviderRoutePage
        kind={match.id === 'aboutProvider' ? 'about' : 'howToBuy'}
        providerId={match.provider}
      />
    );
  return <NotFoundPage />;
}
