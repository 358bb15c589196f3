import {
  accountDocumentListSchema,
  accountDocumentSchema,
  massDepositRequestSchema,
  type AccountDocument,
} from '@toll/contract/account-documents';
import { chargingSyncAnswerSchema, unitSyncStatesSchema } from '@toll/contract/charging-sync';
import type { Lang } from '@toll/domain/languages';
import { apiDownload, apiRequest, saveBlob } from '../../../api/client';

/** A contract's files and its vehicles' charging-system sync (issue #17, second part). */
export function contractDocuments(lang: Lang, id: number, signal?: AbortSignal) {
  return apiRequest(`/accounts/${id}/documents`, {
    lang,
    signal,
    parse: (json) => accountDocumentListSchema.parse(json),
  });
}

export function uploadContractDocument(
  lang: Lang,
  id: number,
  kind: AccountDocument['kind'],
  file: File,
) {
  return apiRequest(`/accounts/${id}/documents`, {
    lang,
    method: 'POST',
    query: { kind, fileName: file.name },
    file,
    parse: (json) => accountDocumentSchema.parse(json),
  });
}

export async function downloadContractDocument(lang: Lang, document: AccountDocument) {
  saveBlob(
    await apiDownload(`/accounts/${document.accountId}/documents/${document.id}`, { lang }),
    document.fileName,
  );
}

export function unitSyncStates(lang: Lang, accountId: number, signal?: AbortSignal) {
  return apiRequest(`/accountUnits/syncState/account/${accountId}`, {
    lang,
    signal,
    parse: (json) => unitSyncStatesSchema.parse(json),
  });
}

export function syncContractUnits(lang: Lang, accountId: number) {
  return apiRequest(`/accountUnits/syncUnitsForAccount/${accountId}`, {
    lang,
    method: 'POST',
    parse: (json) => chargingSyncAnswerSchema.parse(json),
  });
}

/** POST /accountUnits/massDepositPayment: every device's deposit as one payment. */
export function payMassDeposit(lang: Lang, accountId: number) {
  return apiRequest('/accountUnits/massDepositPayment', {
    lang,
    method: 'POST',
    body: { accountId },
    parse: (json) => massDepositRequestSchema.parse(json),
  });
}
