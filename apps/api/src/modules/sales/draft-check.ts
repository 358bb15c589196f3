import { paymentCurrencyAt } from '@toll/domain/euro-switch';
import { normalisePlate } from '@toll/domain/plates';
import type { Check } from '@toll/domain/validation';
import { checkVignettePurchase, purchaseWindow } from '@toll/domain/vignette-purchase';
import { type ValidityWindow, windowsOverlap } from '@toll/domain/vignette-validity';
import type { VignetteDraft } from '@toll/contract/sales';
import type { ProductTariffRow } from '../catalog/repo';

/**
 * The server's verdict on vignette drafts (POST /active-vignettes-check and, again, inside
 * POST /purchasePayment): the tariff in force now, the window the vignette would get, and every
 * rule of packages/domain — no overlap with a vignette the vehicle already has, nor with an
 * earlier draft of the same cart; start not in the past and at most 30 days ahead.
 */
export type CheckedDraft = {
  index: number;
  draft: VignetteDraft;
  countryCode: string;
  plate: string;
  tariff: ProductTariffRow | null;
  startsAtPayment: boolean;
  window: ValidityWindow | null;
  failures: { code: string; params?: Record<string, string | number> }[];
};

export type DraftCheckInput = {
  drafts: readonly VignetteDraft[];
  now: Date;
  tariffFor(productId: string): ProductTariffRow | null;
  knownCountry(code: string): boolean;
  /** Windows of the active vignettes each (country, plate) already has. */
  existing(countryCode: string, plate: string): readonly ValidityWindow[];
};

export const plateKey = (countryCode: string, plate: string) => `${countryCode}/${plate}`;

function failureOf(check: Check) {
  return check.ok ? null : { code: check.code, ...(check.params ? { params: check.params } : {}) };
}

export function checkDrafts(input: DraftCheckInput): CheckedDraft[] {
  const accepted: CheckedDraft[] = [];
  return input.drafts.map((draft, index) => {
    const countryCode = draft.countryCode.toUpperCase();
    const plate = normalisePlate(draft.lpn);
    const tariff = input.tariffFor(draft.productId);
    const chosen = draft.activationDate ? new Date(draft.activationDate) : null;
    const result: CheckedDraft = {
      index,
      draft,
      countryCode,
      plate,
      tariff,
      startsAtPayment: chosen === null,
      window: null,
      failures: [],
    };
    if (!input.knownCountry(countryCode))
      result.failures.push({ code: 'validation.invalidCountry' });
    if (!tariff) {
      result.failures.push({ code: 'vignette.notOnSale' });
      return result;
    }
    result.window = purchaseWindow(tariff.period, chosen, input.now);
    const rule = failureOf(
      checkVignettePurchase(
        {
          period: tariff.period,
          chosenStart: chosen,
          existing: input.existing(countryCode, plate),
        },
        input.now,
      ),
    );
    if (rule) result.failures.push(rule);
    const window = result.window;
    const clash = accepted.find(
      (other) =>
        other.countryCode === countryCode &&
        other.plate === plate &&
        other.window !== null &&
        windowsOverlap(other.window, window),
    );
    if (clash)
      result.failures.push({
        code: 'vignette.overlapsCartItem',
        params: { item: clash.index + 1 },
      });
    if (result.failures.length === 0) accepted.push(result);
    return result;
  });
}

/** The card is charged in this currency; amounts of a tariff row in it. */
export function chargedAmount(tariff: ProductTariffRow, at: Date): number {
  return paymentCurrencyAt(at) === 'EUR' ? tariff.amountEur : tariff.amountBgn;
}
