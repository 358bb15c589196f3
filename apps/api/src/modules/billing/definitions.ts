import { sql } from 'drizzle-orm';
import type {
  ServiceFee,
  ServiceFeeDefinition,
  ServiceFeeDefinitionInput,
  ServiceFeeDefinitionUpdate,
  ServiceFeeListQuery,
  ServiceFeePage,
} from '@toll/contract/billing';
import { formatDocumentNumber } from '@toll/domain/invoicing';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';

/** Service fee definitions (spec §3 Service fee) and the generated fees' list. */
type DefinitionRow = {
  id: number;
  name: string;
  description_bg: string;
  description_en: string;
  amount_minor: string | number;
  currency: 'BGN' | 'EUR';
  period: ServiceFeeDefinition['period'];
  fee_type: ServiceFeeDefinition['feeType'];
  invoice_basis: ServiceFeeDefinition['invoiceBasis'];
  document_type: ServiceFeeDefinition['documentType'];
  invoicing_day: number;
  vat_percent: number;
  active: boolean;
  version: number;
  updated_at: Date | string;
};

const toDefinition = (r: DefinitionRow): ServiceFeeDefinition => ({
  id: Number(r.id),
  name: r.name,
  descriptionBg: r.description_bg,
  descriptionEn: r.description_en,
  amountMinor: Number(r.amount_minor),
  currency: r.currency,
  period: r.period,
  feeType: r.fee_type,
  invoiceBasis: r.invoice_basis,
  documentType: r.document_type,
  invoicingDay: r.invoicing_day,
  vatPercent: r.vat_percent,
  active: r.active,
  version: r.version,
  updatedAt: new Date(r.updated_at).toISOString(),
});

function nameTaken(error: unknown): unknown {
  return constraintViolation(error)?.constraint === 'service_fee_definitions_name_unique'
    ? new AppError(409, { code: 'serviceFee.nameTaken', field: 'name' })
    : error;
}

export async function listDefinitions(exec: Executor): Promise<ServiceFeeDefinition[]> {
  const rows = await queryRows<DefinitionRow>(
    exec,
    sql`select * from service_fee_definitions order by active desc, name, id`,
  );
  return rows.map(toDefinition);
}

export async function getDefinition(exec: Executor, id: number): Promise<ServiceFeeDefinition> {
  const rows = await queryRows<DefinitionRow>(
    exec,
    sql`select * from service_fee_definitions where id = ${id}`,
  );
  if (!rows[0]) throw notFound('serviceFee.notFound');
  return toDefinition(rows[0]);
}

export async function createDefinition(
  exec: Executor,
  input: ServiceFeeDefinitionInput,
): Promise<ServiceFeeDefinition> {
  try {
    const rows = await queryRows<DefinitionRow>(
      exec,
      sql`insert into service_fee_definitions (name, description_bg, description_en, amount_minor,
            currency, period, fee_type, invoice_basis, document_type, invoicing_day, vat_percent, active)
          values (${input.name}, ${input.descriptionBg}, ${input.descriptionEn}, ${input.amountMinor},
            ${input.currency}, ${input.period}, ${input.feeType}, ${input.invoiceBasis},
            ${input.documentType}, ${input.invoicingDay}, ${input.vatPercent}, ${input.active})
          returning *`,
    );
    return toDefinition(rows[0]!);
  } catch (error) {
    throw nameTaken(error);
  }
}

/** Changes apply to fees generated from now on; fees already generated keep their amounts. */
export async function updateDefinition(
  exec: Executor,
  id: number,
  input: ServiceFeeDefinitionUpdate,
): Promise<ServiceFeeDefinition> {
  let rows: DefinitionRow[];
  try {
    rows = await queryRows<DefinitionRow>(
      exec,
      sql`update service_fee_definitions set name = ${input.name},
            description_bg = ${input.descriptionBg}, description_en = ${input.descriptionEn},
            amount_minor = ${input.amountMinor}, currency = ${input.currency},
            period = ${input.period}, fee_type = ${input.feeType},
            invoice_basis = ${input.invoiceBasis}, document_type = ${input.documentType},
            invoicing_day = ${input.invoicingDay}, vat_percent = ${input.vatPercent},
            active = ${input.active}, version = version + 1, updated_at = now()
          where id = ${id} and version = ${input.version}
          returning *`,
    );
  } catch (error) {
    throw nameTaken(error);
  }
  if (rows[0]) return toDefinition(rows[0]);
  await getDefinition(exec, id);
  throw conflict('serviceFee.staleVersion');
}

