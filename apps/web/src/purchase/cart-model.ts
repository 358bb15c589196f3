import type { CalculateRoutePass } from '@toll/contract/route-passes';
import type { Currency } from '@toll/domain/money';
import {
  isVignettePeriod,
  VIGNETTE_VEHICLE_TYPES,
  type VignettePeriod,
  type VignetteVehicleType,
} from '@toll/domain/vignette-products';

/** A price as the API sends it: major units for display, the exact minor units, the currency. */
export type CartPrice = { amount: number; minor: number; currency: Currency };
/** Both currencies of an amount (spec §3 currencyAmount), major units. */
export type CartAmounts = { amountBGN: number; amountEUR: number };
/** A validity window as ISO instants. */
export type CartWindow = { from: string; to: string };

/**
 * A vignette draft as the cart keeps it (spec §3 "Vignette draft"): what the buyer chose, and the
 * price and window the server answered when it was added. The server prices and checks every draft
 * again before payment, so nothing here is trusted as a price.
 */
export type CartVignette = {
  id: string;
  type: 'VIGNETTE';
  addedAt: string;
  productId: string;
  vehicleType: VignetteVehicleType;
  period: VignettePeriod;
  /** The period's name in the language it was added in ("Annual"), for display only. */
  periodText: string;
  countryCode: string;
  /** Normalised (packages/domain normalisePlate). */
  lpn: string;
  /** The chosen start (ISO instant), or null: valid from the payment. */
  activationDate: string | null;
  price: CartPrice | null;
  currencyAmount: CartAmounts | null;
  validity: CartWindow | null;
};

/**
 * A route pass as the cart keeps it (features/route-pass writes it): the calculation to repeat at
 * payment and what the buyer saw. The vehicle (country and plate) is added in the cart. Fields the
 * cart does not read are kept as they were stored.
 */
export type CartRoutePass = {
  id: string;
  type: 'ROUTE_PASS';
  addedAt: string;
  request: CalculateRoutePass;
  pointNames: string[];
  price: CartPrice;
  currencyAmount: CartAmounts;
  validity: CartWindow;
  countryCode?: string;
  lpn?: string;
};

/** The stored cart `{vignettes, routePasses, email?}` (spec §4, §9: local storage). */
export type Cart = {
  vignettes: readonly CartVignette[];
  routePasses: readonly CartRoutePass[];
  /** The whole cart's e-mail for the receipt. */
  email?: string;
};

export type CartList = 'vignettes' | 'routePasses';

export const EMPTY_CART: Cart = Object.freeze({ vignettes: [], routePasses: [] });

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function price(value: unknown): CartPrice | null {
  if (!isRecord(value)) return null;
  const { amount, minor, currency } = value;
  if (!isNumber(amount) || !isNumber(minor) || (currency !== 'BGN' && currency !== 'EUR'))
    return null;
  return { amount, minor, currency };
}

function amounts(value: unknown): CartAmounts | null {
  if (!isRecord(value) || !isNumber(value.amountBGN) || !isNumber(value.amountEUR)) return null;
  return { amountBGN: value.amountBGN, amountEUR: value.amountEUR };
}

function windowOf(value: unknown): CartWindow | null {
  return isRecord(value) && isText(value.from) && isText(value.to)
    ? { from: value.from, to: value.to }
    : null;
}

function vignette(value: unknown): CartVignette | null {
  if (!isRecord(value)) return null;
  const v = value;
  const vehicleType = VIGNETTE_VEHICLE_TYPES.find((type) => type === v.vehicleType);
  if (!isText(v.id) || !isText(v.productId) || !vehicleType || !isVignettePeriod(v.period))
    return null;
  if (!isText(v.countryCode) || !isText(v.lpn)) return null;
  return {
    id: v.id,
    type: 'VIGNETTE',
    addedAt: isText(v.addedAt) ? v.addedAt : '',
    productId: v.productId,
    vehicleType,
    period: v.period,
    periodText: isText(v.periodText) ? v.periodText : v.period,
    countryCode: v.countryCode,
    lpn: v.lpn,
    activationDate: isText(v.activationDate) ? v.activationDate : null,
    price: price(v.price),
    currencyAmount: amounts(v.currencyAmount),
    validity: windowOf(v.validity),
  };
}

