import { type Language, translate } from '@savdo/shared/i18n';
import type { OrderRow } from '@savdo/shared/schemas/hr';
import { toDisplayDate } from '@savdo/shared/validation';
import { openPdf } from '../../../platform/print/pdf-document.ts';

/** An HR order's name on paper and as its file's name: "Ishga qabul qilish toʻgʻrisidagi buyruq № 12". */
export function orderTitle(order: OrderRow, lang: Language): string {
  const t = (key: string, params: Record<string, string> = {}) => translate(lang, `hr.${key}`, params);
  return t('print.title', { kind: t(`orderKinds.${order.kind}`), number: String(order.id) });
}

/** An HR order (hire, transfer, dismissal) as an A4 PDF: its number, date, employee and placement. */
export function orderPdf(order: OrderRow, lang: Language): Promise<Buffer> {
  const t = (key: string, params: Record<string, string> = {}) => translate(lang, `hr.${key}`, params);
  const title = orderTitle(order, lang);
  const { pdf, done } = openPdf({ size: 'A4', margin: 50, title });
  pdf.font('bold').fontSize(14).text(title, { align: 'center' });
  pdf.moveDown().font('body').fontSize(11);
  pdf.text(`${t('fields.date')}: ${toDisplayDate(order.date)}`);
  pdf.text(`${t('fields.employee')}: ${order.full_name} (${order.employee_number})`);
  pdf.moveDown();
  for (const change of order.changes) {
    const line =
      order.kind === 'TRANSFER'
        ? `${change.before ?? '—'} → ${change.after ?? '—'}`
        : ((order.kind === 'HIRE' ? change.after : change.before) ?? '—');
    pdf.text(`${t(`fields.${change.field}`)}: ${line}`);
  }
  if (order.work_leave_reason_name)
    pdf.text(`${t('fields.work_leave_reason_id')}: ${order.work_leave_reason_name}`);
  if (order.note) pdf.text(`${t('fields.reason')}: ${order.note}`);
  if (order.withdrawn_at)
    pdf
      .moveDown()
      .font('bold')
      .text(t('hints.withdrawn', { at: order.withdrawn_at.slice(0, 16), by: order.withdrawn_by ?? '—' }));
  pdf.moveDown(3);
  pdf.text(`${t('print.signed')}: ____________________`);
  pdf.end();
  return done;
}
