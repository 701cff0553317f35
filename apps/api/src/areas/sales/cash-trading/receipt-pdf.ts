import { formatAmount, formatMoney } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { Currency } from '@savdo/shared/money';
import QRCode from 'qrcode';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';

/** What a sale's receipt prints. */
export interface PrintableReceipt {
  company: string;
  branch: string | null;
  /** `TSH-12`. */
  number: string;
  date: string;
  cashier: string | null;
  client: string | null;
  items: { name: string; quantity: string; price: string; sum: string; discount: string }[];
  discount: string;
  total: string;
  payments: { label: string; amount: string; currency: string }[];
  fiscal: { terminalId: string; receiptId: string; fiscalSign: string; qrUrl: string; time: string } | null;
}

/** An 80 mm till roll: 226 pt wide, 10 pt margins. */
const WIDTH = 226;
const MARGIN = 10;
const INNER = WIDTH - 2 * MARGIN;

const amount = (v: string) => formatAmount(v);

/** Two texts on one line: a label on the left, a figure on the right. */
function pair(pdf: PDFKit.PDFDocument, left: string, right: string, bold = false): void {
  const y = pdf.y;
  pdf.font(bold ? 'bold' : 'body');
  pdf.text(left, MARGIN, y, { width: INNER * 0.6 });
  const after = pdf.y;
  pdf.text(right, MARGIN + INNER * 0.4, y, { width: INNER * 0.6, align: 'right' });
  pdf.y = Math.max(after, pdf.y);
}

function rule(pdf: PDFKit.PDFDocument): void {
  pdf.moveDown(0.2).font('body').text('-'.repeat(46), MARGIN, pdf.y, { width: INNER, align: 'center' });
}

/** The sale receipt's name and number: its PDF's title and file name. */
export const saleReceiptTitle = (receipt: Pick<PrintableReceipt, 'number'>, lang: Language): string =>
  documentTitle(translate(lang, 'print.names.saleReceipt'), receipt.number);

/**
 * A sale's receipt as a till-roll PDF in the user's language: the seller,
 * the sale's number and date, each line (quantity × price, its discount),
 * the total and how it was paid, then the fiscal block: the register, the
 * receipt's number there, its fiscal sign, and its QR code with the address
 * a buyer checks it at; "not registered yet" while the receipt is pending.
 */
export async function receiptPdf(receipt: PrintableReceipt, lang: Language): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, `print.saleReceipt.${key}`, params);
  const qr = receipt.fiscal?.qrUrl
    ? await QRCode.toBuffer(receipt.fiscal.qrUrl, { margin: 1, width: 240 })
    : null;
  const height = 300 + receipt.items.length * 40 + receipt.payments.length * 14 + (qr ? 160 : 0);
  const { pdf, done } = openPdf({
    size: [WIDTH, height],
    margin: MARGIN,
    title: saleReceiptTitle(receipt, lang),
  });
  pdf.fontSize(10).font('bold').text(receipt.company, MARGIN, MARGIN, { width: INNER, align: 'center' });
  pdf.fontSize(8).font('body');
  if (receipt.branch) pdf.text(receipt.branch, { width: INNER, align: 'center' });
  pdf
    .moveDown(0.3)
    .font('bold')
    .text(t('title', { number: receipt.number }), { width: INNER, align: 'center' });
  pair(pdf, t('date'), receipt.date);
  if (receipt.cashier) pair(pdf, t('cashier'), receipt.cashier);
  if (receipt.client) pair(pdf, t('client'), receipt.client);
  rule(pdf);
  for (const item of receipt.items) {
    pdf.font('body').text(item.name, MARGIN, pdf.y, { width: INNER });
    pair(pdf, `${item.quantity} × ${amount(item.price)}`, amount(item.sum));
    if (item.discount !== '0.00') pair(pdf, t('discount'), `−${amount(item.discount)}`);
  }
  rule(pdf);
  if (receipt.discount !== '0.00') pair(pdf, t('discount'), `−${amount(receipt.discount)}`);
  pdf.fontSize(10);
  pair(pdf, t('total'), formatMoney(receipt.total, 'UZS', lang), true);
  pdf.fontSize(8);
  for (const p of receipt.payments) pair(pdf, p.label, formatMoney(p.amount, p.currency as Currency, lang));
  rule(pdf);
  if (receipt.fiscal) {
    pair(pdf, t('terminal'), receipt.fiscal.terminalId);
    pair(pdf, t('receiptId'), receipt.fiscal.receiptId);
    pair(pdf, t('fiscalSign'), receipt.fiscal.fiscalSign);
    pair(pdf, t('fiscalTime'), receipt.fiscal.time);
    if (qr) pdf.image(qr, (WIDTH - 120) / 2, pdf.y + 4, { width: 120 });
    if (qr) pdf.y += 128;
    pdf.fontSize(6).text(receipt.fiscal.qrUrl, MARGIN, pdf.y, { width: INNER, align: 'center' });
  } else {
    pdf.font('bold').text(t('pending'), MARGIN, pdf.y, { width: INNER, align: 'center' });
  }
  pdf.moveDown(0.5).fontSize(8).font('body').text(t('thanks'), { width: INNER, align: 'center' });
  pdf.end();
  return done;
}
