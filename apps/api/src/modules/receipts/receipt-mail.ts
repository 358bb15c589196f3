import type { Lang } from '@toll/domain/languages';
import { translator } from '../../platform/i18n';
import { escapeHtml, htmlDocument } from '../../platform/mail/compose';
import type { MailAttachment, OutgoingMail } from '../../platform/mail/mailer';
import type { DelictDocument } from '../delicts/delict-pdf';
import { routePointNames, type RoutePassDocument, type VignetteDocument } from './receipt-data';
import {
  countryIn,
  lastValidSecond,
  priceText,
  sofiaDateTime,
  type Amounts,
} from './receipt-format';

export type ReceiptItem =
  | {
      kind: 'vignette';
      document: VignetteDocument;
      pdf: Buffer;
      /** The vignette's own receipt before its start: it links the plate correction (issue #38). */
      correctable?: boolean;
    }
  | { kind: 'routePass'; document: RoutePassDocument; pdf: Buffer }
  | { kind: 'delict'; document: DelictDocument; pdf: Buffer };

export type ReceiptSale = {
  number: number;
  email: string;
  lang: Lang;
  partial: boolean;
  at: Date;
  total: Amounts;
  payment: { orderCode: string; rrn: string | null; approval: string | null } | null;
};

/** One item of the receipt: a title and its lines, and where its PDF is downloaded. */
type Block = { title: string; lines: string[]; link: string; attachment: MailAttachment };

/** A paid delict: its document, plate, passage and amount, and its PDF. */
function delictBlock(
  delict: DelictDocument,
  pdf: Buffer,
  sale: ReceiptSale,
  baseUrl: string,
): Block {
  const { lang } = sale;
  const t = translator(lang, 'mail');
  const d = translator(lang, 'delicts');
  const row = delict.row;
  const number = row.documentNumber;
  return {
    title: d('saleItem', { type: d(`delictType.${row.delictType}`), number }),
    lines: [
      t('receipt.plate', {
        plate: row.plate,
        country: countryIn(delict.row.countryCode, delict.country, lang),
      }),
      d('notice.passage', { date: sofiaDateTime(row.passageAt) }),
      t('receipt.price', {
        price: priceText(
          { amountBgn: row.amountBgn, amountEur: row.amountEur, currency: sale.total.currency },
          lang,
        ),
      }),
    ],
    link: `${baseUrl}/api/generate-pdf-compensatory-fee?delict_document_number=${encodeURIComponent(number)}`,
    attachment: { filename: `delict-${number}.pdf`, content: pdf, contentType: 'application/pdf' },
  };
}

function block(item: ReceiptItem, sale: ReceiptSale, baseUrl: string): Block {
  if (item.kind === 'delict') return delictBlock(item.document, item.pdf, sale, baseUrl);
  const { lang } = sale;
  const t = translator(lang, 'mail');
  const catalog = translator(lang, 'catalog');
  const d = item.document;
  const lines = [
    t('receipt.plate', { plate: d.plate, country: countryIn(d.countryCode, d.country, lang) }),
    t('receipt.validity', {
      from: sofiaDateTime(d.validFrom),
      to: sofiaDateTime(lastValidSecond(d.validUntil)),
    }),
    t('receipt.price', { price: priceText(d, lang) }),
  ];
  const pdf = { content: item.pdf, contentType: 'application/pdf' };
  if (item.kind === 'vignette') {
    const v = item.document;
    return {
      title: t('receipt.vignette', {
        number: v.number,
        period: catalog(`period.${v.period}`),
        vehicle: catalog(`vehicleType.${v.vehicleType}`),
      }),
      lines: item.correctable
        ? [
            ...lines,
            t('receipt.correctPlate', {
              link: `${baseUrl}/${lang}/plate-correction?vignetteNumber=${v.number}`,
            }),
          ]
        : lines,
      link: `${baseUrl}/api/generatePdf?vignette_id=${v.id}`,
      attachment: { filename: `e-vignette-${v.number}.pdf`, ...pdf },
    };
  }
  const p = item.document;
  return {
    title: t('receipt.routePass', {
      number: p.number,
      route: routePointNames(p.route).join(' → '),
    }),
    lines,
    link: `${baseUrl}/api/generate-pdf-route-pass?route_pass_id=${p.id}`,
    attachment: { filename: `route-pass-${p.number}.pdf`, ...pdf },
  };
}

function paymentReference(sale: ReceiptSale): string | null {
  const t = translator(sale.lang, 'mail');
  const payment = sale.payment;
  if (!payment) return null;
  const parts = [
    t('receipt.order', { value: payment.orderCode }),
    ...(payment.rrn ? [t('receipt.rrn', { value: payment.rrn })] : []),
    ...(payment.approval ? [t('receipt.approval', { value: payment.approval })] : []),
  ];
  return t('receipt.reference', { reference: parts.join(', ') });
}

/**
 * The receipt in the sale's language: every item with its validity, price and download link, the
 * total and the payment reference, and one PDF attached per vignette, route pass and paid delict.
 */
export function composeReceiptMail(
  sale: ReceiptSale,
  items: readonly ReceiptItem[],
  publicBaseUrl: string,
): OutgoingMail {
  const t = translator(sale.lang, 'mail');
  const blocks = items.map((item) => block(item, sale, publicBaseUrl));
  const number = String(sale.number);
  const download = t('receipt.download');
  const reference = paymentReference(sale);
  const head = [
    t('receipt.greeting'),
    t('receipt.intro', { number, date: sofiaDateTime(sale.at) }),
    ...(sale.partial ? [t('receipt.partial')] : []),
  ];
  const tail = [
    [
      t('receipt.total', { total: priceText(sale.total, sale.lang) }),
      ...(reference ? [reference] : []),
    ],
    // The words about stickers belong to vignettes only (issue 32: a route pass's mail had them).
    [
      t('receipt.attached'),
      ...(items.some((item) => item.kind === 'vignette') ? [t('receipt.electronic')] : []),
    ],
    [t('receipt.noRefund')],
  ];
  const text = [
    ...head,
    ...blocks.map((b) => [b.title, ...b.lines, `${download}: ${b.link}`].join('\n')),
    ...tail.map((lines) => lines.join('\n')),
    t('common.footer'),
  ].join('\n\n');
  const paragraph = (lines: readonly string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = htmlDocument(
    sale.lang,
    [
      ...head.map((p) => paragraph([p])),
      ...blocks.map(
        (b) =>
          `<p><strong>${escapeHtml(b.title)}</strong><br>${b.lines.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(b.link)}">${escapeHtml(download)}</a></p>`,
      ),
      ...tail.map(paragraph),
    ].join(''),
  );
  return {
    to: sale.email,
    subject: t('receipt.subject', { number }),
    text,
    html,
    attachments: blocks.map((b) => b.attachment),
  };
}
