import {
  accountDocumentListSchema,
  accountDocumentSchema,
  massDepositRequestSchema,
  type AccountDocument,
} from '@toll/contract/account-documents';
import { chargingSyncAnswerSchema, unitSyncStatesSchema } from '@toll/contract/charging-sync';
import type { Lang } from '@toll/domain/languages';
import { saveBlob } from '../../../api/client';
import { api } from '../../../api/typed-client';

/** A contract's files and its vehicles' charging-system sync (issue #17, second part). */
export function contractDocuments(lang: Lang, id: number, signal?: AbortSignal) {
  return api.get('/accounts/{id}/documents', {
    params: { id },
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
  return api.post('/accounts/{id}/documents', {
    params: { id },
    lang,
    query: { kind, fileName: file.name },
    file,
    parse: (json) => accountDocumentSchema.parse(json),
  });
}

export async function downloadContractDocument(lang: Lang, document: AccountDocument) {
  saveBlob(
    await api.download('/accounts/{id}/documents/{documentId}', {
      params: { id: document.accountId, documentId: document.id },
      lang,
    }),
    document.fileName,
  );
}

export function unitSyncStates(lang: Lang, accountId: number, signal?: AbortSignal) {
  return api.get('/accountUnits/syncState/account/{id}', {
    params: { id: accountId },
    lang,
    signal,
    parse: (json) => unitSyncStatesSchema.parse(json),
  });
}

export function syncContractUnits(lang: Lang, accountId: number) {
  return api.post('/accountUnits/syncUnitsForAccount/{id}', {
    params: { id: accountId },
    lang,
    parse: (json) => chargingSyncAnswerSchema.parse(json),
  });
}

/** POST /accountUnits/massDepositPayment: every device's deposit as one payment. */
export function payMassDeposit(lang: Lang, accountId: number) {
  return api.post('/accountUnits/massDepositPayment', {
    lang,
    body: { accountId },
    parse: (json) => massDepositRequestSchema.parse(json),
  });
}
