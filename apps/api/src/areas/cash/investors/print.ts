import { formatMoney } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import { fromMinor, toMinor } from '@savdo/shared/money';
import type { DistributionDetail } from '@savdo/shared/schemas/investors';
import { toDisplayDate } from '@savdo/shared/validation';
import { amountInWords } from '../../../platform/print/amount-in-words.ts';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

const LEFT = 40;
const WIDTH = 515;

/** The distribution's name and number: its PDF's title and file name. */
export const distributionTitle = (d: Pick<DistributionDetail, 'id'>, lang: Language): string =>
  documentTitle(translate(lang, 'print.names.profitDistribution'), d.id);

/**
 * A profit distribution as an A4 PDF in the user's language: the period,
 * basis and branches, the profit in figures and words, a line per investor
 * (share, percent, amount, paid, left) with the totals, and the signatures.
 */
export function distributionPdf(d: DistributionDetail, lang: Language): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, `print.profitDistribution.${key}`, params);
  const money = (v: string) => formatMoney(v, 'UZS', lang);
  const { pdf, done } = openPdf({ size: 'A4', margin: 40, title: distributionTitle(d, lang) });
  pdf
    .font('bold')
    .fontSize(13)
    .text(t('title', { number: d.id }), LEFT, pdf.y, { width: WIDTH, align: 'center' });
  pdf.moveDown(0.6).font('body').fontSize(10);
  const line = (label: string, value: string) => {
    pdf.font('bold').text(`${label}: `, LEFT, pdf.y, { continued: true, width: WIDTH });
    pdf.font('body').text(value);
  };
  line(t('period'), `${toDisplayDate(d.date_from)} — ${toDisplayDate(d.date_to)}`);
  line(t('basis'), translate(lang, `investors.bases.${d.basis}`));
  line(t('branches'), d.branch_names.length > 0 ? d.branch_names.join(', ') : t('company'));
  line(t('status'), translate(lang, `investors.states.${d.status}`));
  line(t('profit'), money(d.profit));
  line(t('inWords'), amountInWords(d.profit, 'UZS', lang));
  pdf.moveDown(0.6).fontSize(9);
  const layout = {
    widths: [165, 60, 60, 80, 75, 75],
    rightFrom: 1,
    left: LEFT,
    fonts: { body: 'body', bold: 'bold' },
    size: 9,
  };
  pdfRow(pdf, layout, [t('investor'), t('share'), t('percent'), t('amount'), t('paid'), t('owed')], true);
  for (const l of d.lines) {
    pdfRow(pdf, layout, [l.investor_name, l.share, l.percent, money(l.amount), money(l.paid), money(l.owed)]);
  }
  const owed = fromMinor(d.lines.reduce((a, l) => a + toMinor(l.owed), 0n));
  pdfRow(pdf, layout, [t('total'), '', '100.00', money(d.profit), money(d.paid), money(owed)], true);
  pdf.moveDown(1.2).fontSize(10);
  const sign = (label: string, name: string | null) => {
    pdf.font('body').text(`${label}: ________________ (${t('signature')})   ${name ?? ''}`, LEFT, pdf.y);
    pdf.moveDown(0.5);
  };
  sign(t('createdBy'), d.created_by_name);
  sign(t('approvedBy'), d.approved_by_name);
  pdf.end();
  return done;
}
