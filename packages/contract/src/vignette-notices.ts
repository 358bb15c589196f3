import { LANGS } from '@toll/domain/languages';
import { z } from 'zod';
import { checkEmail } from '@toll/domain/contact';
import { checkMobilePhone } from '@toll/domain/notifications';
import { checkPlate } from '@toll/domain/plates';
import { checkCountryCode } from '@toll/domain/countries';
import { checkedString } from './domain-check';

/**
 * E-mail notices about vignettes (spec §2 add-email, unsubscribe; §7 /vignette/emails,
 * /unsubscribe, /unsubscribe-confirm). The captcha solution travels as `recaptchaCode` in the query.
 */
export const captchaQuerySchema = z.object({ recaptchaCode: z.string().max(4096).optional() });

export const addEmailRequestSchema = z
  .object({
    vignetteNumber: z
      .string()
      .trim()
      .regex(/^\d{14}$/, { message: 'validation.invalidFormat' }),
    countryCode: checkedString((value) => checkCountryCode(value.toUpperCase()), 2),
    lpn: checkedString(checkPlate, 20),
    email: checkedString(checkEmail, 254),
    lang: z.enum(LANGS).optional(),
    /**
     * A mobile number for SMS reminders of this vignette's expiry (optional; giving it is the
     * holder's consent, for this vignette only). Empty means none.
     */
    phone: z.union([z.literal(''), checkedString(checkMobilePhone, 20)]).optional(),
  })
  .strict();

export const unsubscribeRequestSchema = z
  .object({ email: checkedString(checkEmail, 254), lang: z.enum(LANGS).optional() })
  .strict();

export const unsubscribeConfirmSchema = z
  .object({ token: z.string().trim().min(16).max(200) })
  .strict();

export const noticeAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

export type AddEmailRequest = z.infer<typeof addEmailRequestSchema>;
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
export type NoticeAnswer = z.infer<typeof noticeAnswerSchema>;

/**
 * A registered buyer's reminders (issue #38): always by mail; by SMS as well to `phone` when set,
 * for every vignette they buy while signed in.
 */
export const reminderSettingsSchema = z.object({
  sms: z.boolean(),
  phone: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** `sms: false` (or no phone) stops the SMS reminders; the phone is required with `sms: true`. */
export const reminderSettingsUpdateSchema = z
  .object({
    sms: z.boolean(),
    phone: z.union([z.literal(''), checkedString(checkMobilePhone, 20)]).optional(),
  })
  .strict();
export type ReminderSettingsUpdate = z.infer<typeof reminderSettingsUpdateSchema>;
