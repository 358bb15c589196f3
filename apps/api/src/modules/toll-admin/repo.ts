import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/** The toll administration's SQL: the dated per-km tariffs and the international-toll overcharges. */

export type TariffRow = {
  id: number;
  road_class: string;
  toll_category: string;
  emission_group: string;
  valid_from: Date | string;
  valid_to: Date | string | null;
  eur_per_100km: number;
  bgn_per_100km: number;
  legal_currency: string;
};

export function listTariffs(db: Executor): Promise<TariffRow[]> {
  return queryRows<TariffRow>(
    db,
    sql`select id, road_class, toll_category, emission_group, valid_from, valid_to, eur_per_100km,
               bgn_per_100km, legal_currency
        from route_tariffs
        order by road_class, toll_category, emission_group, valid_from desc`,
  );
}

/** One cell's rows, locked: two changes of one cell at once are taken one after the other. */
export function lockTariffCell(
  tx: Executor,
  cell: { roadClass: string; category: string; emissionGroup: string },
): Promise<TariffRow[]> {
  return queryRows<TariffRow>(
    tx,
    sql`select id, road_class, toll_category, emission_group, valid_from, valid_to, eur_per_100km,
               bgn_per_100km, legal_currency
        from route_tariffs
        where road_class = ${cell.roadClass} and toll_category = ${cell.category}
          and emission_group = ${cell.emissionGroup}
        order by valid_from for update`,
  );
}

export async function endTariff(tx: Executor, id: number, at: Date): Promise<void> {
  await tx.execute(sql`update route_tariffs set valid_to = ${at.toISOString()} where id = ${id}`);
}

export async function insertTariff(
  tx: Executor,
  row: {
    roadClass: string;
    category: string;
    emissionGroup: string;
    validFrom: Date;
    validTo: Date | null;
    eurPer100Km: number;
    bgnPer100Km: number;
    legalCurrency: string;
  },
): Promise<number> {
  const made = await queryRows<{ id: number }>(
    tx,
    sql`insert into route_tariffs (road_class, toll_category, emission_group, valid_from, valid_to,
          eur_per_100km, bgn_per_100km, legal_currency)
        values (${row.roadClass}, ${row.category}, ${row.emissionGroup}, ${row.validFrom.toISOString()},
          ${row.validTo?.toISOString() ?? null}, ${row.eurPer100Km}, ${row.bgnPer100Km}, ${row.legalCurrency})
        returning id`,
  );
  return Number(made[0]!.id);
}

export type OverchargeRow = {
  id: number;
  toll_domain: string;
  country_code: string;
  name_bg: string;
  name_en: string;
  overcharge_bp: number;
  valid_from: string | Date;
  valid_to: string | Date | null;
};

const OVERCHARGES = sql`select o.id, o.toll_domain, d.country_code, d.name_bg, d.name_en,
    o.overcharge_bp, o.valid_from::text as valid_from, o.valid_to::text as valid_to
  from msts_overcharges o join msts_toll_domains d on d.code = o.toll_domain`;

export function listOvercharges(db: Executor): Promise<OverchargeRow[]> {
  return queryRows<OverchargeRow>(
    db,
    sql`${OVERCHARGES} order by o.toll_domain, o.valid_from desc`,
  );
}

export async function tollDomainExists(db: Executor, code: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from msts_toll_domains where code = ${code}`);
  return rows.length > 0;
}

export function lockOverchargeCell(tx: Executor, tollDomain: string): Promise<OverchargeRow[]> {
  return queryRows<OverchargeRow>(
    tx,
    sql`${OVERCHARGES} where o.toll_domain = ${tollDomain} order by o.valid_from for update of o`,
  );
}

export async function endOvercharge(tx: Executor, id: number, day: string): Promise<void> {
  await tx.execute(sql`update msts_overcharges set valid_to = ${day}::date where id = ${id}`);
}

export async function insertOvercharge(
  tx: Executor,
  row: { tollDomain: string; overchargeBp: number; validFrom: string; validTo: string | null },
): Promise<number> {
  const made = await queryRows<{ id: number }>(
    tx,
    sql`insert into msts_overcharges (toll_domain, overcharge_bp, valid_from, valid_to)
        values (${row.tollDomain}, ${row.overchargeBp}, ${row.validFrom}::date, ${row.validTo}::date)
        returning id`,
  );
  return Number(made[0]!.id);
}
