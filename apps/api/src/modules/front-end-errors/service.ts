import type { Executor } from '../../platform/db/database';
import { storableText } from '../../platform/storable';
import { insertFrontEndError } from './repo';

export type FrontEndErrorReport = {
  text: string;
  userId?: string | number | null;
  address: string;
  userAgent?: string;
};

/** Keeps what production browsers report (spec §7), trimmed to sane sizes. */
export function createFrontEndErrorService(db: Executor) {
  async function record(report: FrontEndErrorReport): Promise<void> {
    await insertFrontEndError(db, {
      text: storableText(report.text),
      userId:
        report.userId === null || report.userId === undefined
          ? null
          : storableText(String(report.userId)),
      address: storableText(report.address),
      userAgent: report.userAgent ? storableText(report.userAgent.slice(0, 300)) : null,
    });
  }
  return { record };
}

export type FrontEndErrorService = ReturnType<typeof createFrontEndErrorService>;
