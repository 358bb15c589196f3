import type {
  MstsBatchResult,
  MstsContractSummary,
  MstsKeyInfo,
  MstsListQuery,
  MstsOverchargeList,
  MstsTransactionInput,
} from '@toll/contract/msts';
import type { ListPage } from '@toll/contract/list-query';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import type { Lang } from '@toll/domain/languages';
import { formatPlainDate } from '@toll/domain/plain-date';
import { formatSofiaDisplay, sofiaDate } from '@toll/domain/sofia-time';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/customers';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  keysetChunks,
  listExport,
  type Download,
  type ExportFormat,
} from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { parseMstsCsv } from './csv';
import { mstsColumns } from './export-columns';
import { ingestMstsBatch, MstsBatchRefused, type MstsBatchSource, type MstsLine } from './ingest';
import { findMstsKey, listMstsKeys, revokeMstsKey, type MstsKeyRow } from './key-repo';
import { issueMstsKey, requireMstsKey } from './keys';
import * as repo from './repo';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const toKeyInfo = (row: MstsKeyRow): MstsKeyInfo => ({
  id: Number(row.id),
  name: row.name,
  keyPrefix: row.key_prefix,
  createdAt: iso(row.created_at)!,
  lastUsedAt: iso(row.last_used_at),
  revokedAt: iso(row.revoked_at),
});

export type MstsDeps = { db: Db; clock: Clock; flags: FeatureFlags };

/** How many of a refused batch's problems the answer names (the first ones by line). */
const NAMED_PROBLEMS = 50;

