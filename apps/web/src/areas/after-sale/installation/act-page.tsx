import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { saveFile } from '../../../engine/resource-api.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { usePdfView } from '../../cash/cash-desk/use-pdf-view.tsx';
import { useActParams } from '../../stock/supplier-calculations/act-screen.tsx';
import { idOf } from '../../stock/supplier-calculations/period.ts';
import { displayDate } from '../../stock/warehouse/dates.ts';
import { type Act, INSTALLATION_KEY, installationApi } from './api.ts';
import { MasterSelect } from './master-select.tsx';

type Entry = Act['entries'][number];

/**
 * `/installation-of-products/reconciliation-act`: a master and a period (in
 * the address bar) → what was owed at the start, each job (and where its
 * earning came from) and payment with the running balance, what is owed at the end; PDF and .xlsx from the server.
 */
export function ActPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const pdf = usePdfView();
  const [busy, setBusy] = useState(false);
  const { params, change, period } = useActParams();
  const masterId = idOf(params, 'master_id');
  const query = masterId ? { master_id: masterId, ...period } : null;
  const act = useQuery({
    queryKey: [INSTALLATION_KEY, 'act', query],
    queryFn: ({ signal }) => installationApi.act(query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const sum = (v: string) => money(v, 'UZS', lang);
  const xlsx = async () => {
    if (!query) return;
    setBusy(true);
    try {
      saveFile(await installationApi.actFile('xlsx', query), 'master-act.xlsx');
    } catch {
      // the main client has shown the error
    } finally {
      setBusy(false);
    }
  };
  const columns: TableColumnsType<Entry> = [
    { key: 'date', title: t('installation.fields.date'), width: 110, render: (_, e) => displayDate(e.date) },
    {
      key: 'document',
      title: t('installation.act.document'),
      render: (_, e) => `${t(`installation.entryKinds.${e.kind}`)}${e.number ? ` № ${e.number}` : ''}`,
    },
    {
      key: 'earningSource',
      title: t('installation.fields.earningSource'),
      render: (_, e) =>
        e.earning_source ? (
          <span data-testid="act-earning-source">{t(`installation.earningSources.${e.earning_source}`)}</span>
        ) : null,
    },
    { key: 'debit', title: t('installation.act.debit'), align: 'right', render: (_, e) => sum(e.debit) },
    { key: 'credit', title: t('installation.act.credit'), align: 'right', render: (_, e) => sum(e.credit) },
    {
      key: 'balance',
      title: t('installation.fields.balance'),
      align: 'right',
      render: (_, e) => sum(e.balance),
    },
  ];
  const data = act.data;
  return (
    <section data-testid="master-act-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <MasterSelect
          testId="act-master"
          placeholder={t('installation.fields.master')}
          value={masterId}
          onChange={(id) => change({ master_id: id })}
        />
        <PeriodField
          testId="act-period"
          from={period.date_from}
          to={period.date_to}
          onChange={(from, to) => change({ date_from: from, date_to: to })}
        />
        <Button
          data-testid="act-pdf"
          disabled={!data}
          onClick={() => query && void pdf.open(() => installationApi.actFile('pdf', query))}
        >
          {t('installation.actions.pdf')}
        </Button>
        <Button data-testid="act-xlsx" disabled={!data} loading={busy} onClick={() => void xlsx()}>
          {t('installation.actions.xlsx')}
        </Button>
      </Flex>
      {query === null && (
        <Alert type="info" showIcon title={t('installation.messages.pickMaster')} data-testid="act-pick" />
      )}
      {act.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {query !== null && data && (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('installation.act.opening')}>
              <Typography.Text strong data-testid="act-opening">
                {sum(data.opening)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('installation.act.closing')}>
              <Typography.Text strong data-testid="act-closing">
                {sum(data.closing)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('installation.act.debit')}>{sum(data.debit)}</Descriptions.Item>
            <Descriptions.Item label={t('installation.act.credit')}>{sum(data.credit)}</Descriptions.Item>
          </Descriptions>
          <ListTable<Entry>
            data-testid="act-table"
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            columns={columns}
            dataSource={data.entries}
            locale={{ emptyText: t('installation.messages.noEntries') }}
          />
        </>
      )}
      {pdf.view}
    </section>
  );
}
