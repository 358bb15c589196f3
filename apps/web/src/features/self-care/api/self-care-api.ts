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
import { api } from '../../../api/typed-client';

/** The signed-in customer's own contracts, as the self-care pages read them. */
export const TOLL_SETTINGS_KEY = ['self-care', 'toll-settings'] as const;

export const getTollSettings = (lang: Lang, signal?: AbortSignal): Promise<TollSettings> =>
  api.get('/self-care/toll-settings', {
    lang,
    signal,
    parse: (json) => tollSettingsSchema.parse(json),
  });

export const updateNotifications = (
  lang: Lang,
  accountId: number,
  body: NotificationSettingsBody,
): Promise<Account> =>
  api.put('/self-care/accounts/{id}/notifications', {
    params: { id: accountId },
    lang,
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
  api.get('/self-care/accounts/{id}/payments', {
    params: { id: accountId },
    lang,
    signal,
    parse: (json) => selfCarePaymentsSchema.parse(json),
  });

export const startCardPayment = (
  lang: Lang,
  accountId: number,
  body: CardPaymentStart,
): Promise<CardPaymentStarted> =>
  api.post('/self-care/accounts/{id}/card-payments', {
    params: { id: accountId },
    lang,
    body,
    parse: (json) => cardPaymentStartedSchema.parse(json),
  });

export const checkCardPayment = (lang: Lang, id: string): Promise<CardPayment> =>
  api.post('/self-care/card-payments/{id}/check', {
    params: { id },
    lang,
    parse: (json) => cardPaymentSchema.parse(json),
  });
