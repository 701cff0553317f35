import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../../api/http.ts';

// the PDF viewer loads with a chunk of its own (the screens' size budget)
const PdfDialog = lazy(() =>
  import('../../../shared/pdf-dialog.tsx').then((m) => ({ default: m.PdfDialog })),
);

/**
 * A printed cash order shown in a dialog: `open(download)` fetches the PDF
 * (the main client shows a refusal) and `view` is the dialog to render
 * while one is open; the object URL is released when it closes.
 */
export function usePdfView(): {
  open(download: () => Promise<DownloadedFile>): Promise<void>;
  view: ReactNode;
} {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const open = useCallback(async (download: () => Promise<DownloadedFile>) => {
    try {
      setUrl(URL.createObjectURL((await download()).blob));
    } catch {
      // the main client has shown the error
    }
  }, []);
  const view = url && (
    <Suspense fallback={null}>
      <PdfDialog
        url={url}
        onClose={() => setUrl(null)}
        title={t('money.operations.pdfTitle')}
        openLabel={t('money.operations.openNew')}
        openTestId="cash-order-pdf-open"
        frameTestId="cash-order-pdf-frame"
      />
    </Suspense>
  );
  return { open, view };
}
