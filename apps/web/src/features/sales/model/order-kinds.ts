/** What an order holds, for the words of its cart, checkout and result pages. */
export type OrderKind = 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
export type OrderMix = OrderKind | 'MIXED';

/** The kinds present, in the order pages list them (vignettes, route passes, delicts, corrections). */
export function orderKinds(items: readonly { kind: OrderKind }[]): OrderKind[] {
  const present = new Set(items.map((item) => item.kind));
  return (['VIGNETTE', 'ROUTE_PASS', 'DELICT', 'PLATE_CORRECTION'] as const).filter((kind) =>
    present.has(kind),
  );
}

/** One kind, or MIXED when there are several (an empty order reads as vignettes, the default). */
export function orderMix(items: readonly { kind: OrderKind }[]): OrderMix {
  const kinds = orderKinds(items);
  return kinds.length > 1 ? 'MIXED' : (kinds[0] ?? 'VIGNETTE');
}
