import {
  bankLineDetailSchema,
  bankLinePageSchema,
  cardSettlementPageSchema,
  contractLookupListSchema,
  partnerLookupListSchema,
  statementPageSchema,
  statementUndoResultSchema,
  statementUploadResultSchema,
  type AssignBody,
  type StatementUndoResult,
  type AssignPartnerBody,
  type PartnerLookupItem,
  type BankLineDetail,
  type ContractLookupItem,
  type StatementUploadResult,
} from '@toll/contract/bank';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

/** The back-office calls of bank statements (#19 item 3, /api/bank/…). */
export const BANK_KEY = ['bank'] as const;

export const BANK_LINE_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'id',
  sortable: ['id', 'valueDate', 'amountMinor'],
  filters: ['status', 'statementId', 'direction', 'undistributed'],
};

export function listBankLines(lang: Lang, state: ListState, signal?: AbortSignal) {
  return api.get('/bank/transactions', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => bankLinePageSchema.parse(json),
  });
}

export const STATEMENT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'uploadedAt',
  order: 'desc',
  sortable: ['uploadedAt', 'closingDate'],
};

export function listStatements(lang: Lang, state: ListState, signal?: AbortSignal) {
  return api.get('/bank/statements', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => statementPageSchema.parse(json),
  });
}

export const CARD_SETTLEMENT_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'day',
  order: 'desc',
  sortable: ['day', 'ageDays'],
  filters: ['exceptions'],
};

/** Card settlements per approvals day (the acquirer's batches against the clearing account). */
export function listCardSettlements(lang: Lang, state: ListState, signal?: AbortSignal) {
  return api.get('/bank/card-settlements', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => cardSettlementPageSchema.parse(json),
  });
}

export function uploadStatement(
  lang: Lang,
  body: { fileName: string; content: string; continuityReason?: string; dryRun?: boolean },
): Promise<StatementUploadResult> {
  return api.post('/bank/statements', {
    lang,
    body,
    parse: (json) => statementUploadResultSchema.parse(json),
  });
}

/** Undoes a whole import with a reason (its journals reversed, its payments annulled). */
export function undoStatement(
  lang: Lang,
  id: number,
  reason: string,
): Promise<StatementUndoResult> {
  return api.post('/bank/statements/{id}/undo', {
    params: { id },
    lang,
    body: { reason },
    parse: (json) => statementUndoResultSchema.parse(json),
  });
}

export function assignPayment(
  lang: Lang,
  lineId: number,
  body: AssignBody,
): Promise<BankLineDetail> {
  return api.post('/bank/transactions/{id}/assign', {
    params: { id: lineId },
    lang,
    body,
    parse: (json) => bankLineDetailSchema.parse(json),
  });
}

/** A sale partner's payment of its obligations, booked from the undistributed amount. */
export function assignToPartner(
  lang: Lang,
  lineId: number,
  body: AssignPartnerBody,
): Promise<BankLineDetail> {
  return api.post('/bank/transactions/{id}/assign-partner', {
    params: { id: lineId },
    lang,
    body,
    parse: (json) => bankLineDetailSchema.parse(json),
  });
}

export function lookupPartners(
  lang: Lang,
  q: string,
  signal?: AbortSignal,
): Promise<PartnerLookupItem[]> {
  return api.get('/bank/partner-lookup', {
    lang,
    query: { q },
    signal,
    parse: (json) => partnerLookupListSchema.parse(json),
  });
}

export function confirmLineAction(
  lang: Lang,
  lineId: number,
  action: 'retry' | 'mark-processed',
): Promise<BankLineDetail> {
  return api.post(`/bank/transactions/{id}/${action}`, {
    params: { id: lineId },
    lang,
    body: { confirmed: true },
    parse: (json) => bankLineDetailSchema.parse(json),
  });
}

export function lookupContracts(
  lang: Lang,
  q: string,
  signal?: AbortSignal,
): Promise<ContractLookupItem[]> {
  return api.get('/bank/contract-lookup', {
    lang,
    query: { q },
    signal,
    parse: (json) => contractLookupListSchema.parse(json),
  });
}

/** Minor units as money in the page's language ("1 234,50 €" / "€1,234.50"). */
export function formatMinor(minor: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'bg' ? 'bg-BG' : 'en-GB', {
    style: 'currency',
    currency,
  }).format(minor / 100);
}
