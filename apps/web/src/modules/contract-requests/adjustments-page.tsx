import { ADJUSTMENT_KINDS, REQUEST_STATUSES } from '@savdo/shared/schemas/contract-requests';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../engine/use-confirm.ts';
import { money } from '../../shared/format.ts';
import { useLanguage } from '../../shared/i18n.ts';
import { OptionSelect } from '../../shared/option-select.tsx';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { formKeys } from '../cashbox/form-key.ts';
import { contractName, shownDate } from '../contract-payments/api.ts';
import {
  type AdjustmentKind,
  type AdjustmentRow,
  type Query,
  REQUESTS_KEY,
  requestsApi,
  STATUS_COLORS,
} from './api.ts';

// the dialog loads with a chunk of its own (the screens' size budget)
const AdjustmentDialog = lazy(() =>
  import('./adjustment-dialog.tsx').then((m) => ({ default: m.AdjustmentDialog })),
);

// the dialog loads with a chunk of its own (the screens' size budget)
const ReasonDialog = lazy(() =>
  import('../contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

/**
 * `/contract/discounts-given` and `/contract/closing-with-cost`: the
 * requests of one kind, asked here and approved (the debt changes then) or
 * rejected with a reason by who holds `.approve`. One page configured by route.
 */
export function AdjustmentsPage() {
  const route = useCurrentRoute();
  const kind: AdjustmentKind = route.name === 'contract-closing-with-cost' ? 'WRITE_OFF' : 'DISCOUNT';
  return <AdjustmentsScreen key={kind} kind={kind} />;
}

function AdjustmentsScreen({ kind }: { kind: AdjustmentKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const confirm = useConfirm();
  const keys = useMemo(() => formKeys(), []);
  const { rule } = ADJUSTMENT_KINDS[kind];
  const [filters, setFilters] = useState<Query>({});
  const [adding, setAdding] = useState(false);
  const [rejecting, setRejecting] = useState<AdjustmentRow | null>(null);
  const { table } = usePagedQuery([REQUESTS_KEY, kind], requestsApi.adjustments(kind), filters);
  const refresh = () => void client.invalidateQueries({ queryKey: [REQUESTS_KEY] });
  const approve = async (row: AdjustmentRow) => {
    if (!(await confirm('payments.requests.approveConfirm', { id: row.id }))) return;
    try {
      await keys({ id: row.id, step: 'approve' }, (key) =>
        requestsApi.decide(kind, row.id, 'approve', undefined, key),
      );
    } catch {
      // the main client showed the error toast
    }
    refresh();
  };
  const columns: TableColumnsType<AdjustmentRow> = [
    { key: 'id', title: t('payments.fields.number'), dataIndex: 'id', width: 70 },
    { key: 'date', title: t('payments.fields.date'), render: (_, r) => shownDate(r.business_date) },
    {
      key: 'contract',
      title: t('payments.fields.contract'),
      render: (_, r) => contractName({ branch_prefix: r.branch_prefix, number: r.contract_number }),
    },
    { key: 'client', title: t('payments.fields.client'), dataIndex: 'client_name' },
    {
      key: 'amount',
      title: t('payments.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, r.currency, lang),
    },
    ...(kind === 'WRITE_OFF'
      ? [{ key: 'item', title: t('payments.fields.costItem'), dataIndex: 'cost_item_name' }]
      : []),
    {
      key: 'rest',
      title: t('payments.fields.rest'),
      align: 'right',
      render: (_, r) => money(r.rest, r.currency, lang),
    },
    { key: 'reason', title: t('payments.fields.reason'), dataIndex: 'reason' },
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
    { key: 'by', title: t('payments.fields.createdBy'), dataIndex: 'created_by_name' },
    { key: 'decided', title: t('payments.fields.decidedBy'), dataIndex: 'decided_by_name' },
    {
      key: 'actions',
      render: (_, r) =>
        r.status === 'CREATED' &&
        rules.has(`${rule}.approve`) && (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => void approve(r)}
              data-testid={`request-approve-${r.id}`}
            >
              {t('payments.requests.approve')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => setRejecting(r)}
              data-testid={`request-reject-${r.id}`}
            >
              {t('payments.requests.reject')}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <section data-testid="adjustments-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has(`${rule}.add`) && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="request-add">
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
        <OptionSelect
          source="branch"
          value={filters.branch_id as number | undefined}
          placeholder={t('payments.fields.branch')}
          style={{ width: 200 }}
          onChange={(branch_id) => setFilters((f) => ({ ...f, branch_id }))}
        />
      </Flex>
      <PagedTable<AdjustmentRow> testId="adjustments-table" rowKey="id" columns={columns} {...table} />
      {adding && (
        <Suspense fallback={null}>
          <AdjustmentDialog
            kind={kind}
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
                requestsApi.decide(kind, rejecting.id, 'reject', reason, key),
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
