import { documentNumber } from '@savdo/shared/documents';
import type { HandoverStep, InvoiceStep, OutputInvoiceRow } from '@savdo/shared/schemas/release';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { RELEASE_KEY, releaseApi } from './api.ts';
import type { RowActions } from './columns.tsx';
import { useApproveInvoice } from './use-approve.tsx';

// the PDF viewer, the invoice drawer and the delivery dialog load with chunks of their own
const PdfDialog = lazy(() =>
  import('../../../shared/pdf-dialog.tsx').then((m) => ({ default: m.PdfDialog })),
);
const InvoiceDrawer = lazy(() => import('./invoice-drawer.tsx').then((m) => ({ default: m.InvoiceDrawer })));
const DeliveryDialog = lazy(() =>
  import('./delivery-dialog.tsx').then((m) => ({ default: m.DeliveryDialog })),
);

/**
 * What every invoice list does with a row: open it in a drawer, take a step
 * of it or of its hand-over (each asked for confirmation), print it (the PDF
 * in a dialog), edit a delivery. Every change refreshes the release queries.
 * `view` renders whatever is open.
 */
export function useReleaseActions(): { actions: RowActions; view: ReactNode } {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const approveInvoice = useApproveInvoice();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<OutputInvoiceRow | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  // a step of a row keeps its Idempotency-Key while it is the same step of the same version
  const keys = useMemo(() => formKeys(), []);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [RELEASE_KEY] }),
    [queryClient],
  );
  const run = useCallback(
    async (row: OutputInvoiceRow, key: string, act: () => Promise<unknown>) => {
      const number = documentNumber(row.branch_prefix, row.number);
      if (!(await confirm(`release.confirm.${key}`, { number }))) return;
      try {
        await act();
      } catch {
        // the main client showed the refusal
      } finally {
        await refresh();
      }
    },
    [confirm, refresh],
  );

  const actions = useMemo<RowActions>(
    () => ({
      onOpen: (row) => setOpen(row.id),
      onStep: (row, step: InvoiceStep) =>
        void run(row, step, () =>
          keys({ id: row.id, step, version: row.version }, (key) =>
            // an approval short of stock asks whether to go below zero (who may)
            step === 'approve'
              ? approveInvoice(row.id, row.version, key)
              : releaseApi.step(row.id, step, row.version, key),
          ),
        ),
      onHandover: (row, step: HandoverStep) =>
        void run(row, step, () =>
          keys({ id: row.id, step, version: row.version }, (key) =>
            releaseApi.handover(row.id, step, row.version, key),
          ),
        ),
      onPrint: (row) =>
        void releaseApi
          .print(row.id)
          .then((file) => setPdf(URL.createObjectURL(file.blob)))
          .catch(() => undefined),
      onEdit: (row) => setEditing(row),
    }),
    [run, keys, approveInvoice],
  );

  const view = (
    <Suspense fallback={null}>
      {open !== null && <InvoiceDrawer id={open} actions={actions} onClose={() => setOpen(null)} />}
      {editing && (
        <DeliveryDialog
          row={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
      {pdf && (
        <PdfDialog
          url={pdf}
          onClose={() => setPdf(null)}
          title={t('release.pdfTitle')}
          openLabel={t('release.openPdf')}
          openTestId="invoice-pdf-open"
          frameTestId="invoice-pdf-frame"
        />
      )}
    </Suspense>
  );
  return { actions, view };
}
