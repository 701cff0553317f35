import { basisPoints, linePrice } from '@savdo/shared/contracts';
import { documentNumber } from '@savdo/shared/documents';
import { currencyWord, formatAmount, formatMoney, formatNumber, formatPhone } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { Currency } from '@savdo/shared/money';
import { fromMinor, toMinor } from '@savdo/shared/money';
import { toMilli } from '@savdo/shared/quantity';
import type { ContractView } from '@savdo/shared/schemas/contracts';
import { toDisplayDate } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

type View = ContractView;

export type Requisites = {
  name: string;
  stir: string;
  bank_account: string;
  mfo: string;
  address: string | null;
  phone: string | null;
  director: string | null;
};

/** The seller's requisites: the contract's, else the first active ones. */
export async function requisitesOf(tx: DbOrTx, requisiteId: number | null): Promise<Requisites | null> {
  const rows = await tx.execute<Requisites>(sql`select name, stir, bank_account, mfo, address, phone, director
    from contract_requisites where ${requisiteId === null ? sql`active` : sql`id = ${requisiteId}`}
    order by id limit 1`);
  return rows.rows[0] ?? null;
}

const LEFT = 40;
const WIDTH = 515;

type T = (key: string, params?: Record<string, string | number>) => string;

function parties(pdf: PDFKit.PDFDocument, view: View, seller: Requisites | null, t: T) {
  const dash = (v: unknown) => (v === null || v === undefined || v === '' ? t('none') : String(v));
  const block = (title: string, lines: [string, unknown][]) => {
    pdf.font('bold').fontSize(10).text(title, LEFT, pdf.y);
    pdf.font('body').fontSize(9);
    for (const [label, value] of lines) pdf.text(`${label}: ${dash(value)}`);
    pdf.moveDown(0.5);
  };
  block(`${t('seller')}: ${dash(seller?.name)}`, [
    [t('stir'), seller?.stir],
    [t('bankAccount'), seller?.bank_account],
    [t('mfo'), seller?.mfo],
    [t('address'), seller?.address],
    [t('phone'), seller?.phone ? formatPhone(seller.phone) : null],
    [t('director'), seller?.director],
  ]);
  const phones = view.client_phones.map((phone) => formatPhone(phone)).join(', ');
  block(`${t('buyer')}: ${dash(view.client_name)}`, [
    [t('pinfl'), view.client_pinfl],
    [t('passport'), view.client_passport],
    [t('phone'), phones],
  ]);
}

function terms(pdf: PDFKit.PDFDocument, view: View, t: T, lang: Language) {
  const m = (v: unknown) => formatMoney(String(v ?? '0.00'), view.currency as Currency, lang);
  const percent = formatNumber(
    fromMinor(basisPoints(String(view.markup_percent)) + basisPoints(String(view.additional_markup_percent))),
  );
  pdf.font('bold').fontSize(10).text(t('goods'), LEFT, pdf.y);
  pdf.fontSize(9);
  // "Количество" / "Miqdori" fit their column whole at 9 pt; a longer heading is set smaller
  const goods = {
    widths: [185, 72, 86, 76, 96],
    rightFrom: 1,
    left: LEFT,
    fonts: { body: 'body', bold: 'bold' },
    size: 9,
  };
  pdfRow(pdf, goods, [t('product'), t('quantity'), t('price'), t('discount'), t('sum')], true);
  for (const i of view.items) {
    const unitPrice = toMinor(i.price ?? '0');
    const sum = fromMinor(
      linePrice({ unitPrice, quantity: toMilli(i.quantity), discount: 0n }) - toMinor(i.discount ?? '0'),
    );
    pdfRow(pdf, goods, [i.product_name ?? '', i.quantity, m(i.price), m(i.discount), m(sum)]);
  }
  pdf.moveDown(0.5);
  pdf.font('bold').fontSize(10).text(t('terms'), LEFT, pdf.y);
  const table = { widths: [300, 215], rightFrom: 1, left: LEFT, fonts: { body: 'body', bold: 'bold' } };
  pdf.fontSize(9);
  for (const [label, value] of [
    [t('totalPrice'), m(view.price)],
    [t('discount'), m(view.discount)],
    [t('prepayment'), m(view.prepayment)],
    [t('financed'), m(view.financed)],
    [t('markup', { percent }), m(view.markup_amount)],
    [t('debt'), m(view.debt)],
    [t('months'), String(view.months)],
    [t('monthly'), m(view.monthly)],
    [t('paymentDay'), String(view.payment_day)],
  ] as const) {
    pdfRow(pdf, table, [label, value]);
  }
}

function schedule(pdf: PDFKit.PDFDocument, view: View, t: T) {
  pdf.moveDown(0.5);
  pdf.font('bold').fontSize(10).text(t('schedule'), LEFT, pdf.y);
  pdf.fontSize(9);
  const table = {
    widths: [40, 115, 120, 120, 120],
    rightFrom: 2,
    left: LEFT,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, table, [t('row'), t('dueDate'), t('amount'), t('paid'), t('left')], true);
  const m = (v: string | null) => formatAmount(v ?? '0.00', view.currency as Currency);
  for (const r of view.schedule) {
    if (pdf.y > 760) pdf.addPage();
    const paid = fromMinor(toMinor(r.paid ?? '0') + toMinor(r.forgiven ?? '0'));
    pdfRow(pdf, table, [
      r.n === 0 ? t('prepaymentRow') : String(r.n),
      toDisplayDate(r.due_date),
      m(r.amount),
      m(paid),
      m(r.left),
    ]);
  }
}

/** A contract's name and number as its PDF's title and file name: "Shartnoma TSH-123". */
export const contractTitle = (view: Pick<View, 'branch_prefix' | 'number'>, lang: Language): string =>
  documentTitle(translate(lang, 'print.names.contract'), documentNumber(view.branch_prefix, view.number));

/** The contract and its schedule as an A4 PDF in the user's language, with the seller's requisites. */
export function contractPdf(view: View, seller: Requisites | null, lang: Language): Promise<Buffer> {
  const t: T = (key, params = {}) => translate(lang, `print.contract.${key}`, params);
  const { pdf, done } = openPdf({
    size: 'A4',
    margin: 40,
    title: contractTitle(view, lang),
  });
  pdf
    .font('bold')
    .fontSize(13)
    .text(t('title', { number: documentNumber(view.branch_prefix, view.number) }), LEFT, pdf.y, {
      width: WIDTH,
      align: 'center',
    });
  pdf.font('body').fontSize(9).moveDown(0.3);
  pdf.text(
    `${t('date')}: ${toDisplayDate(String(view.contract_date))}    ${t('branch')}: ${String(view.branch_name ?? '')}    ${t('currency')}: ${currencyWord(String(view.currency), lang)}`,
    LEFT,
    pdf.y,
    { width: WIDTH, align: 'center' },
  );
  pdf.moveDown(0.8);
  parties(pdf, view, seller, t);
  terms(pdf, view, t, lang);
  schedule(pdf, view, t);
  pdf.moveDown(1.2);
  if (pdf.y > 740) pdf.addPage();
  pdf.font('bold').fontSize(10).text(t('signatures'), LEFT, pdf.y);
  pdf.font('body').fontSize(9).moveDown(0.5);
  pdf.text(
    `${t('seller')}: ________________ (${t('signature')})        ${t('buyer')}: ________________ (${t('signature')})`,
  );
  pdf.end();
  return done;
}
