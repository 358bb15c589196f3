import { ACCOUNT_DOCUMENT_MAX_BYTES, type AccountDocument } from '@toll/contract/account-documents';
import { checkGuaranteeUpload } from '@toll/domain/contract-rules';
import type { accountDocuments } from '../../db/schema/charging-sync';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import {
  DocumentMissingError,
  sha256Of,
  type DocumentStore,
} from '../../platform/document-store/document-store';
import { AppError } from '../../platform/http/app-error';
import * as files from './documents-repo';
import * as repo from './repo';

type Kind = AccountDocument['kind'];
type ContentType = AccountDocument['contentType'];

/** The first bytes each accepted type starts with: the declared type must match the content. */
const SIGNATURES: Record<ContentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

export function contentMatches(type: string, content: Buffer): type is ContentType {
  const signature = SIGNATURES[type as ContentType] as number[] | undefined;
  return !!signature && signature.every((byte, i) => content[i] === byte);
}

/** A file name without any folder part, safe to offer back in Content-Disposition. */
export function plainFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.trim();
  return base.replace(/[\u0000-\u001f"]/g, '_').slice(0, 200) || 'document'; // eslint-disable-line no-control-regex
}

function toDocument(row: typeof accountDocuments.$inferSelect): AccountDocument {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as Kind,
    fileName: row.fileName,
    contentType: row.contentType as ContentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/**
 * The contract's files. The bytes go to the document store (a folder under DATA_DIR or an
 * S3-compatible bucket, by configuration; content-addressed, so a file is kept once) and the
 * database keeps the record: an upload is all or nothing. The hash's advisory lock is held while
 * the bytes are written and the records inserted, so a committed record always has its bytes; a
 * failed upload removes bytes it wrote that no record names (`forgetUnused`), and the sweep
 * (documents-sweep.ts) removes what a crash in between left. The signed contract and the bank
 * guarantee go once each (§8 "already sent", the catalogue's three messages).
 */
export function createAccountDocuments(db: Db, store: DocumentStore) {
  async function account(id: number) {
    const row = await repo.findAccount(db, id);
    if (!row) throw new AppError(404, { code: 'contract.notFound' });
    return row;
  }

  /** Bytes this upload wrote and no committed record names are removed (under the hash's lock). */
  async function forgetUnused(sha256: string) {
    await db.transaction(async (tx) => {
      await files.lockHash(tx, sha256);
      const kept = await files.findFile(tx, sha256);
      if (!kept || kept.storage !== store.kind) await store.remove(sha256);
    });
  }

  return {
    async list(accountId: number): Promise<AccountDocument[]> {
      await account(accountId);
      const rows = await files.documentsOf(db, accountId);
      return rows.map((r) => toDocument({ ...r, content: null, uploadedBy: null }));
    },

    async upload(
      accountId: number,
      input: { kind: Kind; fileName: string; contentType: string; content: unknown },
      actor: Actor,
    ): Promise<AccountDocument> {
      const type = input.contentType.split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(input.content))
        throw new AppError(415, { code: 'contractDocument.badType' });
      const content = input.content;
      if (content.length === 0) throw new AppError(400, { code: 'contractDocument.empty' });
      if (content.length > ACCOUNT_DOCUMENT_MAX_BYTES)
        throw new AppError(413, { code: 'contractDocument.tooLarge', params: { max: 10 } });
      if (!contentMatches(type, content))
        throw new AppError(415, { code: 'contractDocument.badType' });
      await account(accountId);
      const sha256 = sha256Of(content);
      let wrote = false;
      try {
        return await db.transaction(async (tx) => {
          await files.lockHash(tx, sha256);
          await refuseSentTwice(tx, accountId, input.kind);
          const kept = await files.findFile(tx, sha256);
          if (!kept) {
            await files.insertFile(tx, { sha256, sizeBytes: content.length, storage: store.kind });
            wrote = true;
            await store.put(sha256, content);
          } else if (kept.storage !== 'database' && kept.storage !== store.kind) {
            // kept by a store this process does not use: keep it in ours too
            await files.setFileStorage(tx, sha256, store.kind);
            wrote = true;
            await store.put(sha256, content);
          }
          const row = await files.insertDocument(tx, {
            accountId,
            kind: input.kind,
            fileName: plainFileName(input.fileName),
            contentType: type,
            sizeBytes: content.length,
            sha256,
            // a file first uploaded before the store existed keeps its bytes in the database
            content: kept?.storage === 'database' ? content : null,
            uploadedBy: actor.userId,
          });
          const document = toDocument(row);
          await audit(tx, actor, {
            action: 'account.document.upload',
            entity: 'account',
            entityId: accountId,
            after: document,
          });
          return document;
        });
      } catch (error) {
        if (wrote) await forgetUnused(sha256);
        if (constraintViolation(error)?.constraint === 'account_documents_sent_once')
          throw new AppError(409, { code: sentTwiceCode(input.kind, true, true) });
        throw error;
      }
    },

    async content(accountId: number, documentId: number, actor: Actor) {
      const row = await files.findDocumentWithStorage(db, accountId, documentId);
      if (!row) throw new AppError(404, { code: 'contractDocument.notFound' });
      const { document, storage } = row;
      let bytes: Buffer;
      if (storage === 'database' && document.content) bytes = document.content;
      else if (storage === store.kind)
        bytes = await store.get(document.sha256).catch((error: unknown) => {
          if (error instanceof DocumentMissingError)
            throw new AppError(503, { code: 'contractDocument.unavailable' });
          throw error;
        });
      else throw new AppError(503, { code: 'contractDocument.unavailable' });
      await audit(db, actor, {
        action: 'account.document.download',
        entity: 'account',
        entityId: accountId,
        after: { documentId, sha256: document.sha256 },
      });
      return { ...document, content: bytes };
    },
  };
}

/** Spec §8: the bank guarantee, the contract, or both, already sent. */
function sentTwiceCode(kind: Kind, guaranteeSent: boolean, contractSent: boolean) {
  if (guaranteeSent && contractSent) return 'contract.guaranteeAndContractAlreadySent';
  return kind === 'BANK_GUARANTEE' ? 'contract.guaranteeAlreadySent' : 'contractDocument.contractAlreadySent'; // prettier-ignore
}

async function refuseSentTwice(tx: Executor, accountId: number, kind: Kind) {
  if (kind === 'OTHER') return;
  const rows = await files.sentOnceKinds(tx, accountId);
  const guaranteeSent = rows.some((r) => r.kind === 'BANK_GUARANTEE');
  const contractSent = rows.some((r) => r.kind === 'CONTRACT');
  if (kind === 'BANK_GUARANTEE') {
    const check = checkGuaranteeUpload({ guaranteeSent, contractSent });
    if (!check.ok) throw new AppError(409, { code: check.code });
  } else if (contractSent)
    throw new AppError(409, { code: sentTwiceCode(kind, guaranteeSent, contractSent) });
}

export type AccountDocuments = ReturnType<typeof createAccountDocuments>;
