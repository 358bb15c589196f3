/** TanStack Query keys of the partner register; invalidating `PARTNERS_KEY` refreshes every view. */
export const PARTNERS_KEY = ['partners', 'office'] as const;
export const partnerKey = (id: number) => [...PARTNERS_KEY, 'detail', id] as const;
