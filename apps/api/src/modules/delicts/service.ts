import type { Lang } from '@toll/domain/languages';
import { normalisePlate } from '@toll/domain/plates';
import type { DelictList } from '@toll/contract/delicts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import { prepareDelict, type DelictInput } from './delict-registration';
import { delictView } from './delict-view';
import type { OwnerIdHasher } from './owner-id';
import {
  delictsOfVehicle,
  findDelictByNumber,
  insertDelict,
  insertNoticeSubscription,
  type DelictRow,
} from './repo';

/** The job that tells subscribed addresses about a newly registered delict. */
export type DelictNoticeJob = { delictId: string };

export type DelictServiceDeps = { db: Db; clock: Clock; jobs: Jobs; hashOwnerId: OwnerIdHasher };

type Vehicle = { countryCode: string; lpn: string; ownerId: string };

/**
 * Delicts for the public: look-up by vehicle and owner (EGN or EIK) or by document number,
 * notices for a vehicle, and the registration of a reported delict (which queues its notices in
 * the same transaction).
 */
export function createDelictService(deps: DelictServiceDeps) {
  const { db, clock, hashOwnerId } = deps;
  const vehicleKey = (vehicle: Vehicle) => ({
    countryCode: vehicle.countryCode.toUpperCase(),
    plate: normalisePlate(vehicle.lpn),
    ownerIdHash: hashOwnerId(vehicle.ownerId),
  });

  /** A vehicle's delicts registered against this owner; an unknown pair is an empty list. */
  async function search(vehicle: Vehicle, lang: Lang): Promise<DelictList> {
    const key = vehicleKey(vehicle);
    const rows = await delictsOfVehicle(db, key);
    const now = clock.now();
    return {
      countryCode: key.countryCode,
      lpn: key.plate,
      delicts: rows.map((row) => delictView(row, lang, now)),
    };
  }

  /** One delict by its document number (printed on the notification, act or fiche). */
  async function byDocument(documentNumber: string, lang: Lang): Promise<DelictList> {
    const row = await findDelictByNumber(db, documentNumber);
    if (!row) throw notFound('delict.notFound');
    return {
      countryCode: row.countryCode,
      lpn: row.plate,
      delicts: [delictView(row, lang, clock.now())],
    };
  }

  /** "Notify me about new delicts for this vehicle" (idempotent). */
  async function subscribe(
    input: Vehicle & { email: string },
    lang: Lang,
  ): Promise<{ message: string }> {
    const key = vehicleKey(input);
    await insertNoticeSubscription(db, {
      ...key,
      email: input.email.trim(),
      lang,
      createdAt: clock.now(),
    });
    return { message: translator(lang, 'delicts')('notice.subscribed', { email: input.email }) };
  }

  /** Stores a reported delict and queues its notices, in one transaction. */
  async function register(input: DelictInput): Promise<DelictRow> {
    return db.transaction(async (tx) => {
      const row = await insertDelict(tx, await prepareDelict(tx, input, hashOwnerId));
      await deps.jobs.send<DelictNoticeJob>(
        tx,
        'delict.notice',
        { delictId: row.id },
        { singletonKey: `delict-notice:${row.id}` },
      );
      return row;
    });
  }

  return { search, byDocument, subscribe, register };
}

export type DelictService = ReturnType<typeof createDelictService>;
