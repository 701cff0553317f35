import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfDialog } from '../../../shared/pdf-dialog.tsx';
import { pricingApi } from './api.ts';
import { printQuery } from './helpers.ts';

/**
 * Prints price tags: the PDF is fetched with the token (the client's
 * download helper) and shown from a blob URL in a dialog, with a link to
 * open it in a window of its own (where the browser's print button is).
 */
export function usePriceTagPdf() {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const print = useCallback(async (ids: readonly number[], templateId?: number) => {
    if (ids.length === 0) return;
    setBusy(true);
    try {
      const file = await pricingApi.printTags(printQuery(ids, templateId));
      setUrl(URL.createObjectURL(file.blob));
    } catch {
      // the main client has shown the error
    } finally {
      setBusy(false);
    }
  }, []);

  return { url, busy, print, close: () => setUrl(null) };
}

/** The price tags' PDF in a dialog. */
export function PdfViewer({ url, onClose }: { url: string | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <PdfDialog
      url={url}
      onClose={onClose}
      title={t('pricing.print.title')}
      openLabel={t('pricing.print.openNew')}
      openTestId="price-tags-open"
      frameTestId="price-tags-pdf"
    />
  );
}
