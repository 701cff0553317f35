import { documentNumber } from '@savdo/shared/documents';
import { formatMoney, formatRate } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { Currency } from '@savdo/shared/money';
import type { ContractPaymentDetail } from '@savdo/shared/schemas/contract-payments';
import { toDisplayDate } from '@savdo/shared/validation';
import { amountInWords } from '../../../platform/print/amount-in-words.ts';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

const LEFT = 40;
const WIDTH = 515;

/** What a receipt prints beside the payment: the organisation and the cashier. */
export interface ReceiptContext {
  organisation: string;
}

/** The payment receipt's name and number: its PDF's title and file name. */
export const paymentReceiptTitle = (p: Pick<ContractPaymentDetail, 'id'>, lang: Language): string =>
  documentTitle(translate(lang, 'print.names.paymentReceipt'), p.id);

/**
 * A contract payment's receipt, A4 PDF in the user's language: who paid
 * what for which contract, the sum in figures and words (both sums and the
 * rate when taken in the other currency), the instalments it paid, what
 * went to the client's account, the rest after it, and the signatures.
 */
export function paymentReceiptPdf(
  p: ContractPaymentDetail,
  context: ReceiptContext,
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, `payments.receipt.${key}`, params);
  const { pdf, done } = openPdf({ size: 'A4', margin: 40, title: paymentReceiptTitle(p, lang) });
  const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency, lang);
  const contract = documentNumber(p.branch_prefix, p.contract_number);
  pdf
    .font('bold')
    .fontSize(10)
    .text(`${t('organisation')}: ${context.organisation}`, LEFT, pdf.y);
  pdf.font('body').fontSize(9);
  pdf.text(`${t('branch')}: ${p.branch_name ?? '—'}    ${t('cashbox')}: ${p.cashbox_name ?? '—'}`);
  pdf.moveDown(0.6);
  pdf
    .font('bold')
    .fontSize(13)
    .text(t(p.kind === 'PRE_PAYMENT' ? 'preTitle' : 'title', { number: p.id }), {
      width: WIDTH,
      align: 'center',
    });
  if (p.status === 'CANCELED')
    pdf.font('bold').fontSize(11).text(t('canceled'), { width: WIDTH, align: 'center' });
  pdf.moveDown(0.5).fontSize(9);
  const line = (label: string, value: string) => {
    pdf.font('bold').text(`${label}: `, LEFT, pdf.y, { continued: true, width: WIDTH });
    pdf.font('body').text(value);
    pdf.moveDown(0.2);
  };
  const taken = p.paid_amount && p.paid_currency ? [p.paid_amount, p.paid_currency] : [p.amount, p.currency];
  line(t('date'), toDisplayDate(p.business_date));
  line(t('contract'), contract);
  line(t('client'), p.client_name);
  line(t('method'), translate(lang, `payments.methods.${p.method ?? 'CASH'}`));
  line(t('amount'), money(taken[0] ?? '0', taken[1] ?? p.currency));
  line(t('inWords'), amountInWords(taken[0] ?? '0', (taken[1] ?? p.currency) as 'UZS' | 'USD', lang));
  if (p.paid_amount && p.rate) {
    line(t('rate'), formatRate(p.rate));
    line(t('contractAmount'), money(p.amount, p.currency));
  }
  pdf.moveDown(0.4);
  const layout = {
    widths: [60, 140, 180, 135],
    rightFrom: 3,
    left: LEFT,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, layout, [t('n'), t('dueDate'), t('bucket'), t('paid')], true);
  for (const a of p.allocations) {
    const label = a.n === 0 ? t('prepayment') : String(a.n);
    pdfRow(pdf, layout, [
      label,
      toDisplayDate(a.due_date),
      translate(lang, `payments.buckets.${a.bucket}`),
      money(a.amount, p.currency),
    ]);
  }
  pdf.moveDown(0.4);
  if (p.overpaid !== '0.00') line(t('overpaid'), money(p.overpaid, p.currency));
  if (p.bonus) line(t('bonus'), money(p.bonus, p.currency));
  line(t('rest'), money(p.contract_rest, p.currency));
  pdf.moveDown(1);
  pdf.font('body').text(`${t('cashier')}: ________________   ${p.created_by_name ?? '—'}`, LEFT, pdf.y);
  pdf.moveDown(0.5);
  pdf.text(`${t('payer')}: ________________   ${p.client_name}`, LEFT, pdf.y);
  pdf.end();
  return done;
}
