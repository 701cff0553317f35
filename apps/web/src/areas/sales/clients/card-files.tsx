import {
  CLIENT_FILE_KINDS,
  CLIENT_FILE_MAX_BYTES,
  CLIENT_FILE_TYPES,
  type ClientFileKind,
} from '@savdo/shared/schemas/clients-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Select, type TableColumnsType, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { CLIENTS_KEY, type ClientFileRow, clientsApi, shownTime } from './api.ts';

const ACCEPT = CLIENT_FILE_TYPES.join(',');

/** Saves a blob as a file in the browser. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The card's scans: upload (kind, photo or PDF up to 10 MB), preview, download and delete. */
export function CardFiles({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [kind, setKind] = useState<ClientFileKind>('PASSPORT');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const files = useQuery({
    queryKey: [CLIENTS_KEY, 'files', clientId],
    queryFn: ({ signal }) => clientsApi.files(clientId, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [CLIENTS_KEY] });

  const upload = async (file: File) => {
    if (!(CLIENT_FILE_TYPES as readonly string[]).includes(file.type)) {
      message.error(t('clients.files.wrongType'));
      return;
    }
    if (file.size > CLIENT_FILE_MAX_BYTES) {
      message.error(t('clients.files.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      await clientsApi.upload(clientId, kind, file);
    } catch {
      // the main client showed the error toast
    } finally {
      setUploading(false);
    }
    await refresh();
  };

  const open = async (row: ClientFileRow, download: boolean) => {
    try {
      const { blob } = await clientsApi.fileBlob(clientId, row.id, download);
      if (download) saveBlob(blob, row.original_name);
      else {
        // a photo or a PDF opens in a tab of its own, shown by the browser
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch {
      // the main client showed the error toast
    }
  };

  const remove = async (row: ClientFileRow) => {
    if (!(await confirm('clients.files.confirmDelete', { name: row.original_name }))) return;
    try {
      await clientsApi.deleteFile(clientId, row.id);
    } catch {
      // the main client showed the error toast
    }
    await refresh();
  };

  const columns: TableColumnsType<ClientFileRow> = [
    { key: 'kind', title: t('clients.files.kind'), render: (_, r) => t(`clients.files.kinds.${r.kind}`) },
    { key: 'name', title: t('clients.files.name'), dataIndex: 'original_name' },
    {
      key: 'size',
      title: t('clients.files.size'),
      align: 'right',
      render: (_, r) => t('clients.files.kb', { n: Math.max(1, Math.round(r.size / 1024)) }),
    },
    { key: 'by', title: t('clients.files.uploadedBy'), dataIndex: 'created_by_name' },
    { key: 'at', title: t('clients.files.uploadedAt'), render: (_, r) => shownTime(r.created_at) },
    {
      key: 'actions',
      render: (_, r) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => void open(r, false)} data-testid={`file-preview-${r.id}`}>
            {t('clients.files.preview')}
          </Button>
          <Button size="small" onClick={() => void open(r, true)} data-testid={`file-download-${r.id}`}>
            {t('clients.files.download')}
          </Button>
          {rules.has('client.attach') && (
            <Button size="small" danger onClick={() => void remove(r)} data-testid={`file-delete-${r.id}`}>
              {t('clients.files.delete')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <section data-testid="client-files">
      {rules.has('client.attach') && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
          <Select<ClientFileKind>
            value={kind}
            onChange={setKind}
            options={CLIENT_FILE_KINDS.map((k) => ({ value: k, label: t(`clients.files.kinds.${k}`) }))}
            style={{ width: 200 }}
            data-testid="file-kind"
          />
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="file-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button
            type="primary"
            loading={uploading}
            onClick={() => picker.current?.click()}
            data-testid="file-upload"
          >
            {t('clients.files.upload')}
          </Button>
          <Typography.Text type="secondary">{t('clients.files.hint')}</Typography.Text>
        </Flex>
      )}
      <ListTable<ClientFileRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={files.data ?? []}
        loading={files.isFetching}
        pagination={false}
        data-testid="files-table"
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clients.files.empty')} />,
        }}
      />
    </section>
  );
}
