import { Button, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../../api/http.ts';
import { saveFile } from '../../../engine/resource-api.ts';

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

/** A report's heading: its title, and its buttons (export, add) on the right. */
export function TitleBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
