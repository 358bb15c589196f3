import type { FieldError } from '../../../api/client';

export type CheckoutField = 'email' | 'terms' | 'noRefund';

/** A refused payment's messages, sorted to where they belong on the cart page. */
export type PaymentProblems = {
  vignettes: Readonly<Record<number, readonly string[]>>;
  routePasses: Readonly<Record<number, readonly string[]>>;
  fields: Readonly<Partial<Record<CheckoutField, string>>>;
  /** For the form's alert: messages about nothing on the page, or the whole answer's message. */
  other: readonly string[];
};

export const NO_PROBLEMS: PaymentProblems = Object.freeze({
  vignettes: {},
  routePasses: {},
  fields: {},
  other: [],
});

const FIELDS: Readonly<Record<string, CheckoutField>> = {
  email: 'email',
  'consents.terms': 'terms',
  'consents.noRefund': 'noRefund',
};

const ITEM = /^(vignettes|routePasses)\.(\d+)(?:\.|$)/;

/**
 * Sorts the API's field errors (`vignettes.1.lpn`, `vignettes.0` of a 409, `routePasses.0.lpn`,
 * `email`, `consents.terms`) to the item or checkout field they name; the rest, or the message of
 * an answer without field errors (503 sales paused, a network failure), goes to the form's alert.
 */
export function paymentProblems(error: {
  message: string;
  fieldErrors?: readonly FieldError[];
}): PaymentProblems {
  const fieldErrors = error.fieldErrors ?? [];
  if (fieldErrors.length === 0) return { ...NO_PROBLEMS, other: [error.message] };
  const vignettes: Record<number, string[]> = {};
  const routePasses: Record<number, string[]> = {};
  const fields: Partial<Record<CheckoutField, string>> = {};
  const other: string[] = [];
  for (const { field, message } of fieldErrors) {
    const item = ITEM.exec(field);
    const checkout = FIELDS[field];
    if (item) {
      const lists = item[1] === 'vignettes' ? vignettes : routePasses;
      const index = Number(item[2]);
      (lists[index] ??= []).push(message);
    } else if (checkout) fields[checkout] ??= message;
    else other.push(message);
  }
  return { vignettes, routePasses, fields, other };
}
