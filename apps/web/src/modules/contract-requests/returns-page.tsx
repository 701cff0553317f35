import { REQUEST_STATUSES } from '@savdo/shared/schemas/contract-requests';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../engine/use-confirm.ts';
import { money, quantity } from '../../shared/format.ts';
import { useLanguage } from '../../shared/i18n.ts';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { formKeys } from '../cashbox/form-key.ts';
import { contractName, shownDate } from '../contract-payments/api.ts';
import { type ContractReturnRow, type Query, REQUESTS_KEY, requestsApi, STATUS_COLORS } from './api.ts';

// the dialog loads with a chunk of its own (the screens' size budget)
const ReturnDialog = lazy(() => import('./return-dialog.tsx').then((m) => ({ default: m.ReturnDialog })));

// the dialog loads with a chunk of its own (the screens' size budget)
const ReasonDialog = lazy(() =>
  import('../contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

/**
 * `/contract/return-products`: goods of contracts coming back, asked here
 * and approved (stock, debt and refund move then) or rejected with a reason.
 */
export function ReturnsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const confirm = useConfirm();
  const keys = useMemo(() => formKeys(), []);
  const [filters, setFilters] = useState<Query>({});
  const [adding, setAdding] = useState(false);
  const [rejecting, setRejecting] = useState<ContractReturnRow | null>(null);
  const { table } = usePagedQuery([REQUESTS_KEY, 'returns'], requestsApi.returns, filters);
  const refresh = () => void client.invalidateQueries({ queryKey: [REQUESTS_KEY] });
  const approve = async (row: ContractReturnRow) => {
    if (!(await confirm('payments.requests.approveConfirm', { id: row.id }))) return;
    try {
      await keys({ id: row.id, step: 'approve' }, (key) =>
        requestsApi.decideReturn(row.id, 'approve', undefined, key),
      );
    } catch {
      // the main client showed the error toast
    }
    refresh();
  };
  const columns: TableColumnsType<ContractReturnRow> = [
    { key: 'id', title: t('payments.fields.number'), dataIndex: 'id', width: 70 },
    { key: 'date', title: t('payments.fields.date'), render: (_, r) => shownDate(r.business_date) },
    {
      key: 'contract',
      title: t('payments.fields.contract'),
      render: (_, r) => contractName({ branch_prefix: r.branch_prefix, number: r.contract_number }),
    },
    { key: 'client', title: t('payments.fields.client'), dataIndex: 'client_name' },
    {
      key: 'items',
      title: t('payments.requests.items'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.items.map((i) => (
            <span
              key={i.contract_item_id}
            >{`${i.product_name ?? i.product_id} × ${quantity(i.quantity, lang)}`}</span>
          ))}
        </Space>
      ),
    },
    { key: 'warehouse', title: t('payments.fields.warehouse'), dataIndex: 'warehouse_name' },
    { key: 'reason', title: t('payments.fields.reason'), dataIndex: 'reason_name' },
    {
      key: 'refundTo',
      title: t('payments.fields.refundTo'),
      render: (_, r) => t(`payments.refundTargets.${r.refund_to}`),
    },
    {
      key: 'debt',
      title: t('payments.fields.debtReduction'),
      align: 'right',
      render: (_, r) => money(r.debt_reduction, r.currency, lang),
    },
    {
      key: 'refund',
      title: t('payments.fields.refund'),
      align: 'right',
      render: (_, r) => money(r.refund, r.currency, lang),
    },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[r.status]}>{t(`payments.requestStatuses.${r.status}`)}</Tag>
          {r.decision_reason && <Typography.Text type="secondary">{r.decision_reason}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'actions',
      render: (_, r) =>
        r.status === 'CREATED' &&
        rules.has('contract_product_return.approve') && (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => void approve(r)}
              data-testid={`return-approve-${r.id}`}
            >
              {t('payments.requests.approve')}
            </Button>
            <Button size="small" danger onClick={() => setRejecting(r)}>
              {t('payments.requests.reject')}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <section data-testid="returns-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has('contract_product_return.add') && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="return-add">
            {t('payments.requests.add')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('payments.fields.status')}
          style={{ width: 160 }}
          options={REQUEST_STATUSES.map((v) => ({ value: v, label: t(`payments.requestStatuses.${v}`) }))}
          onChange={(status?: string) => setFilters((f) => ({ ...f, status }))}
        />
      </Flex>
      <PagedTable<ContractReturnRow> testId="returns-table" rowKey="id" columns={columns} {...table} />
      {adding && (
        <Suspense fallback={null}>
          <ReturnDialog
            onClose={(saved) => {
              setAdding(false);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={t('payments.requests.rejectTitle', { id: rejecting.id })}
            saveLabel={t('payments.requests.reject')}
            save={(reason) =>
              keys({ id: rejecting.id, reason }, (key) =>
                requestsApi.decideReturn(rejecting.id, 'reject', reason, key),
              )
            }
            onClose={(saved) => {
              setRejecting(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
