import { z } from 'zod';
import { listPageSchema, listQuerySchema } from './list-query';

/**
 * Points of sale (spec §3 POS). The register lands with the partners (every partner's POS), the
 * rest of its calls (create, update, restore, delete, shifts) with the points-of-sale work.
 */
export const posSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  code: z.string(),
  name: z.string(),
  worksInShifts: z.boolean(),
  active: z.boolean(),
});

/** GET /pos: the POS the caller may load (spec §6 scope), searched by code or name (`q`). */
export const posListQuerySchema = listQuerySchema(['code', 'name', 'partnerName'], 'code');
export const posListSchema = listPageSchema(posSchema);

/** GET /pos/user/all: the caller's own points of sale (the picker's fixed list, the shift link). */
export const userPosListSchema = z.array(posSchema);

export type Pos = z.infer<typeof posSchema>;
