import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { documentFiles } from '../../db/schema/charging-sync';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { DocumentStore } from '../../platform/document-store/document-store';
import type { FilesystemStore } from '../../platform/document-store/filesystem-store';
import type { Jobs } from '../../platform/jobs';
import { lockHash } from './documents-repo';

/** Bytes younger than this may belong to an upload still under way: they are left alone. */
const GRACE_MS = 60 * 60_000;

/**
 * No file without a record: bytes in the store that no `document_files` row names (a process that
 * died between writing them and committing) are removed once they are an hour old, each under its
 * hash's lock, so a concurrent upload of the same content is never robbed of its file.
 */
export async function sweepDocumentStore(db: Db, store: DocumentStore, clock: Clock) {
  const before = new Date(clock.now().getTime() - GRACE_MS);
  let removed = 0;
  for await (const file of store.list()) {
    if (file.storedAt >= before) continue;
    await db.transaction(async (tx) => {
      await lockHash(tx, file.sha256);
      const [kept] = await tx.select().from(documentFiles).where(eq(documentFiles.sha256, file.sha256)); // prettier-ignore
      if (!kept || kept.storage !== store.kind) {
        await store.remove(file.sha256);
        removed += 1;
      }
    });
  }
  const temporary =
    'sweepTemporary' in store ? await (store as FilesystemStore).sweepTemporary(before) : 0;
  return { removed, temporary };
}

/** Once a day (pg-boss cron, one run in the cluster). */
export async function startDocumentSweepWorker(
  jobs: Jobs,
  deps: { db: Db; store: DocumentStore; clock: Clock },
  logger: Logger,
) {
  await jobs.schedule('documents.sweep', '17 3 * * *');
  await jobs.work('documents.sweep', async () => {
    const result = await sweepDocumentStore(deps.db, deps.store, deps.clock);
    if (result.removed + result.temporary > 0) logger.info(result, 'document store swept');
  });
}
