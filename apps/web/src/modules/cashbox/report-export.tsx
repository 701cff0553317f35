import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../api/http.ts';
import { saveFile } from '../../engine/resource-api.ts';

interface Props {
  testId: string;
  fileName: string;
  download(): Promise<DownloadedFile>;
}

/** "Export to Excel" of a report: the server builds the .xlsx of what the filters select. */
export function ReportExport({ testId, fileName, download }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await download(), fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} data-testid={testId} onClick={() => void run()}>
      {t('engine.export')}
    </Button>
  );
}
