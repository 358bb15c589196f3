import { useParams } from 'react-router';
import { matchPrefixRoute } from '../routes';
import { HomePage } from './home-page';
import { LazyPlaceholderPage } from './lazy-placeholder-page';

/**
 * Any other path under a language: a provider page (`about-{provider}`,
 * `how-to-buy-e-vignette-from-{provider}`) when it matches one, else the home page (spec §2).
 */
export function FallbackPage() {
  const { '*': rest = '' } = useParams();
  const match = matchPrefixRoute(rest);
  if (match) return <LazyPlaceholderPage pageId={match.id} provider={match.provider} />;
  return <HomePage />;
}
