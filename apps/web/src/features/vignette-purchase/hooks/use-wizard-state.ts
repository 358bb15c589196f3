import { useSyncExternalStore } from 'react';
import type { WizardState } from '../model/wizard-state';
import { siteWizard, type WizardStore } from '../model/wizard-store';

/**
 * The wizard's draft. The server renders (and the browser hydrates) the first step; a kept draft
 * follows right after, so the server's HTML always matches.
 */
export function useWizardState(store: WizardStore = siteWizard): WizardState {
  return useSyncExternalStore(store.subscribe, store.read, () => store.initial);
}
