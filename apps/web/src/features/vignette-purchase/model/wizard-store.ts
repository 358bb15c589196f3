import {
  INITIAL_COUNTER_WIZARD,
  INITIAL_WIZARD,
  parseWizardState,
  type WizardState,
} from './wizard-state';

/**
 * The wizard's draft in the tab's session storage (spec §4: the wizard keeps its current step):
 * a reload or a detour to log in returns to the same step; another tab starts its own draft.
 */
export type WizardStore = {
  read: () => WizardState;
  /** The draft a new tab starts from. */
  initial: WizardState;
  update: (change: (state: WizardState) => WizardState) => void;
  subscribe: (onChange: () => void) => () => void;
};

export function createWizardStore(
  key: string,
  storage: () => Storage | null = () => window.sessionStorage,
  initial: WizardState = INITIAL_WIZARD,
): WizardStore {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let last: WizardState = initial;
  // When storage refuses to work the draft lives in memory for as long as the page is open.
  let memory: string | null = null;

  const rawText = (): string | null => {
    try {
      return storage()?.getItem(key) ?? memory;
    } catch {
      return memory;
    }
  };
  const read = (): WizardState => {
    const raw = rawText();
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = parseWizardState(raw, initial);
    }
    return last;
  };
  return {
    read,
    initial,
    update(change) {
      const raw = JSON.stringify(change(read()));
      memory = raw;
      try {
        storage()?.setItem(key, raw);
      } catch {
        // kept in memory
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The public site's wizard. */
export const siteWizard = createWizardStore('vignetteWizard.site');

/** The back office's counter wizard (spec §2 back-office buy-vignette): the e-mail is optional. */
export const officeWizard = createWizardStore(
  'vignetteWizard.office',
  () => window.sessionStorage,
  INITIAL_COUNTER_WIZARD,
);
