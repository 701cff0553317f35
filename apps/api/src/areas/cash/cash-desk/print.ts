import { formatMoney, formatRate } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { Currency } from '@savdo/shared/money';
import { toDisplayDate } from '@savdo/shared/validation';
import { amountInWords } from '../../../platform/print/amount-in-words.ts';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

/** Cash that came into (`in`) or left (`out`) the cashbox: one order each. */
export interface CashOrderHalf {
  direction: 'in' | 'out';
  amount: string;
  currency: Currency;
}

/** What a cash order prints: the operation's header, its people, and the cash that moved. */
export interface PrintableCashOrder {
  number: number;
  date: string;
  organisation: string;
  branch: string | null;
  cashbox: string | null;
  operation: string;
  counterpart: string | null;
  comment: string | null;
  cashier: string | null;
  approver: string | null;
  status: string;
  rate: string | null;
  /** One order (receipt or expense) per entry; an exchange has both. */
  halves: CashOrderHalf[];
}

const LEFT = 40;
const WIDTH = 515;

/** One order: title, header table, amount in figures and words, counterpart, basis, signature lines. */
function drawOrder(pdf: PDFKit.PDFDocument, order: PrintableCashOrder, half: CashOrderHalf, lang: Language) {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, `print.cashOrder.${key}`, params);
  const dash = (v: string | null) => v ?? t('none');
  const title = half.direction === 'in' ? 'receiptTitle' : 'expenseTitle';
  pdf
    .font('bold')
    .fontSize(10)
    .text(`${t('organisation')}: ${order.organisation}`, LEFT, pdf.y);
  pdf.font('body').fontSize(9);
  pdf.text(`${t('branch')}: ${dash(order.branch)}    ${t('cashbox')}: ${dash(order.cashbox)}`);
  pdf.moveDown(0.6);
  pdf
    .font('bold')
    .fontSize(13)
    .text(t(title, { number: order.number }), LEFT, pdf.y, {
      width: WIDTH,
      align: 'center',
    });
  pdf.moveDown(0.4).fontSize(9);
  const layout = {
    widths: [95, 170, 130, 120],
    rightFrom: 3,
    left: LEFT,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, layout, [t('date'), t('operation'), t('status'), t('amount')], true);
  pdfRow(pdf, layout, [
    toDisplayDate(order.date),
    order.operation,
    order.status,
    formatMoney(half.amount, half.currency, lang),
  ]);
  pdf.moveDown(0.4);
  const line = (label: string, value: string) => {
    pdf.font('bold').text(`${label}: `, LEFT, pdf.y, { continued: true, width: WIDTH });
    pdf.font('body').text(value);
    pdf.moveDown(0.2);
  };
  line(t(half.direction === 'in' ? 'receivedFrom' : 'issuedTo'), dash(order.counterpart));
  line(t('basis'), order.comment ? `${order.operation}. ${order.comment}` : order.operation);
  line(t('amount'), formatMoney(half.amount, half.currency, lang));
  line(t('inWords'), amountInWords(half.amount, half.currency, lang));
  if (order.rate) line(t('rate'), formatRate(order.rate));
  pdf.moveDown(0.8);
  const sign = (label: string, name: string | null) => {
    pdf.font('body').text(`${label}: ________________ (${t('signature')})   ${dash(name)}`, LEFT, pdf.y);
    pdf.moveDown(0.5);
  };
  sign(t('chief'), order.approver);
  sign(t('cashier'), order.cashier);
  sign(t(half.direction === 'in' ? 'paidBy' : 'receivedBy'), order.counterpart);
}

/**
 * A cash order as an A4 PDF in the user's language: the receipt order
 * (kassa kirim orderi) for cash in, the expense order (kassa chiqim orderi)
 * for cash out; an exchange prints both on one page, the expense above.
 */
/** The cash order's name and number: its PDF's title and file name. */
export const cashOrderTitle = (order: Pick<PrintableCashOrder, 'number'>, lang: Language): string =>
  documentTitle(translate(lang, 'print.names.cashOrder'), order.number);

export function cashOrderPdf(order: PrintableCashOrder, lang: Language): Promise<Buffer> {
  const { pdf, done } = openPdf({ size: 'A4', margin: 40, title: cashOrderTitle(order, lang) });
  const halves = [...order.halves].sort((a, b) =>
    a.direction === b.direction ? 0 : a.direction === 'out' ? -1 : 1,
  );
  halves.forEach((half, i) => {
    if (i > 0) {
      // a cut line between the two orders of an exchange
      pdf.moveDown(1.5);
      pdf.font('body').fontSize(8).text('- '.repeat(70), LEFT, pdf.y, { width: WIDTH });
      pdf.moveDown(1.5);
    }
    drawOrder(pdf, order, half, lang);
  });
  pdf.end();
  return done;
}
