import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_DOCUMENT_MAX_BYTES, type AccountDocument } from '@toll/contract/account-documents';
import { accountDocuments } from '../../db/schema/charging-sync';
import { audit } from '../../platform/audit';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
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

const LISTED = {
  id: accountDocuments.id,
  accountId: accountDocuments.accountId,
  kind: accountDocuments.kind,
  fileName: accountDocuments.fileName,
  contentType: accountDocuments.contentType,
  sizeBytes: accountDocuments.sizeBytes,
  sha256: accountDocuments.sha256,
  uploadedAt: accountDocuments.uploadedAt,
};

/**
 * The contract's files, kept in the database with their SHA-256 (one transaction: a failed upload
 * leaves neither file nor record). The signed contract and the bank guarantee go once each.
 */
export function createAccountDocuments(db: Db) {
  async function account(id: number) {
    const row = await repo.findAccount(db, id);
    if (!row) throw new AppError(404, { code: 'contract.notFound' });
    return row;
  }
  return {
    async list(accountId: number): Promise<AccountDocument[]> {
      await account(accountId);
      const rows = await db
        .select(LISTED)
        .from(accountDocuments)
        .where(eq(accountDocuments.accountId, accountId))
        .orderBy(asc(accountDocuments.id));
      return rows.map((r) => toDocument({ ...r, content: Buffer.alloc(0), uploadedBy: null }));
    },

    async upload(
      accountId: number,
      input: { kind: Kind; fileName: string; contentType: string; content: unknown },
      request: FastifyRequest,
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
      const sha256 = createHash('sha256').update(content).digest('hex');
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(accountDocuments)
            .values({
              accountId,
              kind: input.kind,
              fileName: plainFileName(input.fileName),
              contentType: type,
              sizeBytes: content.length,
              sha256,
              content,
              uploadedBy: request.principal?.id ?? null,
            })
            .returning();
          const document = toDocument(row!);
          await audit(tx, request, {
            action: 'account.document.upload',
            entity: 'account',
            entityId: accountId,
            after: document,
          });
          return document;
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'account_documents_sent_once')
          throw new AppError(409, {
            code:
              input.kind === 'BANK_GUARANTEE'
                ? 'contract.guaranteeAlreadySent'
                : 'contractDocument.contractAlreadySent',
          });
        throw error;
      }
    },

    async content(accountId: number, documentId: number, request: FastifyRequest) {
      const [row] = await db
        .select()
        .from(accountDocuments)
        .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.id, documentId)));
      if (!row) throw new AppError(404, { code: 'contractDocument.notFound' });
      await audit(db, request, {
        action: 'account.document.download',
        entity: 'account',
        entityId: accountId,
        after: { documentId, sha256: row.sha256 },
      });
      return row;
    },
  };
}

export type AccountDocuments = ReturnType<typeof createAccountDocuments>;
