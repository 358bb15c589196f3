import { frontEndErrors } from '../../db/schema/all';
import type { Executor } from '../../platform/db/database';

export type NewFrontEndError = typeof frontEndErrors.$inferInsert;

export async function insertFrontEndError(db: Executor, row: NewFrontEndError): Promise<void> {
  await db.insert(frontEndErrors).values(row);
}
