import {
  savedVehicleDeletedSchema,
  savedVehicleListSchema,
  savedVehicleSchema,
  type SavedVehicle,
  type SavedVehicleCreate,
} from '@toll/contract/saved-vehicles';
import type { Lang } from '@toll/domain/languages';
import { api } from '../api/typed-client';

/**
 * A signed-in user's saved vehicles (spec §7 /vehicles): the purchase wizard offers them and the
 * account settings page keeps them. The server answers only the caller's own.
 */
export const SAVED_VEHICLES_KEY = ['saved-vehicles'] as const;

export const listSavedVehicles = (lang: Lang, signal?: AbortSignal): Promise<SavedVehicle[]> =>
  api.get('/vehicles', { lang, signal, parse: (json) => savedVehicleListSchema.parse(json) });

export const saveVehicle = (
  lang: Lang,
  body: Omit<SavedVehicleCreate, 'label'> & { label?: string | null },
): Promise<SavedVehicle> =>
  api.post('/vehicles/create', {
    lang,
    body,
    parse: (json) => savedVehicleSchema.parse(json),
  });

export const deleteSavedVehicles = (lang: Lang, idList: readonly number[]) =>
  api.post('/vehicles/delete', {
    lang,
    body: { idList },
    parse: (json) => savedVehicleDeletedSchema.parse(json),
  });

/** How a saved vehicle is named in a list: plate, country, and the owner's label. */
export const savedVehicleLabel = (v: SavedVehicle) =>
  [`${v.lpn} (${v.countryCode})`, v.label].filter(Boolean).join(' · ');
