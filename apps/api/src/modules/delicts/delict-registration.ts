import {
  checkDelictDocumentNumber,
  checkMissingDataReason,
  delictOwnerKind,
  normaliseDocumentNumber,
  type DelictDocumentType,
  type DelictStatus,
  type DelictType,
} from '@toll/domain/delicts';
import type { Currency } from '@toll/domain/money';
import { normalisePlate } from '@toll/domain/plates';
import type { TollCategory } from '@toll/domain/vehicles';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { OwnerIdHasher } from './owner-id';
import { feeTariffAt, type NewDelict } from './repo';

/**
 * A delict as the enforcement system reports it. The compensatory fee is priced from the dated
 * fee table at the moment of the passage; the maximum daily toll comes with its amount.
 */
export type DelictInput = {
  documentNumber: string;
  documentType: DelictDocumentType;
  delictType: DelictType;
  status?: Exclude<DelictStatus, 'PAID'>;
  countryCode: string;
  /** As recorded; normalised here. */
  plate: string;
  /** The owner's EGN or EIK, hashed here (never stored as given). */
  ownerId: string;
  vehicleClass: TollCategory;
  axles?: number | null;
  entryAt?: Date | null;
  passageAt: Date;
  receivedAt: Date;
  processedAt?: Date | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
  amount?: { bgn: number; eur: number; currency: Currency };
  obuDataMissing?: boolean;
  missingDataReason?: string | null;
  evidentialRecords?: string[];
  tollSectionId?: string | null;
  tollSectionName?: string | null;
  coordinateX?: number | null;
  coordinateY?: number | null;
  direction?: string | null;
  kilometre?: number | null;
  district?: string | null;
  municipality?: string | null;
  roadNumber?: string | null;
  location?: string | null;
  notifiedAt?: Date | null;
  ficheServedAt?: Date | null;
  customerId?: string | null;
  accountId?: string | null;
  accountStatus?: string | null;
  vehicleUnitStatus?: string | null;
};

function refuse(code: string, field: string): never {
  throw new AppError(400, { code, field });
}

/** The row to insert for a reported delict: checked, normalised, hashed and priced. */
export async function prepareDelict(
  db: Executor,
  input: DelictInput,
  hashOwnerId: OwnerIdHasher,
): Promise<NewDelict> {
  const ownerKind = delictOwnerKind(input.ownerId);
  if (!ownerKind) refuse('delict.invalidOwnerId', 'ownerId');
  if (!checkDelictDocumentNumber(input.documentNumber).ok)
    refuse('delict.invalidDocumentNumber', 'documentNumber');
  const reason = checkMissingDataReason(input.obuDataMissing ?? false, input.missingDataReason);
  if (!reason.ok) refuse(reason.code, 'missingDataReason');
  const tariff =
    input.delictType === 'COMPENSATORY_FEE' && !input.amount
      ? await feeTariffAt(db, input.vehicleClass, input.passageAt)
      : null;
  const amount =
    input.amount ??
    (tariff
      ? {
          bgn: tariff.amountBgn,
          eur: tariff.amountEur,
          currency: tariff.legalCurrency as Currency,
        }
      : null);
  if (!amount) refuse('common.invalidData', 'amount');
  const { ownerId: _ownerId, amount: _amount, plate, documentNumber, ...rest } = input;
  return {
    ...rest,
    documentNumber: normaliseDocumentNumber(documentNumber),
    countryCode: input.countryCode.toUpperCase(),
    plate: normalisePlate(plate),
    ownerKind,
    ownerIdHash: hashOwnerId(input.ownerId),
    status: input.status ?? 'REGISTERED',
    updatedAt: input.processedAt ?? input.receivedAt,
    amountBgn: amount.bgn,
    amountEur: amount.eur,
    currency: amount.currency,
    feeTariffId: tariff?.id ?? null,
  };
}
