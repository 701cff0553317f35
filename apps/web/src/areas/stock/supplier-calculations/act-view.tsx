import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../engine/resource-api.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PdfDialog } from '../../../shared/pdf-dialog.tsx';
import { displayDate } from '../warehouse/dates.ts';
import {
  type Act,
  type ActEntry,
  type ActSource,
  type Query,
  SETTLEMENTS_KEY,
  settlementsApi,
} from './api.ts';

interface Props {
  source: ActSource;
  /** The act's query, or null while something it needs is not chosen yet. */
  query: Query | null;
  /** What to say while the query is incomplete. */
  pickKey: string;
}

/** What an entry was: the document kind (or bonus), its number, the move's route and state. */
export function useDescribe() {
  const { t } = useTranslation();
  return (entry: ActEntry) => {
    const kind = t(`supplierCalculations.entryKinds.${entry.kind}`, { defaultValue: entry.kind });
    const number = entry.number ? ` № ${entry.number}` : '';
    const route = entry.from_branch ? ` (${entry.from_branch} → ${entry.to_branch})` : '';
    const status = entry.status ? `, ${t(`supplierCalculations.moveStatus.${entry.status}`)}` : '';
    return `${kind}${number}${route}${status}`;
  };
}

/**
 * A reconciliation act on screen: the balance at the start of the period,
 * each entry with the running balance, the period's turnover and the
 * balance at its end; printed as the server's PDF (shown in a dialog) or
 * exported as .xlsx.
 */
export function ActView({ source, query, pickKey }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const describe = useDescribe();
  const [pdf, setPdf] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);

  const act = useQuery({
    queryKey: [SETTLEMENTS_KEY, source, query],
    queryFn: ({ signal }) => settlementsApi.act(source, query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

  const file = async (format: 'pdf' | 'xlsx') => {
    if (!query) return;
    setBusy(format);
    try {
      const answer = await settlementsApi.actFile(source, format, query);
      if (format === 'pdf') setPdf(URL.createObjectURL(answer.blob));
      else saveFile(answer, `${source}.xlsx`);
    } catch {
      // the main client has shown the error
    } finally {
      setBusy(null);
    }
  };

  if (query === null) return <Alert type="info" showIcon title={t(pickKey)} data-testid="act-pick" />;
  const data: Act | undefined = act.data;
  const currency = data?.currency ?? 'UZS';
  const amount = (value: string) => money(value, currency, lang);
  const rows = (data?.entries ?? []).map((entry, key) => ({ ...entry, key }));
  const columns: TableColumnsType<ActEntry> = [
    {
      key: 'date',
      title: t('supplierCalculations.fields.date'),
      width: 110,
      render: (_, e) => displayDate(e.date),
    },
    { key: 'document', title: t('supplierCalculations.fields.document'), render: (_, e) => describe(e) },
    {
      key: 'debit',
      title: t('supplierCalculations.fields.debit'),
      align: 'right',
      render: (_, e) => amount(e.debit),
    },
    {
      key: 'credit',
      title: t('supplierCalculations.fields.credit'),
      align: 'right',
      render: (_, e) => amount(e.credit),
    },
    {
      key: 'balance',
      title: t('supplierCalculations.fields.balance'),
      align: 'right',
      render: (_, e) => amount(e.balance),
    },
  ];

  return (
    <div data-testid="act-view">
      {act.isError && (
        <Alert
          type="error"
          showIcon
          title={t('supplierCalculations.act.loadFailed')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <Button
          data-testid="act-pdf"
          loading={busy === 'pdf'}
          disabled={!data}
          onClick={() => void file('pdf')}
        >
          {t('supplierCalculations.act.pdf')}
        </Button>
        <Button
          data-testid="act-xlsx"
          loading={busy === 'xlsx'}
          disabled={!data}
          onClick={() => void file('xlsx')}
        >
          {t('supplierCalculations.act.xlsx')}
        </Button>
      </Flex>
      {data && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('supplierCalculations.fields.opening')}>
            <Typography.Text strong data-testid="act-opening">
              {amount(data.opening)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('supplierCalculations.fields.closing')}>
            <Typography.Text strong data-testid="act-closing">
              {amount(data.closing)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('supplierCalculations.fields.debit')}>
            <span data-testid="act-debit">{amount(data.debit)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('supplierCalculations.fields.credit')}>
            <span data-testid="act-credit">{amount(data.credit)}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      <ListTable<ActEntry>
        data-testid="act-table"
        data-loading={act.isFetching || undefined}
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={act.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('supplierCalculations.act.empty') }}
      />
      <PdfDialog
        url={pdf}
        onClose={() => setPdf(null)}
        title={t('supplierCalculations.act.pdfTitle')}
        openLabel={t('supplierCalculations.act.openNew')}
        openTestId="act-pdf-open"
        frameTestId="act-pdf-frame"
      />
    </div>
  );
}
