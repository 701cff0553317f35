import { documentNumber } from '@savdo/shared/documents';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { TitleBar } from '../../cash/cash-desk/report-export.tsx';
import { usePdfView } from '../../cash/cash-desk/use-pdf-view.tsx';
import { CASH_TRADING_KEY, type CashTradeRow, cashTradingApi } from './api.ts';
import { FondDebts } from './fond-debts.tsx';
import { type TradeAction, tradeColumns } from './trade-columns.tsx';
import { TradeFilters, type TradeFilterValues } from './trade-filters.tsx';

// dialogs and the card load with chunks of their own (the screens' size budget)
const SaleDialog = lazy(() => import('./sale-dialog.tsx').then((m) => ({ default: m.SaleDialog })));
const PaymentDialog = lazy(() => import('./payment-dialog.tsx').then((m) => ({ default: m.PaymentDialog })));
const DiscountDialog = lazy(() =>
  import('./discount-dialog.tsx').then((m) => ({ default: m.DiscountDialog })),
);
const ReturnDialog = lazy(() => import('./return-dialog.tsx').then((m) => ({ default: m.ReturnDialog })));
const TradeDrawer = lazy(() => import('./trade-drawer.tsx').then((m) => ({ default: m.TradeDrawer })));

/** How each route shows the trades: ordinary or fund sales, and the cashbox's screen that only pays. */
const MODES: Record<string, { fond: boolean; payOnly: boolean; hint: string }> = {
  'cash-tradings-cash-tradings': { fond: false, payOnly: false, hint: 'cashTrading.list.hint' },
  'cash-tradings-cash-tradings-fond': { fond: true, payOnly: false, hint: 'cashTrading.list.fondHint' },
  'cashbox-cash-trade-payment': { fond: false, payOnly: true, hint: 'cashTrading.payment.hint' },
};

type Open =
  | { action: Exclude<TradeAction, 'cancel' | 'print' | 'register'>; row: CashTradeRow }
  | { action: 'add' }
  | null;

/**
 * Sales, server-paged and newest first: ordinary sales (`cash-tradings`),
 * fund sales with the funds' debts (`cash-tradings-fond`), or the unpaid
 * sales the cashier takes payments for (`/cashbox/cash-trade-payment`).
 * Filters by period, branch, client, fund, status, payment type and sum;
 * each row offers the steps its state and the user's rules allow.
 */
export function TradesPage() {
  const route = useCurrentRoute();
  return <TradesList key={route.name} routeName={route.name} titleKey={route.titleKey} />;
}

function TradesList({ routeName, titleKey }: { routeName: string; titleKey: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const mode = MODES[routeName] ?? { fond: false, payOnly: false, hint: 'cashTrading.list.hint' };
  const [filters, setFilters] = useState<TradeFilterValues>(mode.payOnly ? { status: 'CREATED' } : {});
  const [open, setOpen] = useState<Open>(null);
  const pdf = usePdfView();
  const stepKeys = useMemo(() => formKeys(), []);
  const { table } = usePagedQuery(
    [CASH_TRADING_KEY, 'trades', routeName],
    cashTradingApi.list,
    { ...filters, kind: mode.fond ? 'fond' : 'cash' },
    20,
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [CASH_TRADING_KEY] }),
    [queryClient],
  );
  const openPdf = pdf.open;

  const columns = useMemo(() => {
    const onAction = async (row: CashTradeRow, action: TradeAction) => {
      if (action === 'print') return openPdf(() => cashTradingApi.receipt(row.id));
      if (action === 'cancel' || action === 'register') {
        if (
          action === 'cancel' &&
          !(await confirm('cashTrading.list.confirmCancel', {
            number: documentNumber(row.branch_prefix, row.number),
          }))
        )
          return;
        try {
          const call = action === 'cancel' ? cashTradingApi.cancel : cashTradingApi.register;
          await stepKeys({ id: row.id, action }, (key) => call(row.id, key));
        } finally {
          await refresh();
        }
        return;
      }
      setOpen({ action, row });
    };
    return tradeColumns({
      t,
      lang,
      rules,
      fond: mode.fond,
      payOnly: mode.payOnly,
      onAction: (r, a) => void onAction(r, a),
    });
  }, [t, lang, rules, mode.fond, mode.payOnly, confirm, stepKeys, openPdf, refresh]);

  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) void refresh();
  };
  const addRule = mode.fond ? 'cash_trading_fond.add' : 'cash_trading.add';
  return (
    <section data-testid="trades-page">
      <TitleBar title={t(titleKey)}>
        {!mode.payOnly && rules.has(addRule) && (
          <Button type="primary" data-testid="trade-add" onClick={() => setOpen({ action: 'add' })}>
            {t(mode.fond ? 'cashTrading.list.addFond' : 'cashTrading.list.add')}
          </Button>
        )}
      </TitleBar>
      <Typography.Paragraph type="secondary">{t(mode.hint)}</Typography.Paragraph>
      {mode.fond && <FondDebts />}
      <TradeFilters
        value={filters}
        fond={mode.fond}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
      <PagedTable<CashTradeRow> testId="trades-table" rowKey="id" columns={columns} {...table} />
      <Suspense fallback={null}>
        {open?.action === 'add' && (
          <SaleDialog
            fond={mode.fond}
            onClose={(trade) => {
              setOpen(trade ? { action: 'view', row: trade } : null);
              if (trade) void refresh();
            }}
          />
        )}
        {open?.action === 'view' && (
          <TradeDrawer
            id={open.row.id}
            onClose={() => setOpen(null)}
            onPrint={
              rules.has(`${open.row.fond_id === null ? 'cash_trading' : 'cash_trading_fond'}.print`)
                ? () => void openPdf(() => cashTradingApi.receipt(open.row.id))
                : undefined
            }
          />
        )}
        {open?.action === 'pay' && <PaymentDialog trade={open.row} onClose={close} />}
        {open?.action === 'discount' && <DiscountDialog trade={open.row} onClose={close} />}
        {open?.action === 'return' && <ReturnDialog trade={open.row} onClose={close} />}
      </Suspense>
      {pdf.view}
    </section>
  );
}
