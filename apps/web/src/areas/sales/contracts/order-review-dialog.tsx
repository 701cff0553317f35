import { documentNumber } from '@savdo/shared/documents';
import { localTitle } from '@savdo/shared/resources';
import type { ClientReview, OrderView } from '@savdo/shared/schemas/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useRules } from '../../../platform/session.ts';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { CONTRACTS_KEY, contractsApi, shownDate } from './api.ts';
import { STATUS_COLORS } from './status.ts';

const ScoreFigures = lazy(() =>
  import('../clients/client-score.tsx').then((m) => ({ default: m.ScoreFigures })),
);

interface Props {
  orderId: number;
  onClose(changed: boolean): void;
}

/**
 * An order as the manager decides it: the order, and about its client the
 * cards sharing their PINFL, passport or phone, the blacklist, and their
 * other contracts with what is left and how late; approve (the contract is
 * created) or reject with a reason.
 */
export function OrderReviewDialog({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [changed, setChanged] = useState(false);
  const [open, setOpen] = useState(true);
  const order = useQuery({
    queryKey: [CONTRACTS_KEY, 'order', orderId],
    queryFn: ({ signal }) => contractsApi.order(orderId, signal),
  });
  const review = useQuery({
    queryKey: [CONTRACTS_KEY, 'review', orderId],
    queryFn: ({ signal }) => contractsApi.review(orderId, signal),
  });
  const done = () => {
    setChanged(true);
    setOpen(false);
  };
  const o = order.data;
  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(changed)}
      title={o ? t('contracts.orders.title', { number: documentNumber(o.branch_prefix, o.number) }) : ''}
      footer={null}
      width={900}
      destroyOnHidden
    >
      {order.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {o && <OrderSummary order={o} />}
      {review.data && <Review review={review.data} currency={o?.currency ?? 'UZS'} />}
      {o?.status === 'CREATED' && rules.has('client_order.approve') && <Decision order={o} onDone={done} />}
    </Modal>
  );
}

function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (v: string) => money(v, order.currency, lang);
  return (
    <>
      <Descriptions size="small" column={2} bordered data-testid="order-summary">
        <Descriptions.Item label={t('contracts.fields.client')}>{order.client_name}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.status')}>
          <Tag color={STATUS_COLORS[order.status]}>{t(`contracts.orderStatuses.${order.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.tariff')}>
          {order.tariff_name === null ? null : localTitle(lang, order.tariff_name, order.tariff_name_ru)}
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.months')}>{order.months}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.price')}>{m(order.price)}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.prepayment')}>{m(order.prepayment)}</Descriptions.Item>
        {order.decision_reason && (
          <Descriptions.Item label={t('contracts.fields.reason')} span={2}>
            {order.decision_reason}
          </Descriptions.Item>
        )}
      </Descriptions>
      <ListTable
        size="small"
        style={{ marginTop: 12 }}
        rowKey="product_id"
        pagination={false}
        dataSource={order.items}
        columns={[
          { key: 'p', title: t('contracts.fields.product'), dataIndex: 'product_name' },
          { key: 'q', title: t('contracts.fields.quantity'), render: (_, r) => quantity(r.quantity, lang) },
          {
            key: 'price',
            title: t('contracts.fields.unitPrice'),
            align: 'right',
            render: (_, r) => m(r.price),
          },
          {
            key: 'd',
            title: t('contracts.fields.discount'),
            align: 'right',
            render: (_, r) => m(r.discount),
          },
        ]}
      />
    </>
  );
}

function Review({ review, currency }: { review: ClientReview; currency: 'UZS' | 'USD' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section data-testid="order-review" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('contracts.review.title')}</Typography.Title>
      <Space wrap>
        <Tag color={review.duplicates > 0 ? 'orange' : 'green'} data-testid="review-duplicates">
          {t('contracts.review.duplicates', { count: review.duplicates })}
        </Tag>
        <Tag color={review.blacklisted ? 'red' : 'green'} data-testid="review-blacklist">
          {review.blacklisted
            ? t('contracts.review.blacklisted', { reason: review.blacklist_reason ?? '' })
            : t('contracts.review.notBlacklisted')}
        </Tag>
      </Space>
      <div style={{ marginTop: 8 }} data-testid="review-score">
        <Suspense fallback={null}>
          <ScoreFigures figures={review.score} />
        </Suspense>
      </div>
      <ListTable
        size="small"
        style={{ marginTop: 8 }}
        rowKey="id"
        pagination={false}
        dataSource={review.contracts}
        locale={{ emptyText: t('contracts.review.noContracts') }}
        columns={[
          {
            key: 'n',
            title: t('contracts.fields.number'),
            render: (_, r) => documentNumber(r.branch_prefix, r.number),
          },
          { key: 'd', title: t('contracts.fields.date'), render: (_, r) => shownDate(r.contract_date) },
          {
            key: 's',
            title: t('contracts.fields.status'),
            render: (_, r) => t(`contracts.statuses.${r.status}`),
          },
          {
            key: 'rest',
            title: t('contracts.fields.rest'),
            align: 'right',
            render: (_, r) => money(r.rest, r.currency ?? currency, lang),
          },
          {
            key: 'o',
            title: t('contracts.fields.overdue'),
            align: 'right',
            render: (_, r) => money(r.overdue, r.currency, lang),
          },
          { key: 'lm', title: t('contracts.fields.lateMonths'), dataIndex: 'late_months' },
          { key: 'dl', title: t('contracts.fields.daysLate'), dataIndex: 'days_late' },
        ]}
      />
    </section>
  );
}

function Decision({ order, onDone }: { order: OrderView; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ responsible_id?: number; requisite_id?: number; reason?: string }>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onDone();
    } catch {
      // the main client showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const approve = () => {
    const { responsible_id, requisite_id } = form.getFieldsValue();
    return run(() => contractsApi.approveOrder(order.id, { responsible_id, requisite_id }));
  };
  const reject = async () => {
    const reason = (form.getFieldValue('reason') as string | undefined)?.trim();
    if (!reason) {
      form.setFields([{ name: 'reason', errors: [t('validation.required')] }]);
      return;
    }
    await run(() => contractsApi.rejectOrder(order.id, reason));
  };
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
      <Flex gap={12} wrap>
        <Form.Item name="responsible_id" label={t('contracts.fields.responsible')} style={{ minWidth: 260 }}>
          <OptionSelect source="user" testId="approve-responsible" />
        </Form.Item>
        <Form.Item name="requisite_id" label={t('contracts.fields.requisites')} style={{ minWidth: 260 }}>
          <OptionSelect source="requisite" testId="approve-requisite" />
        </Form.Item>
      </Flex>
      <Form.Item name="reason" label={t('contracts.orders.rejectReason')}>
        <Input.TextArea rows={2} data-testid="reject-reason" />
      </Form.Item>
      <Space>
        <Button type="primary" loading={busy} onClick={() => void approve()} data-testid="order-approve">
          {t('contracts.actions.approve')}
        </Button>
        <Button danger loading={busy} onClick={() => void reject()} data-testid="order-reject">
          {t('contracts.actions.reject')}
        </Button>
      </Space>
    </Form>
  );
}