type FeeRow = {
  id: number;
  definition_id: number;
  definition_name: string;
  account_id: number;
  account_number: string;
  client_name: string;
  period_start: string;
  period_end: string | null;
  invoice_on: string;
  quantity: number;
  unit_price_minor: string | number;
  net_minor: string | number;
  vat_minor: string | number;
  gross_minor: string | number;
  currency: 'BGN' | 'EUR';
  payment_status: ServiceFee['paymentStatus'];
  invoice_id: number | null;
  invoice_number: string | number | null;
  total: string | number;
};

const SORT = {
  periodStart: sql`f.period_start`,
  accountNumber: sql`a.number`,
  grossMinor: sql`f.gross_minor`,
  paymentStatus: sql`f.payment_status`,
} as const;

export async function listFees(exec: Executor, q: ServiceFeeListQuery): Promise<ServiceFeePage> {
  const where = [sql`true`];
  if (q.f_accountId) where.push(sql`f.account_id = ${q.f_accountId}`);
  if (q.f_paymentStatus) where.push(sql`f.payment_status = ${q.f_paymentStatus}`);
  if (q.f_definitionId) where.push(sql`f.definition_id = ${q.f_definitionId}`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(a.number ilike ${like} or d.name ilike ${like} or c.company_name ilike ${like}
                    or (c.first_name || ' ' || c.last_name) ilike ${like})`);
  }
  const order = q.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await queryRows<FeeRow>(
    exec,
    sql`select f.id, f.definition_id, d.name as definition_name, f.account_id,
               a.number as account_number,
               coalesce(c.company_name, concat_ws(' ', c.first_name, c.last_name)) as client_name,
               f.period_start::text as period_start, f.period_end::text as period_end,
               f.invoice_on::text as invoice_on, f.quantity, f.unit_price_minor, f.net_minor,
               f.vat_minor, f.gross_minor, f.currency, f.payment_status, f.invoice_id,
               i.number as invoice_number, count(*) over () as total
        from service_fees f
        join service_fee_definitions d on d.id = f.definition_id
        join accounts a on a.id = f.account_id
        join clients c on c.partner_id = a.client_id
        left join invoices i on i.id = f.invoice_id
        where ${sql.join(where, sql` and `)}
        order by ${SORT[q.sort]} ${order}, f.id ${order}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      definitionId: Number(r.definition_id),
      definitionName: r.definition_name,
      accountId: Number(r.account_id),
      accountNumber: r.account_number,
      clientName: r.client_name,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      invoiceOn: r.invoice_on,
      quantity: r.quantity,
      unitPriceMinor: Number(r.unit_price_minor),
      netMinor: Number(r.net_minor),
      vatMinor: Number(r.vat_minor),
      grossMinor: Number(r.gross_minor),
      currency: r.currency,
      paymentStatus: r.payment_status,
      invoiceId: r.invoice_id === null ? null : Number(r.invoice_id),
      invoiceNumber:
        r.invoice_number === null ? null : formatDocumentNumber(Number(r.invoice_number)),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Cancels a fee that is neither paid nor invoiced (an invoiced one is corrected by a note). */
export async function cancelFee(exec: Executor, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    exec,
    sql`update service_fees set payment_status = 'CANCELED'
        where id = ${id} and payment_status = 'NOT_PAID' and invoice_id is null returning id`,
  );
  if (rows[0]) return;
  const found = await queryRows(exec, sql`select 1 from service_fees where id = ${id}`);
  if (!found[0]) throw notFound('serviceFee.notFound');
  throw conflict('serviceFee.notCancellable');
}
