import type { z } from 'zod';
import type {
  InquiryDetail,
  InquiryQuery,
  InquirySale,
  inquiryExportQuerySchema,
  ReversalBody,
  SalePaymentMethod,
} from '@toll/contract/sales-inquiry';
import type { Lang } from '@toll/domain/languages';
import { posScope } from '@toll/domain/pos-access';
import type { ListPage } from '@toll/contract/list-query';
import type { Actor } from '../../platform/actor';
import type { Principal } from '../../platform/auth/access-control';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { listExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { SalesModule } from '../sales/sales-module';
import {
  inquiryFilterChoices,
  inquirySale,
  reversalsOf,
  searchSales,
  streamSales,
  type InquiryRow,
} from './inquiry-repo';
import type { SaleReversals } from './sale-reversal';

function toWire(row: InquiryRow): InquirySale {
  return {
    saleId: row.saleId,
    number: Number(row.number),
    createdAt: row.createdAt.toISOString(),
    state: row.state as InquirySale['state'],
    reversed: !row.reversedItems ? 'NONE' : row.activeItems ? 'PARTIAL' : 'FULL',
    paymentMethod: row.paymentMethod as SalePaymentMethod,
    channel: row.channel,
    currency: row.currency as 'BGN' | 'EUR',
    totalMinor: row.totalMinor,
    totalBgn: row.totalBgn,
    totalEur: row.totalEur,
    posId: row.posId,
    posCode: row.posCode,
    partnerName: row.partnerName,
    cashier: row.cashier,
    plates: row.plates === '' ? [] : row.plates.split(' '),
    documents: row.documents === '' ? [] : row.documents.split(' '),
  };
}

function exportColumns(lang: Lang): ExportColumn<InquirySale>[] {
  const t = translator(lang, 'exports');
  const major = (minor: number) => minor / 100;
  return [
    { header: t('inquiry.number'), value: (r) => r.number },
    { header: t('inquiry.createdAt'), value: (r) => r.createdAt },
    { header: t('inquiry.state'), value: (r) => r.state },
    { header: t('inquiry.reversed'), value: (r) => r.reversed },
    { header: t('inquiry.paymentMethod'), value: (r) => t(`shifts.methods.${r.paymentMethod}`) },
    { header: t('inquiry.pos'), value: (r) => r.posCode },
    { header: t('inquiry.partner'), value: (r) => r.partnerName },
    { header: t('inquiry.cashier'), value: (r) => r.cashier },
    { header: t('inquiry.plates'), value: (r) => r.plates.join(' ') },
    { header: t('inquiry.documents'), value: (r) => r.documents.join(' ') },
    { header: t('inquiry.currency'), value: (r) => r.currency },
    { header: t('inquiry.total'), value: (r) => major(r.totalMinor) },
    { header: t('inquiry.totalBgn'), value: (r) => major(r.totalBgn) },
    { header: t('inquiry.totalEur'), value: (r) => major(r.totalEur) },
  ];
}

/**
 * The sales inquiry (spec §2 inquiry, §6 "hidden from toll admin and OBU service"): the sales of
 * the caller's POS scope (admins all, a partner admin their partner's, others their own POS'),
 * searched and paged on the server, exported as a stream, one sale's detail, and its reversal.
 */
export function createInquiry(deps: { db: Db; sales: SalesModule; reversals: SaleReversals }) {
  const { db } = deps;

  async function detail(principal: Principal, id: string, lang: Lang): Promise<InquiryDetail> {
    const found = await inquirySale(db, posScope(principal), id);
    const sale = found ? await deps.sales.view(id, lang) : null;
    if (!found || !sale) throw new AppError(404, { code: 'sale.notFound' });
    const reversals = await reversalsOf(db, id);
    return {
      sale,
      paymentMethod: found.sale.paymentMethod as SalePaymentMethod,
      channel: found.sale.channel,
      posCode: found.posCode,
      posName: found.posName,
      partnerName: found.partnerName,
      cashier: found.cashier,
      shiftId: found.sale.shiftId,
      mayReverse: deps.reversals.mayReverse(principal, found),
      reversals: reversals.map((r) => ({
        id: r.reversal.id,
        createdAt: r.reversal.createdAt.toISOString(),
        wholeSale: r.reversal.wholeSale,
        method: r.reversal.method as SalePaymentMethod,
        currency: r.reversal.currency as 'BGN' | 'EUR',
        amountMinor: r.reversal.amountMinor,
        reason: r.reversal.reason,
        user: r.user,
        itemIds: r.itemIds,
        shiftId: r.reversal.shiftId,
        gatewayState: r.gatewayState as 'PENDING' | 'DONE' | 'FAILED' | null,
      })),
    };
  }

  return {
    filters: (principal: Principal) => inquiryFilterChoices(db, posScope(principal)),

    async search(principal: Principal, query: InquiryQuery): Promise<ListPage<InquirySale>> {
      const page = await searchSales(db, posScope(principal), query);
      return {
        items: page.items.map(toWire),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    export(principal: Principal, query: z.infer<typeof inquiryExportQuerySchema>, lang: Lang) {
      async function* rows() {
        for await (const row of streamSales(db, posScope(principal), query)) yield toWire(row);
      }
      return listExport({
        format: query.format,
        baseName: 'sales',
        sheetName: translator(lang, 'exports')('inquiry.sheet'),
        rows: rows(),
        columns: exportColumns(lang),
      });
    },

    detail,

    async reverse(
      principal: Principal,
      id: string,
      body: ReversalBody,
      actor: Actor,
    ): Promise<InquiryDetail> {
      await deps.reversals.reverseSale(principal, id, body, actor);
      return detail(principal, id, actor.lang);
    },
  };
}

export type Inquiry = ReturnType<typeof createInquiry>;
