import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accountDocuments, documentFiles } from '../../db/schema/charging-sync';
import type { Executor } from '../../platform/db/database';

/** The contract documents' reads and writes (documents.ts holds the rules and the transactions). */

/** One upload of a given content at a time, in every process (the row and the bytes go together). */
export const lockHash = (tx: Executor, sha256: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`document:${sha256}`}, 0))`);

/** The stored file of this content, if any (where its bytes are kept). */
export async function findFile(db: Executor, sha256: string) {
  const [row] = await db.select().from(documentFiles).where(eq(documentFiles.sha256, sha256));
  return row;
}

export async function insertFile(
  tx: Executor,
  row: { sha256: string; sizeBytes: number; storage: string },
): Promise<void> {
  await tx.insert(documentFiles).values(row);
}

/** The file's bytes are now kept in this store. */
export async function setFileStorage(tx: Executor, sha256: string, storage: string) {
  await tx.update(documentFiles).set({ storage }).where(eq(documentFiles.sha256, sha256));
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

/** A contract's documents (without their bytes), in upload order. */
export function documentsOf(db: Executor, accountId: number) {
  return db
    .select(LISTED)
    .from(accountDocuments)
    .where(eq(accountDocuments.accountId, accountId))
    .orderBy(asc(accountDocuments.id));
}

export async function insertDocument(tx: Executor, row: typeof accountDocuments.$inferInsert) {
  const [created] = await tx.insert(accountDocuments).values(row).returning();
  return created!;
}

/** A contract's document with where its file's bytes are kept, or undefined. */
export async function findDocumentWithStorage(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select({ document: accountDocuments, storage: documentFiles.storage })
    .from(accountDocuments)
    .innerJoin(documentFiles, eq(documentFiles.sha256, accountDocuments.sha256))
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.id, id)));
  return row;
}

/** The kinds of the contract's signed contract and bank guarantee sent so far. */
export function sentOnceKinds(tx: Executor, accountId: number) {
  return tx
    .select({ kind: accountDocuments.kind })
    .from(accountDocuments)
    .where(
      and(
        eq(accountDocuments.accountId, accountId),
        inArray(accountDocuments.kind, ['CONTRACT', 'BANK_GUARANTEE']),
      ),
    );
}
