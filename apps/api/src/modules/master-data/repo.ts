import { and, asc, eq } from 'drizzle-orm';
import { countries, masterItems, regions } from '../../db/schema/master-data';
import type { Executor } from '../../platform/db/database';

export type NamedRow = { code: string; nameBg: string; nameEn: string };
export type MasterRow = NamedRow & { id: number; parentId: number | null };

export function listCountries(db: Executor): Promise<NamedRow[]> {
  return db
    .select({ code: countries.code, nameBg: countries.nameBg, nameEn: countries.nameEn })
    .from(countries);
}

export function listMasterItems(
  db: Executor,
  kind: string,
  parentId?: number,
): Promise<MasterRow[]> {
  const where =
    parentId === undefined
      ? eq(masterItems.kind, kind)
      : and(eq(masterItems.kind, kind), eq(masterItems.parentId, parentId));
  return db
    .select({
      id: masterItems.id,
      code: masterItems.code,
      nameBg: masterItems.nameBg,
      nameEn: masterItems.nameEn,
      parentId: masterItems.parentId,
    })
    .from(masterItems)
    .where(where)
    .orderBy(asc(masterItems.sortOrder), asc(masterItems.id));
}

export function listRegions(
  db: Executor,
  countryCode: string,
): Promise<(NamedRow & { countryCode: string })[]> {
  return db
    .select({
      code: regions.code,
      countryCode: regions.countryCode,
      nameBg: regions.nameBg,
      nameEn: regions.nameEn,
    })
    .from(regions)
    .where(eq(regions.countryCode, countryCode))
    .orderBy(asc(regions.code));
}