/** International toll (MSTS): batches in, lists and documents out, behind the MSTS flag. */
export function createMstsService(deps: MstsDeps) {
  const { db, clock } = deps;

  async function ingest(
    lines: MstsLine[],
    from: MstsBatchSource,
    field: (line: number, name: string) => string,
    actor?: Actor,
  ) {
    try {
      return await db.transaction(async (tx) => {
        const result = await ingestMstsBatch(tx, lines, from, clock.now());
        if (actor && result.batchId !== null)
          await audit(tx, actor, {
            action: 'msts.import',
            entity: 'mstsBatch',
            entityId: result.batchId,
            after: { fileName: from.fileName ?? null, ...result },
          });
        return result;
      });
    } catch (error) {
      if (error instanceof MstsBatchRefused)
        throw new AppError(
          422,
          error.problems.slice(0, NAMED_PROBLEMS).map((p) => ({
            code: p.code,
            field: field(p.line, p.field),
            params: { line: p.line },
          })),
        );
      // a contract that lost its international toll between the check and the insert
      const constraint = constraintViolation(error)?.constraint;
      if (constraint === 'msts_transactions_msts_contract')
        throw new AppError(409, { code: 'msts.noMstsContract', params: { line: 0 } });
      // the database's own Euro-toll limit check (the ingest checks first, under its lock)
      if (constraint === 'msts_transactions_credit_limit')
        throw new AppError(409, { code: 'msts.creditLimitExceeded', params: { line: 0 } });
      throw error;
    }
  }

  return {
    /** The outside toll service's batch (its key is the check; the MSTS flag must be on). */
    async ingestFromService(
      key: string | null,
      transactions: MstsTransactionInput[],
    ): Promise<MstsBatchResult> {
      if (!deps.flags.MSTS) throw new AppError(403, { code: 'msts.disabled' });
      const apiKeyId = await requireMstsKey(db, key, clock.now());
      return ingest(
        transactions.map((input, i) => ({ line: i + 1, input })),
        { source: 'API', apiKeyId },
        (line, name) => `transactions.${line - 1}.${name}`,
      );
    },

    /** The office's file import: refused whole when any line is bad, each line named. */
    async importFile(actor: Actor, fileName: string, content: string) {
      const { rows, problems } = parseMstsCsv(content);
      if (problems.length > 0)
        throw new AppError(
          422,
          problems.slice(0, NAMED_PROBLEMS).map((p) => ({
            code: p.code,
            field: `lines.${p.line}.${p.field}`,
            params: { line: p.line, column: p.field },
          })),
        );
      const result = await ingest(
        rows,
        {
          source: 'FILE',
          fileName,
          content: Buffer.from(content, 'utf8'),
          createdBy: actor.userId,
        },
        (line, name) => `lines.${line}.${name}`,
        actor,
      );
      return result;
    },

    async list(query: MstsListQuery): Promise<ListPage<ReturnType<typeof repo.toMstsTransaction>>> {
      const { rows, total } = await repo.listMsts(db, query);
      return {
        items: rows.map(repo.toMstsTransaction),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    export(
      query: Omit<MstsListQuery, 'page' | 'pageSize' | 'sort'> & { format: ExportFormat },
      lang: Lang,
    ) {
      const rows = keysetChunks(
        (after: Awaited<ReturnType<typeof repo.mstsExportChunk>>[number] | null, limit) =>
          repo.mstsExportChunk(db, query, after, limit),
      );
      const mapped = {
        async *[Symbol.asyncIterator]() {
          for await (const row of rows) yield repo.toMstsTransaction(row);
        },
      };
      return listExport({
        format: query.format,
        baseName: 'msts-transactions',
        rows: mapped,
        columns: mstsColumns(lang, formatSofiaDisplay),
      });
    },

    async contractSummary(accountId: number): Promise<MstsContractSummary> {
      const [account] = await db
        .select({
          id: accounts.id,
          hasMstsToll: accounts.hasMstsToll,
          eur: accounts.creditLimitEuTollEurMinor,
          bgn: accounts.creditLimitEuTollBgnMinor,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) throw new AppError(404, { code: 'contract.notFound' });
      const [totals, batches] = await Promise.all([
        repo.contractTotals(db, accountId),
        repo.contractBatches(db, accountId),
      ]);
      return {
        accountId,
        hasMstsToll: account.hasMstsToll,
        totals: totals.map((r) => ({
          currency: r.currency,
          transactions: Number(r.n),
          unbilledMinor: Number(r.unbilled),
          billedMinor: Number(r.billed),
        })),
        creditLimitEuTollEurMinor: account.eur,
        creditLimitEuTollBgnMinor: account.bgn,
        batches: batches.map((b) => ({
          id: b.id,
          source: b.source as 'API' | 'FILE',
          fileName: b.fileName,
          receivedAt: b.receivedAt.toISOString(),
          transactions: Number(b.transactions),
          hasFile: Boolean(b.hasFile),
        })),
      };
    },

    /** An imported file, as it was received (audited: it names vehicles and places). */
    async batchFile(actor: Actor, batchId: number) {
      const row = await repo.findBatchFile(db, batchId);
      if (!row?.content) throw new AppError(404, { code: 'msts.batchNotFound' });
      await audit(db, actor, {
        action: 'msts.batch.download',
        entity: 'mstsBatch',
        entityId: batchId,
      });
      const name = (row.fileName ?? `msts-${batchId}.csv`).replace(/[^\w.-]+/g, '_');
      return { contentType: 'text/csv; charset=utf-8', fileName: name, body: row.content } satisfies Download; // prettier-ignore
    },

    async overcharges(at: string | undefined, lang: Lang): Promise<MstsOverchargeList> {
      const day = at ?? formatPlainDate(sofiaDate(clock.now()));
      const rows = await repo.overchargesAt(db, day);
      return {
        at: day,
        items: rows.map((r) => ({
          tollDomain: r.toll_domain,
          country: r.country_code,
          name: lang === 'en' ? r.name_en : r.name_bg,
          overchargeBp: Number(r.overcharge_bp),
          validFrom: r.valid_from,
          validTo: r.valid_to,
        })),
      };
    },

    async issueKey(actor: Actor, name: string) {
      return db.transaction(async (tx) => {
        const issued = await issueMstsKey(tx, name);
        await audit(tx, actor, {
          action: 'msts.key.issue',
          entity: 'mstsKey',
          entityId: issued.id,
          after: { name },
        });
        return { id: issued.id, name, key: issued.key };
      });
    },

    /** The outside service's keys (never the keys themselves: their prefix, use and revocation). */
    async listKeys(): Promise<{ items: MstsKeyInfo[] }> {
      return { items: (await listMstsKeys(db)).map(toKeyInfo) };
    },

    /** Revokes a key: the batch API refuses it from the next call on (audited). */
    async revokeKey(actor: Actor, keyId: number) {
      return db.transaction(async (tx) => {
        const before = await findMstsKey(tx, keyId);
        if (!before) throw new AppError(404, { code: 'msts.keyNotFound' });
        const row = (await revokeMstsKey(tx, keyId, clock.now())) ?? before;
        const key = toKeyInfo(row);
        if (!before.revoked_at)
          await audit(tx, actor, {
            action: 'msts.key.revoke',
            entity: 'mstsKey',
            entityId: keyId,
            before: toKeyInfo(before),
            after: key,
          });
        return { message: translator(actor.lang)('success.apiKeyRevoked'), key };
      });
    },
  };
}

export type MstsService = ReturnType<typeof createMstsService>;
