import type { DistributionLine, DistributionPayment } from '@savdo/shared/schemas/investors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { formatDate, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { INVESTORS_KEY, investorsApi } from './api.ts';

const DistributionDialog = lazy(() =>
  import('./distribution-dialog.tsx').then((m) => ({ default: m.DistributionDialog })),
);
const PayDialog = lazy(() => import('./pay-dialog.tsx').then((m) => ({ default: m.PayDialog })));
const PdfDialog = lazy(() =>
  import('../../../shared/pdf-dialog.tsx').then((m) => ({ default: m.PdfDialog })),
);

/** A distribution opened: its header, its lines (pay each while approved), its payments; edit, approve, print. */
export function DistributionView({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState<DistributionLine | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);
  const detail = useQuery({
    queryKey: [INVESTORS_KEY, 'detail', id],
    queryFn: ({ signal }) => investorsApi.read(id, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [INVESTORS_KEY] });
  const d = detail.data;
  const approve = async () => {
    if (!(await confirm('investors.approveConfirm'))) return;
    await investorsApi.approve(id).catch(() => undefined);
    await refresh();
  };
  const print = async () => {
    try {
      setPdf(URL.createObjectURL((await investorsApi.print(id)).blob));
    } catch {
      // the main client has shown the error
    }
  };
  const mayPay =
    d?.status === 'APPROVED' && rules.has('investor_output.add') && rules.has('investor_output.approve');
  const lineColumns: TableColumnsType<DistributionLine> = [
    { key: 'investor', title: t('investors.investor'), dataIndex: 'investor_name' },
    { key: 'share', title: t('investors.share'), dataIndex: 'share', align: 'right' },
    { key: 'percent', title: t('investors.percent'), dataIndex: 'percent', align: 'right' },
    {
      key: 'amount',
      title: t('investors.amount'),
      align: 'right',
      render: (_, l) => money(l.amount, 'UZS', lang),
    },
    { key: 'paid', title: t('investors.paid'), align: 'right', render: (_, l) => money(l.paid, 'UZS', lang) },
    {
      key: 'owed',
      title: t('investors.owed'),
      align: 'right',
      render: (_, l) => (
        <span data-testid={`distribution-owed-${l.investor_id}`}>{money(l.owed, 'UZS', lang)}</span>
      ),
    },
    {
      key: 'pay',
      title: '',
      render: (_, l) =>
        mayPay &&
        l.owed !== '0.00' && (
          <Button
            size="small"
            type="primary"
            data-testid={`distribution-pay-${l.investor_id}`}
            onClick={() => setPaying(l)}
          >
            {t('investors.pay')}
          </Button>
        ),
    },
  ];
  const paymentColumns: TableColumnsType<DistributionPayment> = [
    { key: 'date', title: t('investors.paymentDate'), render: (_, p) => formatDate(p.business_date) },
    { key: 'investor', title: t('investors.investor'), dataIndex: 'investor_name' },
    { key: 'cashbox', title: t('investors.cashbox'), dataIndex: 'cashbox_name' },
    {
      key: 'amount',
      title: t('investors.amount'),
      align: 'right',
      render: (_, p) => (
        <>
          {money(p.amount, 'UZS', lang)} {!p.counted && <Tag>{t('investors.canceled')}</Tag>}
        </>
      ),
    },
  ];
  return (
    <Modal
      open
      title={t('investors.view', { id })}
      onCancel={onClose}
      footer={null}
      width={900}
      data-testid="distribution-view"
    >
      {d && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('investors.period')}>
              {formatDate(d.date_from)} — {formatDate(d.date_to)}
            </Descriptions.Item>
            <Descriptions.Item label={t('investors.basis')}>
              {t(`investors.bases.${d.basis}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('investors.branches')}>
              {d.branch_names.length > 0 ? d.branch_names.join(', ') : t('investors.company')}
            </Descriptions.Item>
            <Descriptions.Item label={t('investors.status')}>
              <span data-testid="distribution-view-status">{t(`investors.states.${d.status}`)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('investors.profit')}>
              <span data-testid="distribution-view-profit">{money(d.profit, 'UZS', lang)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('investors.paid')}>{money(d.paid, 'UZS', lang)}</Descriptions.Item>
            <Descriptions.Item label={t('investors.createdBy')}>{d.created_by_name}</Descriptions.Item>
            <Descriptions.Item label={t('investors.approvedBy')}>{d.approved_by_name}</Descriptions.Item>
          </Descriptions>
          <Flex gap={8} style={{ margin: '12px 0' }}>
            {d.status === 'DRAFT' && rules.has('investor_calculation.edit') && (
              <Button data-testid="distribution-edit" onClick={() => setEditing(true)}>
                {t('investors.edit')}
              </Button>
            )}
            {d.status === 'DRAFT' && rules.has('investor_calculation.approve') && (
              <Button type="primary" data-testid="distribution-approve" onClick={() => void approve()}>
                {t('investors.approve')}
              </Button>
            )}
            {rules.has('investor_calculation.print') && (
              <Button data-testid="distribution-print" onClick={() => void print()}>
                {t('investors.print')}
              </Button>
            )}
          </Flex>
          <Typography.Title level={5}>{t('investors.lines')}</Typography.Title>
          <Table<DistributionLine>
            rowKey="id"
            size="small"
            pagination={false}
            columns={lineColumns}
            dataSource={d.lines}
            data-testid="distribution-lines"
          />
          {d.payments.length > 0 && (
            <>
              <Typography.Title level={5}>{t('investors.payments')}</Typography.Title>
              <Table<DistributionPayment>
                rowKey="operation_id"
                size="small"
                pagination={false}
                columns={paymentColumns}
                dataSource={d.payments}
              />
            </>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {editing && d && (
          <DistributionDialog
            distribution={d}
            onClose={() => {
              setEditing(false);
              void refresh();
            }}
          />
        )}
        {paying && (
          <PayDialog
            distributionId={id}
            line={paying}
            onClose={() => {
              setPaying(null);
              void refresh();
            }}
          />
        )}
        {pdf && (
          <PdfDialog
            url={pdf}
            onClose={() => setPdf(null)}
            title={t('investors.view', { id })}
            openLabel={t('investors.print')}
            openTestId="distribution-pdf-open"
            frameTestId="distribution-pdf-frame"
          />
        )}
      </Suspense>
    </Modal>
  );
}
