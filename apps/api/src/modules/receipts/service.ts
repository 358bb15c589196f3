import { isLang, type Lang } from '@toll/domain/languages';
import { isCurrency, type Currency } from '@toll/domain/money';
import {
  VIGNETTE_VEHICLE_TYPES,
  isVignettePeriod,
  type VignetteVehicleType,
} from '@toll/domain/vignette-products';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import {
  storedRouteSchema,
  type CountryNames,
  type PdfFile,
  type RoutePassDocument,
  type VignetteDocument,
} from './receipt-data';
import { findRoutePassRow, findVignetteRow } from './repo';
import { routePassPdf } from './route-pass-pdf';
import { vignettePdf } from './vignette-pdf';

const country = (code: string, bg: string | null, en: string | null): CountryNames => ({
  bg: bg ?? code,
  en: en ?? code,
});

/** The sale's language (a check constraint keeps it one of the site's); Bulgarian without a sale. */
function langOf(value: string): Lang {
  if (!isLang(value)) throw new Error(`Unknown language ${value}`);
  return value;
}

function currencyOf(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`Unknown currency ${value}`);
  return value;
}

function vehicleTypeOf(value: string): VignetteVehicleType {
  const known = VIGNETTE_VEHICLE_TYPES.find((type) => type === value);
  if (!known) throw new Error(`Unknown vehicle type ${value}`);
  return known;
}

/** The PDFs of issued vignettes and route passes (downloads and receipt mail attachments). */
export function createReceiptService(deps: { db: Executor; clock: Clock }) {
  const { db, clock } = deps;

  async function vignette(id: string): Promise<VignetteDocument | null> {
    const row = await findVignetteRow(db, id);
    if (!row) return null;
    const v = row.vignette;
    if (!isVignettePeriod(v.period)) throw new Error(`Unknown vignette period ${v.period}`);
    return {
      id: v.id,
      number: v.number,
      plate: v.plate,
      countryCode: v.countryCode,
      country: country(v.countryCode, row.countryBg, row.countryEn),
      lang: langOf(row.saleLang ?? 'bg'),
      vehicleType: vehicleTypeOf(v.vehicleType),
      period: v.period,
      validFrom: v.validFrom,
      validUntil: v.validUntil,
      issuedAt: v.issuedAt,
      status: v.status === 'DEACTIVATED' ? 'DEACTIVATED' : 'ACTIVE',
      amountBgn: v.amountBgn,
      amountEur: v.amountEur,
      currency: currencyOf(v.currency),
      email: v.email ?? row.saleEmail,
      saleNumber: row.saleNumber,
    };
  }

  async function routePass(id: string): Promise<RoutePassDocument | null> {
    const row = await findRoutePassRow(db, id);
    if (!row) return null;
    const p = row.pass;
    return {
      id: p.id,
      number: p.number,
      plate: p.plate,
      countryCode: p.countryCode,
      country: country(p.countryCode, row.countryBg, row.countryEn),
      lang: langOf(row.saleLang),
      validFrom: p.validFrom,
      validUntil: p.validUntil,
      issuedAt: p.issuedAt,
      amountBgn: p.amountBgn,
      amountEur: p.amountEur,
      currency: currencyOf(p.currency),
      route: storedRouteSchema.parse(p.route),
      email: row.saleEmail,
      saleNumber: row.saleNumber,
    };
  }

  return {
    vignette,
    routePass,
    /** `GET /generatePdf`: the vignette's PDF, named after its id (spec §7). */
    async vignettePdf(id: string): Promise<PdfFile> {
      const document = await vignette(id);
      if (!document) throw notFound('sale.vignetteNotFound');
      return { fileName: `vignette-${id}.pdf`, bytes: await vignettePdf(document, clock.now()) };
    },
    async routePassPdf(id: string): Promise<PdfFile> {
      const document = await routePass(id);
      if (!document) throw notFound('sale.routePassNotFound');
      return { fileName: `route-pass-${id}.pdf`, bytes: await routePassPdf(document) };
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
