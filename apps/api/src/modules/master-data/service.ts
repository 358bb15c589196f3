import { countryNameIn, sortCountries } from '@toll/domain/countries';
import type { Lang } from '@toll/domain/languages';
import type { Country } from '@toll/contract/countries';
import type {
  IdentificationType,
  MasterItem,
  MasterList,
  Region,
} from '@toll/contract/master-data';
import { notFound } from '../../platform/http/app-error';
import type { Executor } from '../../platform/db/database';
import { listCountries, listMasterItems, listRegions, type NamedRow } from './repo';

const name = (row: NamedRow, lang: Lang) => (lang === 'bg' ? row.nameBg : row.nameEn);

/**
 * Reference data changes only with a migration (and so a restart): it is read once per process and
 * served from memory, which keeps these hot, public lists off the database.
 */
export function createMasterDataService(db: Executor) {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
  const allCountries = () => once('countries', () => listCountries(db));

  return {
    /** Sorted once per language: collation of 250 names is the costly part. */
    countries(lang: Lang): Promise<Country[]> {
      return once(`countries:${lang}`, async () => {
        const rows = await allCountries();
        return sortCountries(
          rows.map((r) => ({
            countryCode: r.code,
            countryName: countryNameIn(r.code, { bg: r.nameBg, en: r.nameEn }, lang),
          })),
          lang,
        );
      });
    },

    async masterList(kind: Exclude<MasterList, 'countries'>, lang: Lang): Promise<MasterItem[]> {
      const rows = await once(`master:${kind}`, () => listMasterItems(db, kind));
      return rows.map((r) => ({ id: r.id, code: r.code, name: name(r, lang) }));
    },

    async identificationTypes(customerTypeId: number, lang: Lang): Promise<IdentificationType[]> {
      const customerTypes = await once('master:customertypes', () =>
        listMasterItems(db, 'customertypes'),
      );
      if (!customerTypes.some((c) => c.id === customerTypeId)) throw notFound('common.notFound');
      const rows = await once(`master:identificationtypes:${customerTypeId}`, () =>
        listMasterItems(db, 'identificationtypes', customerTypeId),
      );
      return rows.map((r) => ({ id: r.id, code: r.code, name: name(r, lang), customerTypeId }));
    },

    async regions(countryCode: string, lang: Lang): Promise<Region[]> {
      const known = (await allCountries()).some((c) => c.code === countryCode);
      if (!known) throw notFound('validation.invalidCountry');
      const rows = await once(`regions:${countryCode}`, () => listRegions(db, countryCode));
      return rows.map((r) => ({ code: r.code, countryCode: r.countryCode, name: name(r, lang) }));
    },
  };
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
