import { accountSchema, type Account } from '@toll/contract/accounts';
import {
  tollSettingsSchema,
  type NotificationSettingsBody,
  type TollSettings,
} from '@toll/contract/self-care';
import {
  cardPaymentSchema,
  cardPaymentStartedSchema,
  selfCarePaymentsSchema,
  type CardPayment,
  type CardPaymentStart,
  type CardPaymentStarted,
  type SelfCarePayments,
} from '@toll/contract/contract-payments';
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

/** A contract's balances and card payments (self-care), and paying by card. */
export const SELF_CARE_PAYMENTS_KEY = ['self-care', 'payments'] as const;

export const getContractPayments = (
  lang: Lang,
  accountId: number,
  signal?: AbortSignal,
): Promise<SelfCarePayments> =>
  apiRequest(`/self-care/accounts/${accountId}/payments`, {
    lang,
    signal,
    parse: (json) => selfCarePaymentsSchema.parse(json),
  });

export const startCardPayment = (
  lang: Lang,
  accountId: number,
  body: CardPaymentStart,
): Promise<CardPaymentStarted> =>
  apiRequest(`/self-care/accounts/${accountId}/card-payments`, {
    lang,
    method: 'POST',
    body,
    parse: (json) => cardPaymentStartedSchema.parse(json),
  });

export const checkCardPayment = (lang: Lang, id: string): Promise<CardPayment> =>
  apiRequest(`/self-care/card-payments/${id}/check`, {
    lang,
    method: 'POST',
    parse: (json) => cardPaymentSchema.parse(json),
  });
