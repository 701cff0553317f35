import { SMS_KINDS, SMS_STATUSES, type SmsStatus } from '@savdo/shared/sms';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { formatPhone } from '../../../shared/format.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { type Query, SMS_KEY, type SmsMessageRow, smsApi } from './api.ts';

const PER_PAGE = 20;
const COLORS: Record<SmsStatus, string> = {
  WAITING: 'default',
  SENDING: 'processing',
  DONE: 'success',
  REFUSED: 'error',
};
const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('ru-RU', { timeZone: 'Asia/Tashkent' }) : '';

/** The messages, newest first, filtered by status, kind, date and phone; a refused one is resent. */
export function MessageList({ mayResend }: { mayResend: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState(1);
  const set = (patch: Query) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = { ...filters, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: [SMS_KEY, 'messages', query],
    queryFn: ({ signal }) => smsApi.messages(query, signal),
    placeholderData: keepPreviousData,
    // while a message is on its way, its status is asked again every few seconds
    refetchInterval: (q) =>
      (q.state.data ?? []).some((m) => m.status === 'WAITING' || m.status === 'SENDING') ? 3000 : false,
  });
  const resend = async (id: number) => {
    try {
      await smsApi.resend(id);
      await client.invalidateQueries({ queryKey: [SMS_KEY, 'messages'] });
    } catch {
      // the main client showed the error
    }
  };
  const columns: TableColumnsType<SmsMessageRow> = [
    { key: 'created', title: t('sms.fields.createdAt'), render: (_, r) => time(r.created_at) },
    { key: 'phone', title: t('sms.fields.phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'client', title: t('sms.fields.client'), dataIndex: 'client_name' },
    { key: 'contract', title: t('sms.fields.contract'), dataIndex: 'contract_number' },
    { key: 'kind', title: t('sms.fields.kind'), render: (_, r) => t(`sms.kinds.${r.kind}`) },
    {
      key: 'status',
      title: t('sms.fields.status'),
      render: (_, r) => (
        <Tag color={COLORS[r.status]} data-testid={`sms-status-${r.id}`}>
          {t(`sms.statuses.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'text',
      title: t('sms.fields.text'),
      render: (_, r) => (
        <Typography.Text style={{ maxWidth: 360 }} ellipsis={{ tooltip: r.text }}>
          {r.text}
        </Typography.Text>
      ),
    },
    { key: 'attempts', title: t('sms.fields.attempts'), dataIndex: 'attempts', align: 'right' },
    { key: 'error', title: t('sms.fields.error'), render: (_, r) => r.last_error ?? '' },
    { key: 'by', title: t('sms.fields.createdBy'), dataIndex: 'created_by_name' },
    {
      key: 'actions',
      render: (_, r) =>
        mayResend && r.status === 'REFUSED' ? (
          <Button size="small" onClick={() => void resend(r.id)}>
            {t('sms.actions.resend')}
          </Button>
        ) : null,
    },
  ];
  const rows = list.data ?? [];
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('sms.fields.status')}
          aria-label={t('sms.fields.status')}
          style={{ width: 160 }}
          onChange={(v?: string) => set({ status: v })}
          options={SMS_STATUSES.map((s) => ({ value: s, label: t(`sms.statuses.${s}`) }))}
        />
        <Select
          allowClear
          placeholder={t('sms.fields.kind')}
          aria-label={t('sms.fields.kind')}
          style={{ width: 160 }}
          onChange={(v?: string) => set({ kind: v })}
          options={SMS_KINDS.map((k) => ({ value: k, label: t(`sms.kinds.${k}`) }))}
        />
        <DateField
          placeholder={t('sms.fields.dateFrom')}
          width={160}
          allowClear
          value={filters.date_from}
          onChange={(date_from) => set({ date_from })}
        />
        <DateField
          placeholder={t('sms.fields.dateTo')}
          width={160}
          allowClear
          value={filters.date_to}
          onChange={(date_to) => set({ date_to })}
        />
        <Input.Search
          allowClear
          placeholder={t('sms.fields.phone')}
          style={{ width: 200 }}
          onSearch={(v) => set({ phone: v.replace(/\D/g, '') || undefined })}
        />
        <Button data-testid="sms-refresh" onClick={() => void list.refetch()}>
          {t('sms.actions.refresh')}
        </Button>
      </Flex>
      {list.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      <ListTable<SmsMessageRow>
        data-testid="sms-messages"
        size="small"
        rowKey="id"
        loading={list.isFetching && !list.data}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('lists.list.empty') }}
      />
      <Pager page={page} hasNext={rows.length === PER_PAGE} onChange={setPage} />
    </>
  );
}
