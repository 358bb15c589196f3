import { z } from 'zod';
import { checkNotificationSettings } from '@toll/domain/accounts';
import { INVENTORY_TYPES } from '@toll/domain/devices';
import { accountSchema, unitSchema } from './accounts';
import { recordIdSchema } from './record-id';

/**
 * The site's self-care pages of a contract customer (spec §2 `account/toll-settings`): each own
 * contract with its notice and obligation settings, contacts, and vehicles with the devices on
 * them. The customer id always comes from the session, never from the address.
 */
export const selfCareDeviceSchema = z.object({
  unitId: z.number().int(),
  deviceNumber: z.string(),
  serialNumber: z.string(),
  inventoryType: z.enum(INVENTORY_TYPES),
  attachedAt: z.string(),
});
export type SelfCareDevice = z.infer<typeof selfCareDeviceSchema>;

export const tollSettingsSchema = z.array(
  z.object({
    account: accountSchema,
    units: z.array(unitSchema),
    devices: z.array(selfCareDeviceSchema),
  }),
);
export type TollSettings = z.infer<typeof tollSettingsSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/** PUT /self-care/accounts/{id}/notifications: what the customer may change themselves. */
export const notificationSettingsBodySchema = z
  .strictObject({
    version: recordIdSchema,
    smsNotifications: z.boolean(),
    emailNotifications: z.boolean(),
    notificationPhone: optionalText(20),
    notificationEmail: optionalText(254),
    lowBalancePercent: z.number().int().min(0).max(100).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const check = checkNotificationSettings(body);
    if (!check.ok)
      ctx.addIssue({
        code: 'custom',
        message: check.code,
        path: [check.field ?? 'notificationPhone'],
        params: { code: check.code },
      });
  });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;
