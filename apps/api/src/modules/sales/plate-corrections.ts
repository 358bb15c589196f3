import { checkPlateCorrection } from '@toll/domain/plate-correction';
import { normalisePlate } from '@toll/domain/plates';
import { windowsOverlap } from '@toll/domain/vignette-validity';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Executor, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { activeWindows, type SaleItemRow, type SaleRow } from './repo';
import * as repo from './plate-correction-repo';
import type { SaleLine } from './sale-lines';

/**
 * Correcting a mistyped plate on a bought vignette (issue #38): a paid administrative service
 * sold through the sales module's one path as an item of kind PLATE_CORRECTION (its fee from the
 * dated `service_tariffs`), so the site pays it at the card gateway and the counter in cash or by
 * card like any other item. The rule is `checkPlateCorrection` of packages/domain (≤ 2
 * characters, once, before the start); the new plate must have no vignette of its own for the
 * period. When the item is activated (in the transaction that records the payment) the vignette's
 * plate changes under the no-overlap constraint, the correction is recorded in
 * `plate_corrections` (unique per vignette: once) and in the audit log (entity `vignette`).
 */
export type PlateCorrectionDraft = {
  vignetteNumber: string;
  /** The purchase's e-mail (the site's proof of ownership); null at the counter. */
  email: string | null;
  lpn: string;
};

export type CorrectionQuote = {
  vignetteId: string;
  vignetteNumber: string;
  countryCode: string;
  oldPlate: string;
  newPlate: string;
  validFrom: Date;
  validUntil: Date;
  amountBgn: number;
  amountEur: number;
};

export const SERVICE_PLATE_CORRECTION = 'PLATE_CORRECTION';

const field = (index: number, name?: string) =>
  `plateCorrections.${index}${name ? `.${name}` : ''}`;

/**
 * Checks a correction now and prices it: the vignette (found by number, and for the site by the
 * purchase's e-mail too: an unknown number and a wrong address give the same answer), the
 * domain rule, no vignette of the new plate in the period, and the fee in force.
 */
export async function quoteCorrection(
  db: Executor,
  draft: PlateCorrectionDraft,
  now: Date,
  index = 0,
): Promise<CorrectionQuote> {
  const found = await repo.vignetteForCorrection(db, draft.vignetteNumber.trim());
  const emailMatches =
    draft.email === null ||
    (found?.saleEmail ?? '').trim().toLowerCase() === draft.email.trim().toLowerCase();
  if (!found || !emailMatches)
    throw new AppError(404, {
      code: 'plateCorrection.notFound',
      field: field(index, 'vignetteNumber'),
    });
  const { vignette } = found;
  const newPlate = normalisePlate(draft.lpn);
  const verdict = checkPlateCorrection(
    {
      plate: vignette.plate,
      validFrom: vignette.validFrom,
      status: vignette.status,
      corrected: found.corrected,
    },
    newPlate,
    now,
  );
  if (!verdict.ok)
    throw new AppError(409, {
      code: verdict.code,
      params: verdict.params,
      field: field(index, 'lpn'),
    });
  const window = { from: vignette.validFrom, to: new Date(vignette.validUntil.getTime() - 1000) };
  const taken = await activeWindows(
    db,
    [{ countryCode: vignette.countryCode, plate: newPlate }],
    now,
  );
  if (
    taken.some((row) =>
      windowsOverlap(window, {
        from: row.validFrom,
        to: new Date(row.validUntil.getTime() - 1000),
      }),
    )
  )
    throw new AppError(409, { code: 'plateCorrection.overlap', field: field(index, 'lpn') });
  const fee = await repo.serviceFeeAt(db, SERVICE_PLATE_CORRECTION, now);
  if (!fee) throw new AppError(503, { code: 'plateCorrection.noFee' });
  return {
    vignetteId: vignette.id,
    vignetteNumber: vignette.number,
    countryCode: vignette.countryCode,
    oldPlate: vignette.plate,
    newPlate,
    validFrom: vignette.validFrom,
    validUntil: vignette.validUntil,
    amountBgn: fee.amountBgn,
    amountEur: fee.amountEur,
  };
}

/** The sale line of a quoted correction: the new plate, the vignette's window, the fee. */
export function correctionLine(quote: CorrectionQuote, position: number): SaleLine {
  return {
    position,
    kind: 'PLATE_CORRECTION',
    vignetteId: quote.vignetteId,
    countryCode: quote.countryCode,
    plate: quote.newPlate,
    startsAtPayment: false,
    validFrom: quote.validFrom,
    validTo: new Date(quote.validUntil.getTime() - 1000),
    amountBgn: quote.amountBgn,
    amountEur: quote.amountEur,
  };
}

export type CorrectionOutcome =
  { applied: true; vignette: { id: string; number: string } } | { applied: false; code: string };

/**
 * Applies a paid correction in the payment's transaction: the vignette's row locked, the rule
 * checked again at the payment's moment (a payment after the start, or a second correction that
 * raced this one, is refused and refunded like any refused item), then the plate changed under the
 * no-overlap constraint (in a savepoint, so a refusal leaves the transaction usable) and the
 * correction recorded with its audit row.
 */
export async function applyCorrection(
  tx: Tx,
  sale: Pick<SaleRow, 'channel' | 'cashierUserId' | 'currency'>,
  item: SaleItemRow,
  paidAt: Date,
): Promise<CorrectionOutcome> {
  if (!item.vignetteId) return { applied: false, code: 'plateCorrection.notFound' };
  const number = await repo.vignetteNumberOf(tx, item.vignetteId);
  const found = number ? await repo.vignetteForCorrection(tx, number, true) : null;
  if (!found) return { applied: false, code: 'plateCorrection.notFound' };
  const { vignette } = found;
  const verdict = checkPlateCorrection(
    {
      plate: vignette.plate,
      validFrom: vignette.validFrom,
      status: vignette.status,
      corrected: found.corrected,
    },
    item.plate,
    paidAt,
  );
  if (!verdict.ok) return { applied: false, code: verdict.code };
  try {
    await tx.transaction(async (savepoint) => {
      await repo.setVignettePlate(savepoint, vignette.id, item.plate);
    });
  } catch (error) {
    if (constraintViolation(error)?.code === '23P01')
      return { applied: false, code: 'plateCorrection.overlap' };
    throw error;
  }
  const actor = sale.channel === 'site' ? null : sale.cashierUserId;
  await repo.recordCorrection(
    tx,
    {
      vignetteId: vignette.id,
      saleItemId: item.id,
      countryCode: vignette.countryCode,
      oldPlate: vignette.plate,
      newPlate: item.plate,
      channel: sale.channel,
      actorUserId: actor,
      amountBgn: item.amountBgn,
      amountEur: item.amountEur,
      currency: sale.currency,
      correctedAt: paidAt,
    },
    {
      before: { plate: vignette.plate },
      after: { plate: item.plate, saleItemId: item.id, channel: sale.channel },
    },
  );
  return { applied: true, vignette: { id: vignette.id, number: vignette.number } };
}
