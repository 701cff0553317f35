import { documentNumber } from '@savdo/shared/documents';
import { formatPhone } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { OutputInvoiceDetail } from '@savdo/shared/schemas/release';
import { toDisplayDate } from '@savdo/shared/validation';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

/**
 * An output invoice as an A4 PDF: the sale and its client, the warehouse,
 * how the goods reach the client, the lines with their serials (IMEIs), and
 * the signatures of who hands the goods over and who receives them. The
 * cost is not printed: the paper goes to the client.
 */
/** An invoice's name and number as its PDF's title and file name. */
export const outputInvoiceTitle = (invoice: OutputInvoiceDetail, lang: Language): string =>
  documentTitle(
    translate(lang, 'print.names.outputInvoice'),
    documentNumber(invoice.branch_prefix, invoice.number),
  );

export function outputInvoicePdf(invoice: OutputInvoiceDetail, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, `release.print.${key}`);
  const { pdf, done } = openPdf({ size: 'A4', margin: 40, title: outputInvoiceTitle(invoice, lang) });

  pdf
    .font('bold')
    .fontSize(14)
    .text(`${t('title')} № ${documentNumber(invoice.branch_prefix, invoice.number)}`);
  pdf.font('body').fontSize(9).moveDown(0.5);
  const sale = `${translate(lang, `release.kinds.${invoice.sale_kind}`)} № ${documentNumber(
    invoice.sale_branch_prefix,
    invoice.sale_number,
  )}`;
  const header: [string, string | null][] = [
    [t('date'), toDisplayDate(invoice.doc_date)],
    [t('status'), translate(lang, `release.statuses.${invoice.status}`)],
    [t('sale'), sale],
    [
      t('client'),
      [invoice.client_name, formatPhone(invoice.client_phone)].filter(Boolean).join(', ') || null,
    ],
    [t('warehouse'), invoice.warehouse_name],
    [t('handover'), translate(lang, `release.handover.${invoice.handover}`)],
    [
      t('driver'),
      [invoice.driver_name, formatPhone(invoice.driver_phone)].filter(Boolean).join(', ') || null,
    ],
    [t('address'), invoice.address],
    [t('deliveryDate'), invoice.delivery_date ? toDisplayDate(invoice.delivery_date) : null],
    [t('note'), invoice.note],
  ];
  for (const [name, value] of header) if (value) pdf.text(`${name}: ${value}`);
  pdf.moveDown();

  const layout = {
    widths: [25, 230, 60, 200],
    rightFrom: 2,
    left: 40,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, layout, ['№', t('product'), t('quantity'), t('serials')], true);
  invoice.lines.forEach((line, i) => {
    const product = line.installation_status
      ? `${line.product_name} (${translate(lang, 'release.installation')})`
      : line.product_name;
    pdfRow(pdf, layout, [String(i + 1), product, line.quantity, line.serials.join(', ')]);
  });
  pdf.moveDown(3).font('body');
  pdf.text(`${t('handedOver')}: ____________________        ${t('received')}: ____________________`);
  pdf.end();
  return done;
}
