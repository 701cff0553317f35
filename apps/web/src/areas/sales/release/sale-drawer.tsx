import { documentNumber } from '@savdo/shared/documents';
import { checkRule } from '@savdo/shared/rules';
import type { OutputInvoiceRow, SaleDetail, SaleKind } from '@savdo/shared/schemas/release';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Spin,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { type Currency, money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { RELEASE_KEY, releaseApi } from './api.ts';
import { dash, day, HandoverTag, type RowActions, RowButtons, StatusTag } from './columns.tsx';

const InvoiceForm = lazy(() => import('./invoice-form.tsx').then((m) => ({ default: m.InvoiceForm })));

/** Who may make an invoice from this screen. */
const MAKERS = 'giving_product_to_client.add|invoice_output.add';

interface Props {
  kind: SaleKind;
  id: number;
  actions: RowActions;
  onClose(): void;
}

/**
 * A sale on the hand-out screen: its client and address, its items with
 * what is left to release (INSTALLATION once released when it needs
 * installing), its cost and gross profit, its invoices with their steps,
 * and "make an invoice" while something is left.
 */
export function SaleDrawer({ kind, id, actions, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [making, setMaking] = useState(false);
  const sale = useQuery({
    queryKey: [RELEASE_KEY, 'sale', kind, id],
    queryFn: ({ signal }) => releaseApi.sale(kind, id, signal),
  });
  const filter = kind === 'CONTRACT' ? { contract_id: id } : { cash_trade_id: id };
  const invoices = useQuery({
    queryKey: [RELEASE_KEY, 'sale-invoices', kind, id],
    queryFn: ({ signal }) => releaseApi.invoices({ ...filter, per_page: 100 }, signal),
  });
  const data = sale.data;
  const left = data?.items.some((i) => Number(i.left) > 0) ?? false;
  return (
    <Drawer
      open
      size={1000}
      onClose={onClose}
      data-testid="sale-drawer"
      title={
        data ? t('release.sale.title', { kind: t(`release.kinds.${kind}`), number: saleNumber(data) }) : ''
      }
      extra={
        checkRule(MAKERS, rules) &&
        left && (
          <Button type="primary" data-testid="sale-make-invoice" onClick={() => setMaking(true)}>
            {t('release.sale.make')}
          </Button>
        )
      }
    >
      {sale.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {!data ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <SaleHeader data={data} />
          {!left && <Alert type="success" showIcon title={t('release.giving.nothingLeft')} />}
          <Typography.Title level={5}>{t('release.sale.items')}</Typography.Title>
          <SaleItems data={data} />
          <Typography.Title level={5}>{t('release.sale.invoices')}</Typography.Title>
          <SaleInvoices rows={invoices.data ?? []} actions={actions} />
        </Flex>
      )}
      {making && data && (
        <Suspense fallback={null}>
          <InvoiceForm
            sale={data}
            onClose={(saved) => {
              setMaking(false);
              if (saved) void queryClient.invalidateQueries({ queryKey: [RELEASE_KEY] });
            }}
          />
        </Suspense>
      )}
    </Drawer>
  );
}

const saleNumber = (s: Pick<SaleDetail, 'branch_prefix' | 'number'>) =>
  documentNumber(s.branch_prefix, s.number);

function SaleHeader({ data }: { data: SaleDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const c = (key: string) => t(`release.columns.${key}`);
  const currency = data.currency as Currency;
  return (
    <Descriptions size="small" column={2} bordered data-testid="sale-header">
      <Descriptions.Item label={c('client')}>
        {[data.client_name, data.client_phone].filter(Boolean).join(', ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={c('date')}>{day(data.date)}</Descriptions.Item>
      <Descriptions.Item label={t('release.sale.address')} span={2}>
        {dash(data.client_address)}
      </Descriptions.Item>
      <Descriptions.Item label={c('price')}>{money(data.price, currency, lang)}</Descriptions.Item>
      <Descriptions.Item label={c('discount')}>{money(data.discount, currency, lang)}</Descriptions.Item>
      <Descriptions.Item label={c('revenue')}>{money(data.revenue_uzs, 'UZS', lang)}</Descriptions.Item>
      <Descriptions.Item label={c('cost')}>
        <span data-testid="sale-cost">{money(data.cost_uzs, 'UZS', lang)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={c('grossProfit')}>
        <span data-testid="sale-gross-profit">{money(data.gross_profit_uzs, 'UZS', lang)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={c('left')}>{quantity(data.left, lang)}</Descriptions.Item>
    </Descriptions>
  );
}

function SaleItems({ data }: { data: SaleDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const c = (key: string) => t(`release.columns.${key}`);
  const q = (value: string) => quantity(value, lang);
  return (
    <ListTable
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={data.items}
      data-testid="sale-items"
      columns={[
        { key: 'product', title: c('product'), render: (_, i) => i.product_name },
        { key: 'quantity', title: c('quantity'), align: 'right', render: (_, i) => q(i.quantity) },
        { key: 'released', title: c('released'), align: 'right', render: (_, i) => q(i.released) },
        { key: 'returned', title: c('returned'), align: 'right', render: (_, i) => q(i.returned) },
        {
          key: 'left',
          title: c('left'),
          align: 'right',
          render: (_, i) => <span data-testid={`sale-left-${i.id}`}>{q(i.left)}</span>,
        },
        { key: 'cost', title: c('cost'), align: 'right', render: (_, i) => money(i.cost_uzs, 'UZS', lang) },
        {
          key: 'installation',
          title: c('installation'),
          render: (_, i) =>
            i.installation_status ? <Tag color="magenta">{t('release.installation')}</Tag> : '—',
        },
      ]}
    />
  );
}

function SaleInvoices({ rows, actions }: { rows: OutputInvoiceRow[]; actions: RowActions }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const c = (key: string) => t(`release.columns.${key}`);
  const columns: TableColumnsType<OutputInvoiceRow> = [
    { key: 'number', title: c('number'), render: (_, r) => `№${documentNumber(r.branch_prefix, r.number)}` },
    { key: 'date', title: c('date'), render: (_, r) => day(r.doc_date) },
    { key: 'warehouse', title: c('warehouse'), render: (_, r) => dash(r.warehouse_name) },
    { key: 'quantity', title: c('quantity'), align: 'right', render: (_, r) => quantity(r.quantity, lang) },
    { key: 'status', title: c('status'), render: (_, r) => <StatusTag row={r} t={t} /> },
    { key: 'handover', title: c('handoverStatus'), render: (_, r) => <HandoverTag row={r} t={t} /> },
    {
      key: 'actions',
      title: c('actions'),
      render: (_, r) => <RowButtons row={r} rules={rules} t={t} actions={actions} />,
    },
  ];
  return (
    <ListTable<OutputInvoiceRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      data-testid="sale-invoices"
      columns={columns}
      locale={{ emptyText: t('lists.list.empty') }}
    />
  );
}
