import { REQUEST_STATUSES, type RequestStatus } from '@savdo/shared/schemas/contract-requests';
import { useQueryClient } from '@tanstack/react-query';
import { Select, Space, type TableColumnType, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { decisionColumn } from '../../../shared/columns.tsx';
import { REQUESTS_KEY, STATUS_COLORS } from './api.ts';

// the dialog loads with a chunk of its own (the screens' size budget)
const ReasonDialog = lazy(() =>
  import('../contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

interface RequestRow {
  id: number;
  status: RequestStatus;
  decision_reason: string | null;
}

type Decide = (
  id: number,
  step: 'approve' | 'reject',
  reason: string | undefined,
  idempotencyKey: string,
) => Promise<unknown>;

/**
 * Deciding the requests of a list: the approve / reject column (for who holds
 * `<rule>.approve`, on CREATED rows), approving after a confirm, rejecting
 * with a reason in a dialog; the lists are read again after each.
 */
export function useRequestDecisions<T extends RequestRow>(decide: Decide, rule: string, testId: string) {
  const { t } = useTranslation();
  const rules = useRules();
  const client = useQueryClient();
  const confirm = useConfirm();
  const keys = useMemo(() => formKeys(), []);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: [REQUESTS_KEY] });
  const approve = async (row: T) => {
    if (!(await confirm('payments.requests.approveConfirm', { id: row.id }))) return;
    try {
      await keys({ id: row.id, step: 'approve' }, (key) => decide(row.id, 'approve', undefined, key));
    } catch {
      // the main client showed the error toast
    }
    refresh();
  };
  const column = decisionColumn<T>({
    may: (r) => r.status === 'CREATED' && rules.has(`${rule}.approve`),
    approveLabel: t('payments.requests.approve'),
    rejectLabel: t('payments.requests.reject'),
    onApprove: (r) => void approve(r),
    onReject: setRejecting,
    testId,
  });
  const dialog: ReactNode = rejecting && (
    <Suspense fallback={null}>
      <ReasonDialog
        title={t('payments.requests.rejectTitle', { id: rejecting.id })}
        saveLabel={t('payments.requests.reject')}
        save={(reason) =>
          keys({ id: rejecting.id, reason }, (key) => decide(rejecting.id, 'reject', reason, key))
        }
        onClose={(saved) => {
          setRejecting(null);
          if (saved) refresh();
        }}
      />
    </Suspense>
  );
  return { column, dialog, refresh };
}

/** A request's status, with the reason it was rejected for under it. */
export function requestStatusColumn<T extends RequestRow>(t: (key: string) => string): TableColumnType<T> {
  return {
    key: 'status',
    title: t('payments.fields.status'),
    render: (_, r) => (
      <Space direction="vertical" size={0}>
        <Tag color={STATUS_COLORS[r.status]}>{t(`payments.requestStatuses.${r.status}`)}</Tag>
        {r.decision_reason && <Typography.Text type="secondary">{r.decision_reason}</Typography.Text>}
      </Space>
    ),
  };
}

/** The filter of a request list by status. */
export function StatusFilter({ onChange }: { onChange(status?: string): void }) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      placeholder={t('payments.fields.status')}
      aria-label={t('payments.fields.status')}
      style={{ width: 160 }}
      options={REQUEST_STATUSES.map((v) => ({ value: v, label: t(`payments.requestStatuses.${v}`) }))}
      onChange={onChange}
    />
  );
}
