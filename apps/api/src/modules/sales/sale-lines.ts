import { fromMajor } from '@toll/domain/money';
import { normalisePlate } from '@toll/domain/plates';
import type { RoutePassDraft } from '@toll/contract/sales';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { DelictSaleLine } from '../delicts/delict-payments';
import type { CheckedDraft } from './draft-check';
import type { NewSaleItem } from './repo';

/**
 * The items of a new sale, in the order the buyer sees them: vignettes, route passes, delicts,
 * each priced by the server (tariff in force, recalculated quote, the delict's stored amount).
 */
export type SaleLine = Omit<NewSaleItem, 'saleId'>;

export function saleLines(
  vignettes: readonly CheckedDraft[],
  passes: readonly { draft: RoutePassDraft; quote: RoutePassQuoteResponse }[],
  delicts: readonly DelictSaleLine[],
): SaleLine[] {
  return [
    ...vignettes.map((item, position) => ({
      position,
      kind: 'VIGNETTE',
      productId: item.draft.productId,
      tariffId: item.tariff!.tariffId,
      countryCode: item.countryCode,
      plate: item.plate,
      startsAtPayment: item.startsAtPayment,
      validFrom: item.window!.from,
      validTo: item.window!.to,
      amountBgn: item.tariff!.amountBgn,
      amountEur: item.tariff!.amountEur,
    })),
    ...passes.map(({ draft, quote }, index) => ({
      position: vignettes.length + index,
      kind: 'ROUTE_PASS',
      countryCode: draft.countryCode,
      plate: normalisePlate(draft.lpn),
      startsAtPayment: false,
      validFrom: new Date(quote.validity.from),
      validTo: new Date(quote.validity.to),
      amountBgn: fromMajor(quote.currencyAmount.amountBGN) ?? 0,
      amountEur: fromMajor(quote.currencyAmount.amountEUR) ?? 0,
      routePass: { request: draft.request, quote },
    })),
    ...delicts.map((line, index) => ({
      position: vignettes.length + passes.length + index,
      kind: 'DELICT',
      delictId: line.delictId,
      countryCode: line.countryCode,
      plate: line.plate,
      startsAtPayment: false,
      validFrom: line.validFrom,
      validTo: line.validTo,
      amountBgn: line.amountBgn,
      amountEur: line.amountEur,
    })),
  ];
}

/** The acceptance a refused consent code names (spec §5). */
export function consentField(code: string): string {
  if (code === 'purchase.termsRequired') return 'consents.terms';
  return code === 'purchase.wrongPlateAcceptanceRequired'
    ? 'consents.wrongPlate'
    : 'consents.noRefund';
}
