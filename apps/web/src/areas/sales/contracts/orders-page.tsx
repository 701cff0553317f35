import { documentNumber } from '@savdo/shared/documents';
import { localTitle } from '@savdo/shared/resources';
import { ORDER_STATUSES } from '@savdo/shared/schemas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CONTRACTS_KEY, contractsApi, type OrderRow, shownDate } from './api.ts';
import { STATUS_COLORS } from './status.ts';

// the dialogs load with chunks of their own (the screen's size budget)
const OrderDialog = lazy(() => import('./order-dialog.tsx').then((m) => ({ default: m.OrderDialog })));
const OrderReviewDialog = lazy(() =>
  import('./order-review-dialog.tsx').then((m) => ({ default: m.OrderReviewDialog })),
);
const CalculatorDialog = lazy(() =>
  import('./calculator-dialog.tsx').then((m) => ({ default: m.CalculatorDialog })),
);

interface Filters {
  status?: string;
  branch_id?: number;
  [key: string]: string | number | undefined;
}

/**
 * Client orders (`/contract/orders`): server-paged, newest first, by status
 * and branch; a consultant enters one, a manager opens it to see the
 * client's duplicates, blacklist and history and approves or rejects it.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [dialog, setDialog] = useState<'new' | 'calculator' | number | null>(null);
  const { table } = usePagedQuery<OrderRow>([CONTRACTS_KEY, 'orders'], contractsApi.orders, filters);
  const refresh = (changed: boolean) => {
    setDialog(null);
    if (changed) void client.invalidateQueries({ queryKey: [CONTRACTS_KEY] });
  };
  const columns: ListColumn<OrderRow>[] = [
    {
      key: 'number',
      title: t('contracts.fields.number'),
      width: 90,
      render: (_, r) => documentNumber(r.branch_prefix, r.number),
    },
    {
      key: 'date',
      title: t('contracts.fields.date'),
      render: (_, r) => shownDate(r.created_at.slice(0, 10)),
    },
    { key: 'client', title: t('contracts.fields.client'), dataIndex: 'client_name' },
    { key: 'branch', title: t('contracts.fields.branch'), dataIndex: 'branch_name' },
    {
      key: 'tariff',
      title: t('contracts.fields.tariff'),
      render: (_, r) => (r.tariff_name === null ? null : localTitle(lang, r.tariff_name, r.tariff_name_ru)),
    },
    {
      key: 'price',
      essential: true,
      title: t('contracts.fields.price'),
      align: 'right',
      render: (_, r) => money(r.price, r.currency, lang),
    },
    {
      key: 'prepayment',
      title: t('contracts.fields.prepayment'),
      align: 'right',
      render: (_, r) => money(r.prepayment, r.currency, lang),
    },
    {
      key: 'status',
      title: t('contracts.fields.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`order-status-${r.id}`}>
          {t(`contracts.orderStatuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'author', title: t('contracts.fields.createdBy'), dataIndex: 'created_by_name' },
    {
      key: 'open',
      title: '',
      render: (_, r) => (
        <Button size="small" onClick={() => setDialog(r.id)} data-testid={`order-open-${r.id}`}>
          {r.status === 'CREATED' && rules.has('client_order.approve')
            ? t('contracts.actions.decide')
            : t('contracts.actions.open')}
        </Button>
      ),
    },
  ];
  return (
    <section data-testid="orders-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Space>
          <Button onClick={() => setDialog('calculator')} data-testid="orders-calculator">
            {t('contracts.calculator.open')}
          </Button>
          {rules.has('client_order.add') && (
            <Button type="primary" onClick={() => setDialog('new')} data-testid="order-add">
              {t('contracts.orders.new')}
            </Button>
          )}
        </Space>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => setFilters((f) => ({ ...f, status }))}
          placeholder={t('contracts.fields.status')}
          aria-label={t('contracts.fields.status')}
          options={ORDER_STATUSES.map((v) => ({ value: v, label: t(`contracts.orderStatuses.${v}`) }))}
          style={{ width: 180 }}
          data-testid="orders-status"
        />
        <OptionSelect
          source="branch"
          value={filters.branch_id}
          onChange={(branch_id) => setFilters((f) => ({ ...f, branch_id }))}
          placeholder={t('contracts.fields.branch')}
          aria-label={t('contracts.fields.branch')}
          style={{ width: 200 }}
        />
      </Flex>
      <PagedTable<OrderRow> testId="orders-table" rowKey="id" columns={columns} {...table} />
      <Suspense fallback={null}>
        {dialog === 'new' && <OrderDialog onClose={refresh} />}
        {dialog === 'calculator' && <CalculatorDialog onClose={() => setDialog(null)} />}
        {typeof dialog === 'number' && <OrderReviewDialog orderId={dialog} onClose={refresh} />}
      </Suspense>
    </section>
  );
}
