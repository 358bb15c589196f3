import { checkCountryCode } from '@toll/domain/countries';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import { formatSofiaDisplay, formatSofiaIso } from '@toll/domain/sofia-time';
import { vignetteStateAt, type VignetteCheckState } from '@toll/domain/vignette-validity';
import type { PublicCheckResponse, PublicVignette } from '@toll/contract/public-check';
import type { CheckedVignetteRow } from './repo';

/**
 * Answers of the public check API (FACTS): the vignette that matters for a vehicle now — the
 * active one, else the next one to start, else the one that ended last — in the exact shape
 * existing clients read. Texts are Bulgarian, as the operator's API sends them.
 */
const STATUS_TEXT: Record<VignetteCheckState, string> = {
  ACTIVE: 'Активна',
  NOT_STARTED: 'Неизползвана',
  EXPIRED: 'Изтекла',
};

const VEHICLE: Record<string, { class: string; type: string }> = {
  car: { class: 'Превозно средство <= 3,5 тона', type: 'Лек автомобил' },
  trailer: { class: 'Ремарке или каравана', type: 'Ремарке' },
};

/** How far back an ended vignette is still reported (then "no vignette"). */
export const EXPIRED_LOOKBACK_MS = 366 * 86_400_000;

export const NO_VIGNETTE: PublicCheckResponse = {
  vignette: null,
  ok: false,
  status: { code: 500, message: 'public.ui.ok.noVignette' },
};

export const BAD_PLATE: PublicCheckResponse = {
  vignette: null,
  ok: false,
  status: { code: 400, message: 'public.ui.error.licensePlateNumber' },
};

export const BAD_COUNTRY: PublicCheckResponse = {
  vignette: null,
  ok: false,
  status: { code: 400, message: 'public.ui.error.country' },
};

export type CheckInput = { country: string; plate: string } | { invalid: PublicCheckResponse };

export function readCheckInput(country: string, plate: string): CheckInput {
  const code = country.trim().toUpperCase();
  if (!checkCountryCode(code).ok) return { invalid: BAD_COUNTRY };
  if (!checkPlate(plate).ok) return { invalid: BAD_PLATE };
  return { country: code, plate: normalisePlate(plate) };
}

/** The vignette to report among a vehicle's vignettes that ended less than a year ago. */
export function pickVignette(rows: readonly CheckedVignetteRow[], now: Date) {
  const windows = rows.map((row) => ({
    row,
    state: vignetteStateAt(
      { from: row.validFrom, to: new Date(row.validUntil.getTime() - 1000) },
      now,
    ),
  }));
  return (
    windows.find((w) => w.state === 'ACTIVE') ??
    windows
      .filter((w) => w.state === 'NOT_STARTED')
      .sort((a, b) => a.row.validFrom.getTime() - b.row.validFrom.getTime())[0] ??
    windows
      .filter((w) => w.state === 'EXPIRED')
      .sort((a, b) => b.row.validUntil.getTime() - a.row.validUntil.getTime())[0] ??
    null
  );
}

export function vignetteAnswer(
  country: string,
  plate: string,
  picked: { row: CheckedVignetteRow; state: VignetteCheckState },
): PublicCheckResponse {
  const { row, state } = picked;
  const to = new Date(row.validUntil.getTime() - 1000);
  const vehicle = VEHICLE[row.vehicleType] ?? VEHICLE.car!;
  // A free social vignette or a whitelisted vehicle: exempt, no number, nothing paid (FACTS).
  const exempt = row.source !== 'V';
  const vignette: PublicVignette = {
    licensePlateNumber: plate,
    country,
    exempt,
    whitelist: exempt,
    vignetteNumber: exempt ? null : row.number,
    vehicleClass: vehicle.class,
    vehicleClassCode: row.vehicleType,
    vehicleType: vehicle.type,
    vehicleTypeCode: row.vehicleType,
    // Vignettes do not depend on the emission class; existing clients expect a value.
    emissionsClass: 'ЕВРО 0',
    emissionsClassCode: 'eur0',
    validityDateFrom: formatSofiaIso(row.validFrom),
    validityDateFromFormated: formatSofiaDisplay(row.validFrom),
    validityDateTo: formatSofiaIso(to),
    validityDateToFormated: formatSofiaDisplay(to),
    issueDate: formatSofiaIso(row.issuedAt),
    issueDateFormated: formatSofiaDisplay(row.issuedAt),
    price: exempt ? 0 : (row.currency === 'EUR' ? row.amountEur : row.amountBgn) / 100,
    currency: row.currency,
    status: STATUS_TEXT[state],
    statusBoolean: state === 'ACTIVE',
  };
  return { ok: true, status: { code: 200, message: 'public.ui.ok' }, vignette };
}
