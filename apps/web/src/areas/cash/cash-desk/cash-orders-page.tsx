import {
  CASH_ORDER_STATUSES,
  type CashOrderPrintSide,
  type CashOrderRow,
  type CashOrderStep,
} from '@savdo/shared/schemas/cash-orders';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CASHBOX_KEY } from './api.ts';
import { cashOrderColumns } from './cash-order-columns.tsx';
import { cashOrdersApi } from './cash-orders-api.ts';
import { ReportExport, TitleBar } from './report-export.tsx';
import { usePdfView } from './use-pdf-view.tsx';

// the date picker and the dialog load with chunks of their own (the screen's size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);
const CashOrderDialog = lazy(() =>
  import('./cash-order-dialog.tsx').then((m) => ({ default: m.CashOrderDialog })),
);

/** The screen of orders addressed to the signed-in cashier's cashboxes; the other lists every order. */
const FOR_ME_ROUTE = 'cashbox-cash-order-lists';

interface Filters {
  status?: string;
  branch_id?: number;
  cashbox_id?: number;
  date_from?: string;
  date_to?: string;
}

/**
 * Cash orders, server-paged and newest first: every order (`all-cash-orders`,
 * with "create" and the source cashier's send and cancel) or those addressed
 * to my cashboxes (`cash-order-lists`: approve or reject what is in
 * transit). Filters by status, branch, cashbox (either side) and date.
 */
export function CashOrdersPage() {
  const route = useCurrentRoute();
  return <CashOrdersList key={route.name} forMe={route.name === FOR_ME_ROUTE} />;
}

function CashOrdersList({ forMe }: { forMe: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [adding, setAdding] = useState(false);
  const pdf = usePdfView();
  const openPdf = pdf.open;
  const stepKeys = useMemo(() => formKeys(), []);
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery(
    [CASHBOX_KEY, 'cash-orders', forMe ? 'mine' : 'all'],
    forMe ? cashOrdersApi.forMe : cashOrdersApi.list,
    { ...filters },
    20,
  );

  const columns = useMemo(() => {
    const onStep = async (row: CashOrderRow, step: CashOrderStep) => {
      if (!(await confirm(`cashOrders.confirm.${step}`, { id: row.id }))) return;
      try {
        await stepKeys({ id: row.id, step }, (key) => cashOrdersApi.step(row.id, step, key));
      } finally {
        await queryClient.invalidateQueries({ queryKey: [CASHBOX_KEY] });
      }
    };
    return cashOrderColumns({
      t,
      lang,
      rules,
      side: forMe ? 'target' : undefined,
      onStep: (r, s) => void onStep(r, s),
      onPrint: (r: CashOrderRow, side: CashOrderPrintSide) =>
        void openPdf(() => cashOrdersApi.print(r.id, side)),
    });
  }, [t, lang, rules, forMe, confirm, stepKeys, queryClient, openPdf]);

  return (
    <section data-testid="cash-orders-page">
      <TitleBar title={t(route.titleKey)}>
        <Flex gap={8}>
          <ReportExport
            testId="cash-orders-export"
            fileName={forMe ? 'cash-orders-for-me.xlsx' : 'cash-orders.xlsx'}
            download={() => cashOrdersApi.export(forMe, { ...filters })}
          />
          {!forMe && rules.has('cashbox_order.add') && (
            <Button type="primary" data-testid="cash-order-add" onClick={() => setAdding(true)}>
              {t('cashOrders.add')}
            </Button>
          )}
        </Flex>
      </TitleBar>
      {forMe && <Typography.Paragraph type="secondary">{t('cashOrders.forMeHint')}</Typography.Paragraph>}
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="cash-orders-period"
            label={t('cashOrders.filters.period')}
            from={filters.date_from}
            to={filters.date_to}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => set({ status })}
          placeholder={t('cashOrders.filters.status')}
          aria-label={t('cashOrders.filters.status')}
          options={CASH_ORDER_STATUSES.map((v) => ({ value: v, label: t(`cashOrders.statuses.${v}`) }))}
          style={{ width: 200 }}
          data-testid="cash-orders-status"
        />
        <OptionSelect
          source="branch"
          value={filters.branch_id}
          onChange={(branch_id) => set({ branch_id })}
          placeholder={t('cashOrders.filters.branch')}
          aria-label={t('cashOrders.filters.branch')}
          style={{ width: 200 }}
          testId="cash-orders-branch"
        />
        <OptionSelect
          source="cashbox"
          value={filters.cashbox_id}
          onChange={(cashbox_id) => set({ cashbox_id })}
          placeholder={t('cashOrders.filters.cashbox')}
          aria-label={t('cashOrders.filters.cashbox')}
          style={{ width: 220 }}
          testId="cash-orders-cashbox"
        />
      </Flex>
      <PagedTable<CashOrderRow> testId="cash-orders-table" rowKey="id" columns={columns} {...table} />
      {adding && (
        <Suspense fallback={null}>
          <CashOrderDialog
            onClose={(saved) => {
              setAdding(false);
              if (saved) void queryClient.invalidateQueries({ queryKey: [CASHBOX_KEY] });
            }}
          />
        </Suspense>
      )}
      {pdf.view}
    </section>
  );
}
