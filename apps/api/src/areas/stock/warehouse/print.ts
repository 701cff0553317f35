import { documentNumber } from '@savdo/shared/documents';
import { formatMoney, formatNumber } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { Currency } from '@savdo/shared/money';
import { toDisplayDate } from '@savdo/shared/validation';
import { documentTitle, openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

export interface PrintableDocument {
  kind: string;
  number: string;
  branch_prefix: string | null;
  status: string;
  doc_date: string;
  currency: string;
  warehouse_name: string | null;
  to_warehouse_name: string | null;
  supplier_name: string | null;
  note: string | null;
  total: string | null;
  lines: { product_name: string; quantity: string; price: string | null; expected: string | null }[];
}

const label = (lang: Language, key: string) => translate(lang, `print.${key}`);

/** Line sum as a decimal string, exact: quantity × price over thousandths and minor units. */
function lineSum(quantity: string, price: string): string {
  const [qi = '0', qf = ''] = quantity.split('.');
  const [pi = '0', pf = ''] = price.split('.');
  const q = BigInt(qi + qf.padEnd(3, '0'));
  const p = BigInt(pi + pf.padEnd(2, '0'));
  const minor = (q * p + 500n) / 1000n;
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}

/** A warehouse document as an A4 PDF: header, lines with sums, total, and signature lines. */
export function documentPdf(doc: PrintableDocument, lang: Language): Promise<Buffer> {
  const { pdf, done } = openPdf({
    size: 'A4',
    margin: 40,
    title: documentTitle(
      translate(lang, `print.kinds.${doc.kind}`),
      documentNumber(doc.branch_prefix, doc.number),
    ),
  });

  pdf
    .font('bold')
    .fontSize(14)
    .text(`${translate(lang, `print.kinds.${doc.kind}`)} № ${documentNumber(doc.branch_prefix, doc.number)}`);
  pdf.font('body').fontSize(9).moveDown(0.5);
  const header: [string, string | null][] = [
    [label(lang, 'date'), toDisplayDate(doc.doc_date)],
    [label(lang, 'status'), translate(lang, `warehouse.status.${doc.status}`)],
    [label(lang, 'warehouse'), doc.warehouse_name],
    [label(lang, 'toWarehouse'), doc.to_warehouse_name],
    [label(lang, 'supplier'), doc.supplier_name],
    [label(lang, 'note'), doc.note],
  ];
  for (const [name, value] of header) if (value) pdf.text(`${name}: ${value}`);
  pdf.moveDown();

  const priced = doc.lines.some((l) => l.price !== null);
  const cols = priced ? [25, 265, 70, 80, 80] : [25, 335, 70, 90];
  const heads = priced
    ? ['№', label(lang, 'product'), label(lang, 'quantity'), label(lang, 'price'), label(lang, 'sum')]
    : [
        '№',
        label(lang, 'product'),
        label(lang, 'quantity'),
        doc.kind === 'COUNTING_ACT' ? label(lang, 'expected') : '',
      ];
  const layout = { widths: cols, rightFrom: 2, left: 40, fonts: { body: 'body', bold: 'bold' } };
  const row = (cells: string[], bold = false) => pdfRow(pdf, layout, cells, bold);
  row(heads, true);
  doc.lines.forEach((l, i) => {
    const cells = [String(i + 1), l.product_name, l.quantity];
    if (priced)
      cells.push(formatNumber(l.price ?? ''), l.price ? formatNumber(lineSum(l.quantity, l.price)) : '');
    else cells.push(l.expected ?? '');
    row(cells);
  });
  if (priced && doc.total) {
    pdf
      .moveDown(0.5)
      .font('bold')
      .text(`${label(lang, 'total')}: ${formatMoney(doc.total, doc.currency as Currency, lang)}`, {
        align: 'right',
      });
  }
  pdf.moveDown(3).font('body');
  pdf.text(
    `${label(lang, 'handedOver')}: ____________________        ${label(lang, 'received')}: ____________________`,
  );
  pdf.end();
  return done;
}
