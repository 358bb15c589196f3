import type {
  OverchargeAdminRow,
  OverchargeChange,
  RouteTariffAdminRow,
  RouteTariffChange,
} from '@toll/contract/toll-admin';
import { planDatedChange, type DatedRow } from '@toll/domain/dated-rates';
import type { Lang } from '@toll/domain/languages';
import { ledgerCurrencyAt } from '@toll/domain/ledger';
import { eurToBgn } from '@toll/domain/money';
import { addDays, formatPlainDate, parsePlainDate } from '@toll/domain/plain-date';
import { sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

export type TollAdminDeps = { db: Db; clock: Clock };

type State = RouteTariffAdminRow['state'];
const stateOf = (from: number, to: number | null, now: number): State =>
  from > now ? 'SCHEDULED' : to !== null && to <= now ? 'PAST' : 'CURRENT';
const ms = (v: Date | string) => new Date(v).getTime();
/** A calendar day as the instant the overcharge rows compare (00:00 UTC of that day). */
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (v: Date | string) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

function day(text: string) {
  const parsed = parsePlainDate(text);
  if (!parsed) throw new AppError(400, { code: 'validation.invalidDate', field: 'validFrom' });
  return parsed;
}

function refuse(code: 'rates.notFuture' | 'rates.changeExists'): never {
  throw new AppError(409, { code, field: 'validFrom' });
}

/**
 * The toll operator's dated rates (issue #32 item 11): the per-km tariffs and the overcharges on
 * international toll, with their history; a change of rate is a new row from a Sofia day not yet
 * begun (packages/domain dated-rates), the cell's rows locked meanwhile, audited.
 */
export function createTollAdmin({ db, clock }: TollAdminDeps) {
  async function tariffs(): Promise<RouteTariffAdminRow[]> {
    const now = clock.now().getTime();
    return (await repo.listTariffs(db)).map((r) => ({
      id: Number(r.id),
      roadClass: r.road_class as RouteTariffAdminRow['roadClass'],
      category: r.toll_category as RouteTariffAdminRow['category'],
      emissionGroup: r.emission_group as RouteTariffAdminRow['emissionGroup'],
      validFrom: formatPlainDate(sofiaDate(new Date(r.valid_from))),
      validTo: r.valid_to === null ? null : formatPlainDate(sofiaDate(new Date(r.valid_to))),
      eurPer100KmMinor: Number(r.eur_per_100km),
      bgnPer100KmMinor: Number(r.bgn_per_100km),
      legalCurrency: r.legal_currency as 'BGN' | 'EUR',
      state: stateOf(ms(r.valid_from), r.valid_to === null ? null : ms(r.valid_to), now),
    }));
  }

  async function changeTariff(actor: Actor, body: RouteTariffChange) {
    const from = startOfSofiaDay(day(body.validFrom));
    const earliest = startOfSofiaDay(addDays(sofiaDate(clock.now()), 1));
    return db.transaction(async (tx) => {
      const rows = await repo.lockTariffCell(tx, body);
      const dated: DatedRow[] = rows.map((r) => ({
        id: Number(r.id),
        validFrom: ms(r.valid_from),
        validTo: r.valid_to === null ? null : ms(r.valid_to),
      }));
      const plan = planDatedChange(dated, from.getTime(), earliest.getTime());
      if (!plan.ok) refuse(plan.code);
      const replaced = rows.find((r) => Number(r.id) === plan.close);
      if (plan.close !== null) await repo.endTariff(tx, plan.close, from);
      const id = await repo.insertTariff(tx, {
        roadClass: body.roadClass,
        category: body.category,
        emissionGroup: body.emissionGroup,
        validFrom: from,
        validTo: plan.validTo === null ? null : new Date(plan.validTo),
        eurPer100Km: body.eurPer100KmMinor,
        bgnPer100Km: eurToBgn(body.eurPer100KmMinor),
        legalCurrency: ledgerCurrencyAt(from),
      });
      await audit(tx, actor, {
        action: 'tollAdmin.tariffChanged',
        entity: 'route-tariff',
        entityId: id,
        before: replaced
          ? { id: Number(replaced.id), eurPer100KmMinor: Number(replaced.eur_per_100km) }
          : null,
        after: body,
      });
      return { id };
    });
  }

  async function overcharges(lang: Lang): Promise<OverchargeAdminRow[]> {
    const now = clock.now().getTime();
    return (await repo.listOvercharges(db)).map((r) => {
      const validFrom = dayText(r.valid_from);
      const validTo = r.valid_to === null ? null : dayText(r.valid_to);
      return {
        id: Number(r.id),
        tollDomain: r.toll_domain,
        countryCode: r.country_code,
        name: lang === 'bg' ? r.name_bg : r.name_en,
        overchargeBp: Number(r.overcharge_bp),
        validFrom,
        validTo,
        state: stateOf(dayMs(validFrom), validTo === null ? null : dayMs(validTo), now),
      };
    });
  }

  async function changeOvercharge(actor: Actor, body: OverchargeChange) {
    const from = formatPlainDate(day(body.validFrom));
    const earliest = formatPlainDate(addDays(sofiaDate(clock.now()), 1));
    if (!(await repo.tollDomainExists(db, body.tollDomain)))
      throw new AppError(400, { code: 'tollAdmin.unknownTollDomain', field: 'tollDomain' });
    return db.transaction(async (tx) => {
      const rows = await repo.lockOverchargeCell(tx, body.tollDomain);
      const dated: DatedRow[] = rows.map((r) => ({
        id: Number(r.id),
        validFrom: dayMs(dayText(r.valid_from)),
        validTo: r.valid_to === null ? null : dayMs(dayText(r.valid_to)),
      }));
      const plan = planDatedChange(dated, dayMs(from), dayMs(earliest));
      if (!plan.ok) refuse(plan.code);
      const replaced = rows.find((r) => Number(r.id) === plan.close);
      if (plan.close !== null) await repo.endOvercharge(tx, plan.close, from);
      const id = await repo.insertOvercharge(tx, {
        tollDomain: body.tollDomain,
        overchargeBp: body.overchargeBp,
        validFrom: from,
        validTo: plan.validTo === null ? null : new Date(plan.validTo).toISOString().slice(0, 10),
      });
      await audit(tx, actor, {
        action: 'tollAdmin.overchargeChanged',
        entity: 'msts-overcharge',
        entityId: id,
        before: replaced
          ? { id: Number(replaced.id), overchargeBp: Number(replaced.overcharge_bp) }
          : null,
        after: body,
      });
      return { id };
    });
  }

  return { tariffs, changeTariff, overcharges, changeOvercharge };
}

export type TollAdmin = ReturnType<typeof createTollAdmin>;
