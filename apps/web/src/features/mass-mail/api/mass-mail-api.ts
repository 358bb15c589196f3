import type { z } from 'zod';
import {
  massMailCampaignSchema,
  massMailNotSentSchema,
  massMailOptionsSchema,
  massMailPageSchema,
  massMailRecipientPageSchema,
  massMailTestResultSchema,
  type massMailCreateSchema,
  type MassMailCampaign,
  type MassMailNotSent,
  type MassMailOption,
} from '@toll/contract/mass-mail';
import type { ListPage } from '@toll/contract/list-query';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

export type MassMailBody = z.output<typeof massMailCreateSchema>;
export type MassMailRecipientPage = z.infer<typeof massMailRecipientPageSchema>;

export const MASS_MAIL_KEY = ['office-mass-mail'] as const;
const RECIPIENT_PAGE_SIZE = 20;

const parseCampaign = (json: unknown) => massMailCampaignSchema.parse(json);

export const CAMPAIGN_LIST_DEFAULTS: ListDefaults = {
  sort: 'createdAt',
  order: 'desc',
  sortable: ['createdAt', 'id'],
};

/** GET /api/mass-mails: the campaigns, newest first unless the table says otherwise. */
export function listCampaigns(
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<MassMailCampaign>> {
  return api.get('/mass-mails', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => massMailPageSchema.parse(json),
  });
}

export function getCampaign(lang: Lang, id: number, signal?: AbortSignal) {
  return api.get('/mass-mails/{id}', { params: { id }, lang, signal, parse: parseCampaign });
}

export function createCampaign(lang: Lang, body: MassMailBody): Promise<MassMailCampaign> {
  return api.post('/mass-mails', { lang, body, parse: parseCampaign });
}

/** POST /api/mass-mails/{id}/test: to the given address, or the signed-in user's own. */
export function sendTest(lang: Lang, id: number, email: string) {
  return api.post('/mass-mails/{id}/test', {
    params: { id },
    lang,
    body: email.trim() ? { email: email.trim() } : {},
    parse: (json) => massMailTestResultSchema.parse(json),
  });
}

export function sendCampaign(lang: Lang, id: number): Promise<MassMailCampaign> {
  return api.post('/mass-mails/{id}/send', {
    params: { id },
    lang,
    body: {},
    parse: parseCampaign,
  });
}

export const RECIPIENT_LIST_DEFAULTS: ListDefaults = {
  pageSize: RECIPIENT_PAGE_SIZE,
  sort: 'id',
  sortable: ['id', 'email', 'status'],
  filters: ['status'],
};

export function listRecipients(
  lang: Lang,
  id: number,
  state: ListState,
  signal?: AbortSignal,
): Promise<MassMailRecipientPage> {
  return api.get('/mass-mails/{id}/recipients', {
    params: { id },
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => massMailRecipientPageSchema.parse(json),
  });
}

export function notSent(lang: Lang, id: number, signal?: AbortSignal): Promise<MassMailNotSent> {
  return api.get('/mass-mails/{id}/not-sent', {
    params: { id },
    lang,
    query: { pageSize: '200' },
    signal,
    parse: (json) => massMailNotSentSchema.parse(json),
  });
}

export function recipientOptions(
  lang: Lang,
  kind: 'clients' | 'partners',
  q: string,
  signal?: AbortSignal,
): Promise<MassMailOption[]> {
  return api.get('/mass-mails/options', {
    lang,
    query: { kind, ...(q.trim() ? { q: q.trim() } : {}) },
    signal,
    parse: (json) => massMailOptionsSchema.parse(json),
  });
}