function routePass(value: unknown): CartRoutePass | null {
  if (!isRecord(value) || !isText(value.id) || !isRecord(value.request)) return null;
  const p = price(value.price);
  const both = amounts(value.currencyAmount);
  const validity = windowOf(value.validity);
  if (!p || !both || !validity || !Array.isArray(value.request.points)) return null;
  const names = Array.isArray(value.pointNames) ? value.pointNames.filter(isText) : [];
  return {
    ...value,
    id: value.id,
    type: 'ROUTE_PASS',
    addedAt: isText(value.addedAt) ? value.addedAt : '',
    request: value.request as CalculateRoutePass,
    pointNames: names,
    price: p,
    currencyAmount: both,
    validity,
    ...(isText(value.countryCode) && isText(value.lpn)
      ? { countryCode: value.countryCode, lpn: value.lpn }
      : {}),
  };
}

const valid = <T>(items: unknown, read: (value: unknown) => T | null): T[] =>
  Array.isArray(items) ? items.map(read).filter((item): item is T => item !== null) : [];

/**
 * Reads a stored cart. A missing or malformed cart is empty and a malformed item is left out: a
 * broken cart never blocks a purchase (the next change writes the cart back without it).
 */
export function parseCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (!isRecord(stored)) return EMPTY_CART;
  return {
    vignettes: valid(stored.vignettes, vignette),
    routePasses: valid(stored.routePasses, routePass),
    ...(isText(stored.email) ? { email: stored.email } : {}),
  };
}

export function serialiseCart(cart: Cart): string {
  return JSON.stringify(cart);
}

export function withVignette(cart: Cart, item: CartVignette): Cart {
  return { ...cart, vignettes: [...cart.vignettes, item] };
}

/** The cart without the item at `index` of a list (spec §4: a draft is removed by index). */
export function withoutItem(cart: Cart, list: CartList, index: number): Cart {
  if (list === 'vignettes')
    return { ...cart, vignettes: cart.vignettes.filter((_, i) => i !== index) };
  return { ...cart, routePasses: cart.routePasses.filter((_, i) => i !== index) };
}

/** The cart without the items of these ids (the ones a payment bought). */
export function withoutItems(cart: Cart, ids: readonly string[]): Cart {
  const gone = new Set(ids);
  return {
    ...cart,
    vignettes: cart.vignettes.filter((item) => !gone.has(item.id)),
    routePasses: cart.routePasses.filter((item) => !gone.has(item.id)),
  };
}

/** The whole cart's e-mail for the receipt (spec §4); an empty one is removed. */
export function withEmail(cart: Cart, email: string): Cart {
  const { email: _, ...rest } = cart;
  const trimmed = email.trim();
  return trimmed === '' ? rest : { ...rest, email: trimmed };
}

/** The vehicle a route pass is for, chosen in the cart. */
export function withRoutePassVehicle(
  cart: Cart,
  index: number,
  vehicle: { countryCode: string; lpn: string },
): Cart {
  return {
    ...cart,
    routePasses: cart.routePasses.map((item, i) => (i === index ? { ...item, ...vehicle } : item)),
  };
}

/**
 * The route passes whose chosen start has passed (spec §9: valid 24 hours from the chosen time; the
 * server refuses a start more than a minute ago). A pass started "now" has no start of its own: it
 * starts at the moment of payment and never appears here.
 */
export function passedRoutePassStarts(cart: Cart, now: Date): number[] {
  return cart.routePasses.flatMap((pass, index) => {
    const start = pass.request.startTime ? Date.parse(pass.request.startTime) : Number.NaN;
    return start < now.getTime() - 60_000 ? [index] : [];
  });
}

/** A route pass started at the moment of payment instead of its passed start (one tap, issue 32). */
export function withRoutePassStartingNow(cart: Cart, index: number): Cart {
  return {
    ...cart,
    routePasses: cart.routePasses.map((item, i) => {
      if (i !== index) return item;
      const { startTime: _passed, ...request } = item.request;
      return { ...item, request };
    }),
  };
}

export function cartSize(cart: Cart): number {
  return cart.vignettes.length + cart.routePasses.length;
}

/** The ids of every item, e.g. to remember what a payment is for. */
export function cartItemIds(cart: Cart): string[] {
  return [...cart.vignettes, ...cart.routePasses].map((item) => item.id);
}
