import { z } from 'zod';

/** Spec §7 "Self-service": a site user attached to or detached from a toll client. */
const customerId = z.string().trim().min(1, 'validation.required').max(40);

export const selfServiceLinkBodySchema = z.object({
  customerId,
  username: z.string().trim().min(1, 'validation.required').max(254),
});
export const selfServiceDetailsQuerySchema = z.object({
  customerId,
  /** The id the caller's own system knows the client by; echoed back. */
  remoteClientId: z.string().trim().max(100).optional(),
});
export const selfServiceUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  customerId: z.string().nullable(),
});
export const selfServiceDetailsSchema = z.object({
  customerId: z.string(),
  remoteClientId: z.string().nullable(),
  clientName: z.string(),
  users: z.array(selfServiceUserSchema),
});
export const selfServiceUnlinkSchema = z.object({ customerId: z.null() });
