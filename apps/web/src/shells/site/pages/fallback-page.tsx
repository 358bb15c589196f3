import { useParams } from 'react-router';
import { matchPrefixRoute } from '../../../site-kit/routes';
import { ProviderRoutePage } from '../site-pages';
import { HomePage } from './home-page';

/**
 * Any other path under a language: a provider page (`about-{provider}`,
 * `how-to-buy-e-vignette-from-{provider}`) when it matches one, else the home page (spec §2).
 */
export function FallbackPage() {
  const { '*': rest = '' } = useParams();
  const match = matchPrefixRoute(rest);
  if (match)
    return (
      <ProviderRoutePage
        kind={match.id === 'aboutProvider' ? 'about' : 'howToBuy'}
        providerId={match.provider}
      />
    );
  return <HomePage />;
}
