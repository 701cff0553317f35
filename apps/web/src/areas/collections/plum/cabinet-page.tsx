import type { PlumStatus } from '@savdo/shared/schemas/plum';
import { PLUM_STATUSES } from '@savdo/shared/schemas/plum';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Input,
  Modal,
  message,
  Select,
  Space,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { formatPhone, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PLUM_KEY, type PlumApplicationRow, type PlumSettlementRow, plumApi, type Query } from './api.ts';

const COLORS: Record<PlumStatus, string> = {
  NEW: 'blue',
  ACCEPTED: 'green',
  REFUSED: 'red',
  CANCELLED: 'default',
};

/**
 * `/integrations/plum`: the instalment partner's cabinet — the applications
 * it sent (accept or refuse each new one) and its payouts for accepted ones.
 */
export function PlumCabinetPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [refusing, setRefusing] = useState<PlumApplicationRow | null>(null);
  const [reason, setReason] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: [PLUM_KEY] });
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      refresh();
    } catch {
      // the main client showed the error toast
    }
  };
  const sync = () =>
    run(async () => {
      const { added } = await plumApi.sync();
      void message.success(t('plum.cabinet.synced', { count: added }));
    });
  return (
    <section data-testid="plum-cabinet-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has('cabinet.add') && (
          <Button onClick={() => void sync()} data-testid="plum-sync">
            {t('plum.cabinet.sync')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{t('plum.cabinet.hint')}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'applications',
            label: t('plum.cabinet.applications'),
            children: (
              <>
                <Select
                  allowClear
                  placeholder={t('plum.cabinet.allStatuses')}
                  aria-label={t('plum.cabinet.allStatuses')}
                  style={{ width: 200, marginBottom: 12 }}
                  options={PLUM_STATUSES.map((s) => ({ value: s, label: t(`plum.statuses.${s}`) }))}
                  onChange={(status?: string) => setFilters({ status })}
                />
                <Applications
                  filters={filters}
                  mayDecide={rules.has('cabinet.edit')}
                  onAccept={(r) => void run(() => plumApi.accept(r.id))}
                  onRefuse={(r) => {
                    setReason('');
                    setRefusing(r);
                  }}
                />
              </>
            ),
          },
          { key: 'settlements', label: t('plum.cabinet.settlements'), children: <Settlements /> },
        ]}
      />
      <Modal
        open={refusing !== null}
        title={t('plum.cabinet.refuse')}
        okText={t('plum.cabinet.refuse')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', 'data-testid': 'plum-refuse-save' }}
        onCancel={() => setRefusing(null)}
        onOk={() => {
          const row = refusing;
          setRefusing(null);
          if (row) void run(() => plumApi.refuse(row.id, reason.trim()));
        }}
        destroyOnHidden
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('plum.cabinet.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="plum-refuse-reason"
        />
      </Modal>
    </section>
  );
}

interface ApplicationsProps {
  filters: Query;
  mayDecide: boolean;
  onAccept(row: PlumApplicationRow): void;
  onRefuse(row: PlumApplicationRow): void;
}

function Applications({ filters, mayDecide, onAccept, onRefuse }: ApplicationsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { table } = usePagedQuery([PLUM_KEY, 'applications'], plumApi.applications, filters);
  const f = (key: string) => t(`plum.fields.${key}`);
  const columns: TableColumnsType<PlumApplicationRow> = [
    { key: 'number', title: f('number'), dataIndex: 'external_id' },
    {
      key: 'received',
      title: f('received'),
      render: (_, r) => dayjs(r.received_at).format('DD.MM.YYYY HH:mm'),
    },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'pinfl', title: f('pinfl'), dataIndex: 'pinfl' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    {
      key: 'items',
      title: f('items'),
      render: (_, r) => r.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
    },
    { key: 'total', title: f('total'), align: 'right', render: (_, r) => money(r.total, 'UZS', lang) },
    { key: 'months', title: f('months'), dataIndex: 'months', align: 'right' },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={COLORS[r.status]}>{t(`plum.statuses.${r.status}`)}</Tag>
          {r.refuse_reason && <Typography.Text type="secondary">{r.refuse_reason}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'decided', title: f('decided'), dataIndex: 'decided_by_name' },
    {
      key: 'actions',
      render: (_, r) =>
        mayDecide &&
        r.status === 'NEW' && (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => onAccept(r)}
              data-testid={`plum-accept-${r.id}`}
            >
              {t('plum.cabinet.accept')}
            </Button>
            <Button size="small" danger onClick={() => onRefuse(r)} data-testid={`plum-refuse-${r.id}`}>
              {t('plum.cabinet.refuse')}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <PagedTable<PlumApplicationRow>
      testId="plum-applications"
      rowKey="id"
      columns={columns}
      locale={{ emptyText: t('plum.cabinet.empty') }}
      {...table}
    />
  );
}

function Settlements() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { table } = usePagedQuery([PLUM_KEY, 'settlements'], plumApi.settlements, {});
  const f = (key: string) => t(`plum.fields.${key}`);
  const uzs = (v: string) => money(v, 'UZS', lang);
  const columns: TableColumnsType<PlumSettlementRow> = [
    { key: 'number', title: f('number'), dataIndex: 'external_id' },
    { key: 'paidOn', title: f('paidOn'), render: (_, r) => dayjs(r.paid_on).format('DD.MM.YYYY') },
    { key: 'apps', title: f('applicationsOf'), render: (_, r) => r.application_ids.join(', ') },
    { key: 'amount', title: f('amount'), align: 'right', render: (_, r) => uzs(r.amount) },
    { key: 'fee', title: f('fee'), align: 'right', render: (_, r) => uzs(r.fee) },
    { key: 'paid', title: f('paid'), align: 'right', render: (_, r) => <b>{uzs(r.paid)}</b> },
  ];
  return (
    <PagedTable<PlumSettlementRow>
      testId="plum-settlements"
      rowKey="id"
      columns={columns}
      locale={{ emptyText: t('plum.cabinet.noSettlements') }}
      {...table}
    />
  );
}
