import { delictPaymentDeadline } from '@toll/domain/delicts';
import type { DelictPaymentDraft } from '@toll/contract/delicts';
import type { Executor, Tx } from '../../platform/db/database';
import { AppError, type ErrorDetail } from '../../platform/http/app-error';
import { payabilityOf } from './delict-view';
import type { OwnerIdHasher } from './owner-id';
import { delictStatus, findDelictsByNumbers, markDelictPaid } from './repo';

/**
 * What the sales module asks of delicts: the price of each delict a buyer wants to pay (checked
 * payable for this owner now), and, inside the transaction that records the payment, marking it
 * paid exactly once.
 */
export type DelictSaleLine = {
  delictId: string;
  documentNumber: string;
  countryCode: string;
  plate: string;
  amountBgn: number;
  amountEur: number;
  /** The sale item's window: from the purchase to the payment deadline. */
  validFrom: Date;
  validTo: Date;
};

export type DelictSettlement =
  { paid: true } | { paid: false; code: 'delict.alreadyPaid' | 'delict.paymentDeadlineExpired' };

export type DelictPayments = {
  quote(drafts: readonly DelictPaymentDraft[], now: Date): Promise<DelictSaleLine[]>;
  settle(tx: Tx, delictId: string, saleItemId: string, paidAt: Date): Promise<DelictSettlement>;
};

const field = (index: number, name?: string) => `delicts.${index}${name ? `.${name}` : ''}`;

export function createDelictPayments(deps: {
  db: Executor;
  hashOwnerId: OwnerIdHasher;
}): DelictPayments {
  /**
   * Every draft must name a delict of this owner (an unknown number and a wrong owner id give the
   * same answer), appear once, and be payable now (spec §9). The amount is the stored one.
   */
  async function quote(drafts: readonly DelictPaymentDraft[], now: Date) {
    const duplicates: ErrorDetail[] = drafts.flatMap((draft, index) =>
      drafts.findIndex((other) => other.documentNumber === draft.documentNumber) < index
        ? [{ code: 'delict.duplicateInCart', field: field(index, 'documentNumber') }]
        : [],
    );
    if (duplicates.length > 0) throw new AppError(400, duplicates);
    const rows = await findDelictsByNumbers(
      deps.db,
      drafts.map((draft) => draft.documentNumber),
    );
    const byNumber = new Map(rows.map((row) => [row.documentNumber, row]));
    const found = drafts.map((draft) => {
      const row = byNumber.get(draft.documentNumber);
      return row && row.ownerIdHash === deps.hashOwnerId(draft.ownerId) ? row : null;
    });
    const unknown: ErrorDetail[] = found.flatMap((row, index) =>
      row ? [] : [{ code: 'delict.notFound', field: field(index, 'documentNumber') }],
    );
    if (unknown.length > 0) throw new AppError(404, unknown);
    const lines = found.map((row) => row!);
    const refused: ErrorDetail[] = lines.flatMap((row, index) => {
      const payability = payabilityOf(row, now);
      return payability.payable ? [] : [{ code: payability.code, field: field(index) }];
    });
    if (refused.length > 0) throw new AppError(409, refused);
    return lines.map((row) => {
      const deadline = payabilityOf(row, now).deadline ?? delictPaymentDeadline(now);
      return {
        delictId: row.id,
        documentNumber: row.documentNumber,
        countryCode: row.countryCode,
        plate: row.plate,
        amountBgn: row.amountBgn,
        amountEur: row.amountEur,
        validFrom: now,
        validTo: new Date(Math.max(deadline.getTime(), now.getTime() + 1000)),
      };
    });
  }

  /**
   * Marks the delict paid by this item unless another payment (or the agency) got there first.
   * The payment was accepted within the deadline when the sale was made, so a deadline passing
   * while the card is being charged does not refuse it; only PAID and EXPIRED do.
   */
  async function settle(tx: Tx, delictId: string, saleItemId: string, paidAt: Date) {
    if (await markDelictPaid(tx, delictId, saleItemId, paidAt)) return { paid: true } as const;
    const status = await delictStatus(tx, delictId);
    const code =
      status === 'EXPIRED' ? 'delict.paymentDeadlineExpired' : ('delict.alreadyPaid' as const);
    return { paid: false, code } as const;
  }

  return { quote, settle };
}
