import { accountSchema, type Account } from '@toll/contract/accounts';
import {
  tollSettingsSchema,
  type NotificationSettingsBody,
  type TollSettings,
} from '@toll/contract/self-care';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** The signed-in customer's own contracts, as the self-care pages read them. */
export const TOLL_SETTINGS_KEY = ['self-care', 'toll-settings'] as const;

export const getTollSettings = (lang: Lang, signal?: AbortSignal): Promise<TollSettings> =>
  apiRequest('/self-care/toll-settings', {
    lang,
    signal,
    parse: (json) => tollSettingsSchema.parse(json),
  });

export const updateNotifications = (
  lang: Lang,
  accountId: number,
  body: NotificationSettingsBody,
): Promise<Account> =>
  apiRequest(`/self-care/accounts/${accountId}/notifications`, {
    lang,
    method: 'PUT',
    body,
    parse: (json) => accountSchema.parse(json),
  });
