/**
 * What a caller may touch through a route (DESIGN rule 14): who may call a route is the access
 * table (access-rules.ts); whose objects the route reaches is its ownership, declared beside the
 * route (`config.owner`) and driven by the ownership test over every route.
 *
 *  - public:  no one's objects: reference data, the public check, a buyer's order reached by its
 *             unguessable key;
 *  - self:    the caller's own records only (account, saved vehicles, orders): the owner comes
 *             from the session, never from the input;
 *  - client:  a toll client's records: a customer or self-service user reaches its own client's
 *             only, the agency's customer staff every client's;
 *  - partner: a sale partner's records (its users, points of sale): a partner's administrator
 *             reaches its own partner's, the agency's administrators every partner's;
 *  - pos:     a point of sale's records (sales, shifts, counter orders): an operator its own
 *             points of sale, a partner's administrator its partner's, the agency all;
 *  - key:     a machine key's own partner's or system's records (reseller, MSTS, toll charging);
 *  - agency:  the road agency's own records, reached by its staff (and by partner staff only where
 *             spec §6 opens the page to them, which the ownership test lists by name).
 */
export const OWNER_KINDS = ['public', 'self', 'client', 'partner', 'pos', 'key', 'agency'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/**
 * The kinds of object a route's ids name (a path parameter, a query or body field of that name):
 * the ownership test puts another owner's object of that kind there and expects a refusal.
 */
export const OBJECT_KINDS = [
  'user',
  'partner',
  'pos',
  'shift',
  'sale',
  'counter-order',
  'contract',
  'client',
  'card-payment',
  'route-pass',
  'saved-vehicle',
  'delivery',
  'record',
  'invoice',
  'api-key',
  'webhook-endpoint',
  'webhook-delivery',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export type Ownership =
  OwnerKind | { readonly by: OwnerKind; readonly ids: Readonly<Record<string, ObjectKind>> };

export function ownerKindOf(ownership: Ownership): OwnerKind {
  return typeof ownership === 'string' ? ownership : ownership.by;
}

export function ownedIdsOf(ownership: Ownership): Readonly<Record<string, ObjectKind>> {
  return typeof ownership === 'string' ? {} : ownership.ids;
}
