import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { displayDate } from '../../stock/warehouse/dates.ts';
import { INSTALLATION_KEY, installationApi, type MasterPaymentRow } from './api.ts';
import { MasterSelect } from './master-select.tsx';

// the dialogs load with chunks of their own (the screens' size budget)
const PayDialog = lazy(() => import('./pay-dialog.tsx').then((m) => ({ default: m.PayDialog })));
const ReasonDialog = lazy(() =>
  import('../../sales/contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

/**
 * `/installation-of-products/master-cash-output`: a master's earnings, what
 * was paid and what is owed; paying a master from a cashbox and cancelling a
 * payment; the payments, newest first.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const keys = useMemo(() => formKeys(), []);
  const [masterId, setMasterId] = useState<number | undefined>();
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState<MasterPaymentRow | null>(null);
  const payments = usePagedQuery([INSTALLATION_KEY, 'payments'], installationApi.payments, {
    master_id: masterId,
  });
  const balance = useQuery({
    queryKey: [INSTALLATION_KEY, 'balance', masterId],
    queryFn: ({ signal }) => installationApi.balance(masterId ?? 0, signal),
    enabled: masterId !== undefined,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: [INSTALLATION_KEY] });
  const sum = (v: string) => money(v, 'UZS', lang);
  const columns: TableColumnsType<MasterPaymentRow> = [
    { key: 'date', title: t('installation.fields.date'), render: (_, r) => displayDate(r.date) },
    { key: 'master', title: t('installation.fields.master'), dataIndex: 'master_name' },
    {
      key: 'amount',
      title: t('installation.fields.amount'),
      align: 'right',
      render: (_, r) => sum(r.amount),
    },
    {
      key: 'status',
      title: t('installation.fields.status'),
      render: (_, r) =>
        r.status === 'CANCELED' ? <Tag color="red">{t('installation.messages.canceled')}</Tag> : null,
    },
    { key: 'comment', title: t('installation.fields.comment'), render: (_, r) => r.comment ?? '' },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        r.status === 'APPROVED' &&
        rules.has('master_cash_output.edit') && (
          <Button size="small" danger data-testid="payment-cancel" onClick={() => setCancelling(r)}>
            {t('installation.actions.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="master-payments-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <MasterSelect
          testId="payments-master"
          allowClear
          placeholder={t('installation.fields.master')}
          value={masterId}
          onChange={setMasterId}
        />
        {rules.has('master_cash_output.add') && (
          <Button type="primary" data-testid="payments-pay" onClick={() => setPaying(true)}>
            {t('installation.actions.pay')}
          </Button>
        )}
      </Flex>
      {balance.data && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('installation.fields.earned')}>
            {sum(balance.data.earned)}
          </Descriptions.Item>
          <Descriptions.Item label={t('installation.fields.paid')}>
            {sum(balance.data.paid)}
          </Descriptions.Item>
          <Descriptions.Item label={t('installation.fields.balance')}>
            <Typography.Text strong data-testid="master-balance">
              {sum(balance.data.balance)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      <PagedTable<MasterPaymentRow>
        testId="master-payments-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('installation.messages.noPayments') }}
        {...payments.table}
      />
      <Suspense fallback={null}>
        {paying && (
          <PayDialog
            masterId={masterId}
            onClose={(saved) => {
              setPaying(false);
              if (saved) refresh();
            }}
          />
        )}
        {cancelling && (
          <ReasonDialog
            title={t('installation.actions.cancel')}
            saveLabel={t('installation.actions.cancel')}
            save={(reason) =>
              keys({ id: cancelling.id, reason }, (key) =>
                installationApi.cancelPayment(cancelling.id, reason, key),
              )
            }
            onClose={(saved) => {
              setCancelling(null);
              if (saved) refresh();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
