import type { Lang } from '@toll/domain/languages';
import { isDocumentNumber } from '@toll/domain/document-numbers';
import { checkCountryCode } from '@toll/domain/countries';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import { vignetteStateAt } from '@toll/domain/vignette-validity';
import type { DisplayedVignette, ValidateResponse } from '@toll/contract/public-check';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { EXPIRED_LOOKBACK_MS } from './public-check';
import { prepareVehicleVignettes, vignetteByNumber, type CheckedVignetteRow } from './repo';

/**
 * The check page (GET /api/vignette/validateapi/): by country and plate — every vignette of the
 * vehicle that has not ended or ended within a year, and a free social vignette or exemption — or
 * by vignette number (a deactivated one too, so its holder learns why it no longer counts).
 * Captcha-protected; answers in the caller's language, times as instants (the
 * page shows them in Sofia time).
 */
const ORDER: Record<DisplayedVignette['status'], number> = {
  ACTIVE: 0,
  NOT_STARTED: 1,
  EXPIRED: 2,
  DEACTIVATED: 3,
};

export type ValidateQuery = {
  countryCode?: string;
  lpn?: string;
  vignetteNumber?: string;
  isSocial?: 'true' | 'false';
  recaptchaCode?: string;
};

export function createValidateService(deps: {
  database: Database;
  clock: Clock;
  captcha: Captcha;
}) {
  const db = deps.database.db;
  const vehicleVignettes = prepareVehicleVignettes(deps.database);

  function display(
    row: CheckedVignetteRow & { countryCode: string; plate: string; deactivated?: boolean },
    lang: Lang,
  ): DisplayedVignette {
    const catalog = translator(lang, 'catalog');
    const to = new Date(row.validUntil.getTime() - 1000);
    const status = row.deactivated
      ? 'DEACTIVATED'
      : vignetteStateAt({ from: row.validFrom, to }, deps.clock.now());
    const social = row.source === 'S';
    const exempt = row.source !== 'V';
    return {
      number: exempt ? null : row.number,
      vehicleType: row.vehicleType,
      category: exempt
        ? catalog(social ? 'checkState.social' : 'checkState.whitelist')
        : catalog(`vehicleType.${row.vehicleType}`),
      period: row.period,
      periodText: row.period ? catalog(`period.${row.period}`) : null,
      validFrom: row.validFrom.toISOString(),
      validTo: to.toISOString(),
      status,
      statusText: catalog(`checkState.${status}`),
      countryCode: row.countryCode,
      lpn: row.plate,
      emissionClassGroup: null,
      isSocial: social,
    };
  }

  async function byPlate(country: string, plate: string, socialOnly: boolean, lang: Lang) {
    const now = deps.clock.now();
    const rows = await vehicleVignettes(
      country,
      plate,
      new Date(now.getTime() - EXPIRED_LOOKBACK_MS),
    );
    return rows
      .filter((row) => !socialOnly || row.source === 'S')
      .map((row) => display({ ...row, countryCode: country, plate }, lang))
      .sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.validTo.localeCompare(a.validTo));
  }

  async function validate(query: ValidateQuery, lang: Lang): Promise<ValidateResponse> {
    const number = query.vignetteNumber?.replace(/\s+/g, '') ?? '';
    const hasPlate = Boolean(query.countryCode && query.lpn);
    if (!number && !hasPlate) throw new AppError(400, { code: 'vignetteCheck.lookupRequired' });
    if (number && !isDocumentNumber(number))
      throw new AppError(400, { code: 'validation.invalidFormat', field: 'vignetteNumber' });
    const country = query.countryCode?.trim().toUpperCase() ?? '';
    if (hasPlate) {
      if (!checkCountryCode(country).ok)
        throw new AppError(400, { code: 'validation.invalidCountry', field: 'countryCode' });
      const plateCheck = checkPlate(query.lpn!);
      if (!plateCheck.ok) throw new AppError(400, { code: plateCheck.code, field: 'lpn' });
    }
    await deps.captcha.verify(query.recaptchaCode);
    if (number) {
      const row = await vignetteByNumber(db, number);
      const plate = hasPlate ? normalisePlate(query.lpn!) : null;
      if (!row || (plate && (row.plate !== plate || row.countryCode !== country)))
        // Asked by number alone, the answer names no vehicle (issue 32).
        throw new AppError(404, {
          code: plate ? 'vignetteCheck.notFound' : 'vignetteCheck.numberNotFound',
        });
      return {
        countryCode: row.countryCode,
        lpn: row.plate,
        vignettes: [display({ ...row, source: 'V', deactivated: row.status !== 'ACTIVE' }, lang)],
      };
    }
    const plate = normalisePlate(query.lpn!);
    return {
      countryCode: country,
      lpn: plate,
      vignettes: await byPlate(country, plate, query.isSocial === 'true', lang),
    };
  }

  return { validate };
}

export type ValidateService = ReturnType<typeof createValidateService>;
