import { formatAmount, formatMoney, formatNumber } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import { fromMinor, toMinor } from '@savdo/shared/money';
import type { BonusOrderRow } from '@savdo/shared/schemas/bonuses';
import { toDisplayDate } from '@savdo/shared/validation';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

/** The price of one unit: the order's total over its units (a bonus product's points per unit). */
const unitPrice = (order: BonusOrderRow) =>
  fromMinor(order.quantity > 0 ? toMinor(order.total) / BigInt(order.quantity) : 0n);

/**
 * A bonus order's release note as an A4 PDF in the user's language: its
 * number and date, the client, the warehouse and cashbox, the product line
 * (quantity, price per unit, total), what points paid and what was paid in
 * cash, what came back, and the signatures of who hands the goods over and
 * who receives them. The cost is not printed: the paper goes to the client.
 */
/** The bonus order's name and number: its PDF's title and file name. */
export const bonusOrderTitle = (order: Pick<BonusOrderRow, 'id'>, lang: Language): string =>
  documentTitle(translate(lang, 'print.names.bonusOrder'), order.id);

export function bonusOrderPdf(order: BonusOrderRow, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, `bonuses.print.${key}`);
  const { pdf, done } = openPdf({ size: 'A4', margin: 40, title: bonusOrderTitle(order, lang) });

  pdf
    .font('bold')
    .fontSize(14)
    .text(`${t('title')} № ${order.id}`);
  pdf.font('body').fontSize(9).moveDown(0.5);
  const header: [string, string | null][] = [
    [t('date'), toDisplayDate(order.business_date)],
    [t('client'), order.client_name || null],
    [t('warehouse'), order.warehouse_name || null],
    [t('cashbox'), order.cashbox_name],
  ];
  for (const [name, value] of header) if (value) pdf.text(`${name}: ${value}`);
  pdf.moveDown();
  const layout = {
    widths: [25, 220, 60, 105, 105],
    rightFrom: 2,
    left: 40,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, layout, ['№', t('product'), t('quantity'), t('price'), t('total')], true);
  pdfRow(pdf, layout, [
    '1',
    order.product_name,
    String(order.quantity),
    formatAmount(unitPrice(order)),
    formatAmount(order.total),
  ]);
  pdf.moveDown();
  pdf.text(`${t('points')}: ${formatNumber(order.points)}`);
  pdf.text(`${t('cash')}: ${formatMoney(order.difference, 'UZS', lang)}`);
  if (order.returned_quantity > 0) pdf.text(`${t('returned')}: ${order.returned_quantity}`);
  pdf.moveDown(3).font('body');
  pdf.text(`${t('handedOver')}: ____________________        ${t('received')}: ____________________`);
  pdf.end();
  return done;
}
