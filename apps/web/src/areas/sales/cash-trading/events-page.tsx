import { documentNumber } from '@savdo/shared/documents';
import type { TradeDiscountRow, TradeReturnRow } from '@savdo/shared/schemas/cash-trading';
import { Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { TitleBar } from '../../cash/cash-desk/report-export.tsx';
import { CASH_TRADING_KEY, cashTradingApi } from './api.ts';

const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

type Row = TradeDiscountRow | TradeReturnRow;

function columns(returns: boolean, t: TFunction, lang: 'uz' | 'ru'): TableColumnsType<Row> {
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  const uzs = (v: string) => money(v, 'UZS', lang);
  const common: TableColumnsType<Row> = [
    { key: 'date', title: f('date'), render: (_, r) => dayjs(r.business_date).format('DD.MM.YYYY') },
    { key: 'trade', title: f('trade'), render: (_, r) => documentNumber(r.branch_prefix, r.trade_number) },
    { key: 'branch', title: f('branch'), render: (_, r) => r.branch_name },
    { key: 'client', title: f('client'), render: (_, r) => r.client_name ?? '—' },
    { key: 'amount', title: f('amount'), align: 'right', render: (_, r) => uzs(r.amount) },
  ];
  const own: TableColumnsType<Row> = returns
    ? [
        { key: 'cost', title: f('cost'), align: 'right', render: (_, r) => uzs((r as TradeReturnRow).cost) },
        { key: 'warehouse', title: f('warehouse'), render: (_, r) => (r as TradeReturnRow).warehouse_name },
        {
          key: 'to',
          title: f('refundTo'),
          render: (_, r) => {
            const back = r as TradeReturnRow;
            return `${t(`cashTrading.refundTargets.${back.refund_to}`)}${back.cashbox_name ? ` (${back.cashbox_name})` : ''}`;
          },
        },
      ]
    : [
        {
          key: 'percent',
          title: f('percent'),
          align: 'right',
          render: (_, r) => (r as TradeDiscountRow).percent ?? '—',
        },
      ];
  return [
    ...common,
    ...own,
    { key: 'reason', title: f('reason'), render: (_, r) => r.reason },
    { key: 'by', title: f('createdBy'), render: (_, r) => r.created_by_name },
  ];
}

/**
 * Discounts given (`discounts-given`) or goods returned (`return-products`)
 * on cash sales, newest first, by period and branch (server-paged, indexed).
 * A return is entered from its sale (the sales list's "return").
 */
export function EventsPage() {
  const route = useCurrentRoute();
  const returns = route.name === 'cash-tradings-return-products';
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<{ date_from?: string; date_to?: string; branch_id?: number }>({});
  const { table } = usePagedQuery<Row>(
    [CASH_TRADING_KEY, returns ? 'returns' : 'discounts'],
    returns ? cashTradingApi.returns : cashTradingApi.discounts,
    { ...filters },
    20,
  );
  const cols = useMemo(() => columns(returns, t, lang), [returns, t, lang]);
  return (
    <section data-testid={returns ? 'returns-page' : 'discounts-page'}>
      <TitleBar title={t(route.titleKey)} />
      <Typography.Paragraph type="secondary">
        {t(returns ? 'cashTrading.returns.hint' : 'cashTrading.discount.hint')}
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="events-period"
            label={t('cashTrading.filters.period')}
            from={filters.date_from}
            to={filters.date_to}
            onChange={(date_from, date_to) => setFilters((f) => ({ ...f, date_from, date_to }))}
          />
        </Suspense>
        <OptionSelect
          source="branch"
          value={filters.branch_id}
          onChange={(branch_id) => setFilters((f) => ({ ...f, branch_id }))}
          placeholder={t('cashTrading.filters.branch')}
          aria-label={t('cashTrading.filters.branch')}
          style={{ width: 200 }}
          testId="events-branch"
        />
      </Flex>
      <PagedTable<Row>
        testId={returns ? 'returns-table' : 'discounts-table'}
        rowKey="id"
        columns={cols}
        {...table}
      />
    </section>
  );
}
