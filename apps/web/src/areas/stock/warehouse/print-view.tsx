import { documentNumber } from '@savdo/shared/documents';
import './print.css';
import { fromMinor } from '@savdo/shared/money';
import type { StockDocument, StockDocumentKind } from '@savdo/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { warehouseApi } from './api.ts';
import { displayDate } from './dates.ts';
import { DOC_SCREENS, type DocScreen } from './doc-kinds.ts';
import { lineSum } from './lines.ts';
import { docKey } from './query-keys.ts';

/** The screen configuration of a kind, for which columns its print shows. */
const pageOf = (kind: StockDocumentKind): DocScreen =>
  Object.values(DOC_SCREENS).find((page) => page.kind === kind) ?? DOC_SCREENS.input;

const lineTotal = (quantity: string, price: string | null): string | null => {
  const sum = lineSum(quantity, price);
  return sum === null ? null : fromMinor(sum);
};

interface Props {
  kind: StockDocumentKind;
  id: number;
  onDone(): void;
}

/**
 * A print-friendly view of a document (header, lines, total, signatures),
 * rendered at the end of <body> and shown only by `@media print`; once the
 * document is loaded it calls `window.print()` and goes away.
 */
export function PrintView({ kind, id, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const doc = useQuery({
    queryKey: docKey(kind, id),
    queryFn: ({ signal }) => warehouseApi.get(kind, id, signal),
  });
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (doc.isError) {
      void message.error(t('warehouse.editor.loadFailed'));
      done.current();
    }
  }, [doc.isError, message, t]);

  useEffect(() => {
    if (!doc.data) return;
    // One frame for the view to be laid out; print() blocks until the dialog closes.
    const frame = requestAnimationFrame(() => {
      window.print();
      done.current();
    });
    return () => cancelAnimationFrame(frame);
  }, [doc.data]);

  if (!doc.data) return null;
  return createPortal(<PrintedDoc doc={doc.data} page={pageOf(kind)} />, document.body);
}

function PrintedDoc({ doc, page }: { doc: StockDocument; page: DocScreen }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const head = (key: string, num = false) => <th className={num ? 'num' : undefined}>{t(key)}</th>;
  return (
    <div className="savdo-print" data-testid="print-view">
      <h1>
        {t('warehouse.editor.title', {
          kind: t(`warehouse.kinds.${doc.kind}`),
          number: documentNumber(doc.branch_prefix, doc.number),
        })}
      </h1>
      <div className="meta">
        <div>
          {t('warehouse.fields.date')}: {displayDate(doc.doc_date)} · {t('warehouse.fields.status')}:{' '}
          {t(`warehouse.status.${doc.status}`)}
        </div>
        {doc.branch_name && (
          <div>
            {t('warehouse.fields.branch')}: {doc.branch_name}
          </div>
        )}
        <div>
          {t(page.toWarehouse ? 'warehouse.fields.fromWarehouse' : 'warehouse.fields.warehouse')}:{' '}
          {doc.warehouse_name}
        </div>
        {page.toWarehouse && (
          <div>
            {t('warehouse.fields.toWarehouse')}: {doc.to_warehouse_name}
          </div>
        )}
        {page.needsSupplier && (
          <div>
            {t('warehouse.fields.supplier')}: {doc.supplier_name}
          </div>
        )}
        {doc.note && (
          <div>
            {t('warehouse.fields.note')}: {doc.note}
          </div>
        )}
      </div>
      <table>
        <thead>
          <tr>
            {head('warehouse.fields.index')}
            {head('warehouse.fields.product')}
            {head(page.counting ? 'warehouse.fields.counted' : 'warehouse.fields.quantity', true)}
            {page.counting && head('warehouse.fields.expected', true)}
            {page.counting && head('warehouse.fields.difference', true)}
            {page.needsPrice && head('warehouse.fields.price', true)}
            {page.needsPrice && head('warehouse.fields.sum', true)}
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            <tr key={line.id}>
              <td>{i + 1}</td>
              <td>{line.product_name}</td>
              <td className="num">{quantity(line.quantity, lang)}</td>
              {page.counting && <td className="num">{quantity(line.expected, lang)}</td>}
              {page.counting && <td className="num">{quantity(line.difference, lang)}</td>}
              {page.needsPrice && <td className="num">{money(line.price, doc.currency, lang)}</td>}
              {page.needsPrice && (
                <td className="num">{money(lineTotal(line.quantity, line.price), doc.currency, lang)}</td>
              )}
            </tr>
          ))}
        </tbody>
        {page.needsPrice && (
          <tfoot>
            <tr>
              <th colSpan={4}>{t('warehouse.fields.total')}</th>
              <th className="num">{money(doc.total, doc.currency, lang)}</th>
            </tr>
          </tfoot>
        )}
      </table>
      <div className="signatures">
        <div>
          {t('warehouse.print.given')} {t('warehouse.print.signature')}
        </div>
        <div>
          {t('warehouse.print.received')} {t('warehouse.print.signature')}
        </div>
      </div>
      <div className="printed">
        {t('warehouse.print.printedAt')}: {dayjs().format('DD.MM.YYYY HH:mm')}
      </div>
    </div>
  );
}
