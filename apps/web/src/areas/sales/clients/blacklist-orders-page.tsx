import {
  BLACKLIST_ACTIONS,
  BLACKLIST_ORDER_STATUSES,
  type BlacklistAction,
  type BlacklistOrderStatus,
} from '@savdo/shared/schemas/clients-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { decisionColumn } from '../../../shared/columns.tsx';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type BlacklistOrderRow, CLIENTS_KEY, clientsApi, shownTime } from './api.ts';

const OrderDialog = lazy(() =>
  import('./blacklist-order-dialog.tsx').then((m) => ({ default: m.BlacklistOrderDialog })),
);
const DecisionDialog = lazy(() =>
  import('./blacklist-decision-dialog.tsx').then((m) => ({ default: m.BlacklistDecisionDialog })),
);

const STATUS_COLORS: Record<BlacklistOrderStatus, string> = {
  CREATED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
};

/**
 * /client/blacklist-orders: requests to put a person on the blacklist or take
 * them off, CREATED → APPROVED (the list changes) or REJECTED.
 */
export function BlacklistOrdersPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const client = useQueryClient();
  const [status, setStatus] = useState<BlacklistOrderStatus | undefined>();
  const [action, setAction] = useState<BlacklistAction | undefined>();
  const [creating, setCreating] = useState(false);
  const [deciding, setDeciding] = useState<{ order: BlacklistOrderRow; approve: boolean } | null>(null);
  const { table } = usePagedQuery([CLIENTS_KEY, 'blacklist-orders'], clientsApi.blacklistOrders, {
    status,
    action,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [CLIENTS_KEY] });
  const mayDecide = rules.has('black_list_order.approve');

  const columns: TableColumnsType<BlacklistOrderRow> = [
    { key: 'id', title: t('clients.fields.id'), dataIndex: 'id', width: 70 },
    {
      key: 'action',
      title: t('clients.blacklist.action'),
      render: (_, r) => (
        <Tag color={r.action === 'ADD' ? 'volcano' : 'geekblue'}>
          {t(`clients.blacklist.actions.${r.action}`)}
        </Tag>
      ),
    },
    { key: 'person', title: t('clients.blacklist.person'), dataIndex: 'full_name' },
    { key: 'pinfl', title: t('clients.fields.pinfl'), dataIndex: 'pinfl' },
    { key: 'passport', title: t('clients.fields.passport'), dataIndex: 'passport' },
    { key: 'reason', title: t('clients.blacklist.reason'), dataIndex: 'reason', width: 280 },
    {
      key: 'status',
      title: t('clients.blacklist.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`blacklist-status-${r.id}`}>
          {t(`clients.blacklist.statuses.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'created',
      title: t('clients.blacklist.createdBy'),
      render: (_, r) => `${r.created_by_name ?? '—'} · ${shownTime(r.created_at)}`,
    },
    {
      key: 'decided',
      title: t('clients.blacklist.decidedBy'),
      render: (_, r) =>
        r.decided_at
          ? `${r.decided_by_name ?? '—'} · ${shownTime(r.decided_at)}${r.decision_comment ? ` · ${r.decision_comment}` : ''}`
          : '',
    },
    decisionColumn<BlacklistOrderRow>({
      may: (r) => mayDecide && r.status === 'CREATED',
      approveLabel: t('clients.blacklist.approve'),
      rejectLabel: t('clients.blacklist.reject'),
      onApprove: (order) => setDeciding({ order, approve: true }),
      onReject: (order) => setDeciding({ order, approve: false }),
      testId: 'blacklist',
      column: { fixed: 'right', width: 200 },
    }),
  ];

  return (
    <section data-testid="blacklist-orders-page">
      <ScreenTitle>
        {rules.has('black_list_order.add') && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="blacklist-add">
            {t('clients.blacklist.add')}
          </Button>
        )}
      </ScreenTitle>
      <Typography.Paragraph type="secondary">{t('clients.blacklist.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={status}
          onChange={(value?: BlacklistOrderStatus) => setStatus(value)}
          placeholder={t('clients.blacklist.status')}
          aria-label={t('clients.blacklist.status')}
          options={BLACKLIST_ORDER_STATUSES.map((s) => ({
            value: s,
            label: t(`clients.blacklist.statuses.${s}`),
          }))}
          style={{ width: 180 }}
          data-testid="blacklist-filter-status"
        />
        <Select
          allowClear
          value={action}
          onChange={(value?: BlacklistAction) => setAction(value)}
          placeholder={t('clients.blacklist.action')}
          aria-label={t('clients.blacklist.action')}
          options={BLACKLIST_ACTIONS.map((a) => ({ value: a, label: t(`clients.blacklist.actions.${a}`) }))}
          style={{ width: 180 }}
          data-testid="blacklist-filter-action"
        />
      </Flex>
      <PagedTable<BlacklistOrderRow>
        testId="blacklist-orders-table"
        rowKey="id"
        columns={columns}
        {...table}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                status || action ? 'clients.blacklist.emptyFiltered' : 'clients.blacklist.empty',
              )}
            />
          ),
        }}
      />
      <Suspense fallback={null}>
        {creating && (
          <OrderDialog
            onClose={(saved) => {
              setCreating(false);
              if (saved) void refresh();
            }}
          />
        )}
        {deciding && (
          <DecisionDialog
            order={deciding.order}
            approve={deciding.approve}
            onClose={(saved) => {
              setDeciding(null);
              if (saved) void refresh();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
