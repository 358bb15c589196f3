import { DEFAULT_COUNTRY } from '@toll/domain/countries';
import { normalisePlate, samePlate } from '@toll/domain/plates';
import {
  isVignettePeriod,
  VIGNETTE_VEHICLE_TYPES,
  type VignettePeriod,
  type VignetteVehicleType,
} from '@toll/domain/vignette-products';
import type { StartMode } from '../../../purchase/start-choice';
import type { VehicleDetails } from '../../../purchase/vehicle-details-check';

export type { StartMode, VehicleDetails };

/** The five steps of a purchase (spec §1 "a purchase runs in 5 steps", §2 "Buy e-vignette"). */
export const WIZARD_STEPS = ['vehicle', 'period', 'details', 'email', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The draft being put together. It is kept for the browser tab (spec §4: the wizard keeps its
 * current step), so a reload or a detour to log in comes back to the same step.
 */
export type WizardState = {
  step: WizardStep;
  vehicleType: VignetteVehicleType | null;
  period: VignettePeriod | null;
  countryCode: string;
  /** As typed; normalised when the draft goes into the cart. */
  lpn: string;
  /** The plate typed a second time (the typo guard of FACTS "Plates"). */
  lpnConfirmation: string;
  startMode: StartMode;
  /** Sofia wall-clock time `yyyy-MM-ddTHH:mm`, when startMode is 'chosen'. */
  start: string;
  email: string;
  /**
   * The receipt's e-mail may be left out (a sale at the counter: the cashier hands over the
   * receipt); on the site it is required (spec §5).
   */
  emailOptional: boolean;
  /**
   * The last draft put into the cart, to confirm it above the next one: its period as a code, so
   * the confirmation follows a change of language (issue 32).
   */
  added: { lpn: string; period: VignettePeriod } | null;
};

export const INITIAL_WIZARD: WizardState = Object.freeze({
  step: 'vehicle',
  vehicleType: null,
  period: null,
  countryCode: DEFAULT_COUNTRY,
  lpn: '',
  lpnConfirmation: '',
  startMode: 'payment',
  start: '',
  email: '',
  emailOptional: false,
  added: null,
});

/** The counter's first draft: the same, with the e-mail optional. */
export const INITIAL_COUNTER_WIZARD: WizardState = Object.freeze({
  ...INITIAL_WIZARD,
  emailOptional: true,
});

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** Reads a kept draft; anything missing or malformed takes its initial value. */
export function parseWizardState(
  raw: string | null,
  initial: WizardState = INITIAL_WIZARD,
): WizardState {
  if (!raw) return initial;
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return initial;
    value = parsed as Record<string, unknown>;
  } catch {
    return initial;
  }
  const added = value.added as { lpn?: unknown; period?: unknown } | null | undefined;
  const state: WizardState = {
    step: WIZARD_STEPS.find((step) => step === value.step) ?? 'vehicle',
    vehicleType: VIGNETTE_VEHICLE_TYPES.find((type) => type === value.vehicleType) ?? null,
    period: isVignettePeriod(value.period) ? value.period : null,
    countryCode: text(value.countryCode, DEFAULT_COUNTRY) || DEFAULT_COUNTRY,
    lpn: text(value.lpn),
    lpnConfirmation: text(value.lpnConfirmation),
    startMode: value.startMode === 'chosen' ? 'chosen' : 'payment',
    start: text(value.start),
    email: text(value.email),
    emailOptional: initial.emailOptional,
    added:
      added && typeof added.lpn === 'string' && isVignettePeriod(added.period)
        ? { lpn: added.lpn, period: added.period }
        : null,
  };
  return { ...state, step: reachableStep(state, state.step) };
}

/** The vehicle, plate and start are filled in enough to go on (the form checks them fully). */
export function detailsComplete(state: WizardState): boolean {
  return (
    state.countryCode !== '' &&
    samePlate(state.lpn, state.lpnConfirmation) &&
    (state.startMode === 'payment' || state.start !== '')
  );
}

/** Whether every step before `step` has what that step needs. */
function canEnter(state: WizardState, step: WizardStep): boolean {
  switch (step) {
    case 'vehicle':
      return true;
    case 'period':
      return state.vehicleType !== null;
    case 'details':
      return state.vehicleType !== null && state.period !== null;
    case 'email':
      return canEnter(state, 'details') && detailsComplete(state);
    case 'review':
      return canEnter(state, 'email') && (state.emailOptional || state.email.trim() !== '');
  }
}

/** The step asked for, or the furthest earlier step the draft allows. */
export function reachableStep(state: WizardState, step: WizardStep): WizardStep {
  const index = WIZARD_STEPS.indexOf(step);
  for (let i = index; i > 0; i -= 1) {
    const candidate = WIZARD_STEPS[i]!;
    if (canEnter(state, candidate)) return candidate;
  }
  return 'vehicle';
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** Goes to a step when the draft allows it (else to the furthest allowed one before it). */
export function goTo(state: WizardState, step: WizardStep): WizardState {
  return { ...state, step: reachableStep(state, step) };
}

export function withVehicleType(state: WizardState, vehicleType: VignetteVehicleType): WizardState {
  return { ...state, vehicleType, step: 'period' };
}

export function withPeriod(state: WizardState, period: VignettePeriod): WizardState {
  return { ...state, period, step: 'details' };
}

export function withDetails(state: WizardState, details: VehicleDetails): WizardState {
  return goTo({ ...state, ...details }, 'email');
}

export function withEmail(state: WizardState, email: string): WizardState {
  return goTo({ ...state, email: email.trim() }, 'review');
}

/**
 * A product page's "buy" button (`buy-vignette?period=ANNUAL`): that period is chosen, and the
 * buyer goes on from the vehicle type (or, when it is known, from the period to confirm it).
 */
export function withPresetPeriod(state: WizardState, period: VignettePeriod): WizardState {
  return { ...state, period, step: state.vehicleType ? 'period' : 'vehicle' };
}

/**
 * A vehicle named by the address (`buy-vignette?country=BG&lpn=CA1234BX`, from the check page or a
 * reminder mail): its country and plate are filled in. The plate is not confirmed for the buyer:
 * typing it a second time stays the guard against a typo made wherever it came from.
 */
export function withPresetVehicle(
  state: WizardState,
  vehicle: { countryCode: string | null; lpn: string | null },
): WizardState {
  const country = vehicle.countryCode?.trim().toUpperCase() ?? '';
  const lpn = normalisePlate(vehicle.lpn ?? '');
  const next = { ...state };
  if (/^[A-Z]{2}$/.test(country)) next.countryCode = country;
  if (lpn !== '' && lpn !== normalisePlate(state.lpn)) {
    next.lpn = lpn;
    next.lpnConfirmation = '';
  }
  return next;
}

/**
 * After a draft went into the cart: a new draft for another vignette starts from the first step,
 * keeping the country and e-mail (several vignettes go in one payment).
 */
export function nextDraft(state: WizardState, added: WizardState['added']): WizardState {
  return {
    ...INITIAL_WIZARD,
    countryCode: state.countryCode,
    email: state.email,
    emailOptional: state.emailOptional,
    added,
  };
}
