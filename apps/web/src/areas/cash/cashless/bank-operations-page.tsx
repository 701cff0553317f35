import { BANK_DIRECTIONS, BANK_TARGETS } from '@savdo/shared/schemas/cashless';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { ReportExport } from '../cash-desk/report-export.tsx';
import { type BankOperationRow, CASHLESS_KEY, cashlessApi } from './api.ts';
import { bankColumns } from './bank-columns.tsx';
import { bankScreenOf } from './bank-screens.ts';
import { HeldNotice } from './held-notice.tsx';
import { useAccountOptions } from './use-accounts.ts';

// the date picker and the dialogs load with chunks of their own (the screen's size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));
const ClassifyDialog = lazy(() =>
  import('./classify-dialog.tsx').then((m) => ({ default: m.ClassifyDialog })),
);

interface Filters {
  target?: string;
  account_id?: number;
  direction?: string;
  date_from?: string;
  date_to?: string;
}

/**
 * A list of bank statement rows, server-paged and newest first: every row
 * (with the target filter and the statement import) or one target's rows
 * (supplier transfers, expenses, deposits...); filters by period, account
 * and direction. Each row offers booking (undirected) or re-booking by the
 * rules of its current target. What screen it is comes from `bank-screens.ts`.
 */
export function BankOperationsPage() {
  const route = useCurrentRoute();
  // keyed by route: moving between two such screens starts with fresh filters
  return <BankOperationsList key={route.name} />;
}

function BankOperationsList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const queryClient = useQueryClient();
  const screen = bankScreenOf(route.name);
  const accounts = useAccountOptions();
  const [filters, setFilters] = useState<Filters>({});
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<string | null>(null);
  const [booking, setBooking] = useState<BankOperationRow | null>(null);
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery(
    [CASHLESS_KEY, 'operations'],
    cashlessApi.list,
    { ...filters, target: screen.target ?? filters.target },
    20,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CASHLESS_KEY] });
  const columns = useMemo(
    () => bankColumns({ t, lang, rules, showTarget: !screen.target, onBook: setBooking }),
    [t, lang, rules, screen.target],
  );
  const empty = screen.target === 'UNDIRECTED' ? 'cashless.empty.undirected' : 'cashless.empty.list';

  return (
    <section data-testid={`bank-operations-${screen.testId}`}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Flex gap={8}>
          <ReportExport
            testId="bank-operations-export"
            fileName="bank-operations.xlsx"
            download={() =>
              cashlessApi.exportList('operations', { ...filters, target: screen.target ?? filters.target })
            }
          />
          {screen.importable && rules.has('cashless_bank_operation_undirected.add') && (
            <Button type="primary" data-testid="bank-import-open" onClick={() => setImporting(true)}>
              {t('cashless.import.open')}
            </Button>
          )}
        </Flex>
      </Flex>
      {imported && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setImported(null) }}
          style={{ marginBottom: 12 }}
          data-testid="bank-import-done"
          title={imported}
        />
      )}
      {screen.target === 'WRONG' && <HeldNotice kinds={['suspense']} />}
      {screen.target === 'INTERNAL' && <HeldNotice kinds={['bank_transit']} />}
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="bank-operations-period"
            label={t('cashless.filters.period')}
            from={filters.date_from}
            to={filters.date_to}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.account_id}
          onChange={(account_id?: number) => set({ account_id })}
          placeholder={t('cashless.filters.account')}
          aria-label={t('cashless.filters.account')}
          options={accounts}
          style={{ width: 280 }}
          data-testid="bank-operations-account"
        />
        <Select
          allowClear
          value={filters.direction}
          onChange={(direction?: string) => set({ direction })}
          placeholder={t('cashless.filters.direction')}
          aria-label={t('cashless.filters.direction')}
          options={BANK_DIRECTIONS.map((v) => ({ value: v, label: t(`cashless.directions.${v}`) }))}
          style={{ width: 160 }}
          data-testid="bank-operations-direction"
        />
        {!screen.target && (
          <Select
            allowClear
            value={filters.target}
            onChange={(target?: string) => set({ target })}
            placeholder={t('cashless.filters.target')}
            aria-label={t('cashless.filters.target')}
            options={BANK_TARGETS.map((v) => ({ value: v, label: t(`cashless.targets.${v}`) }))}
            style={{ width: 220 }}
            data-testid="bank-operations-target"
          />
        )}
      </Flex>
      <PagedTable<BankOperationRow>
        testId="bank-operations-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t(empty) }}
        {...table}
      />
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            accounts={accounts}
            onClose={(result) => {
              setImporting(false);
              if (result) {
                setImported(result);
                void refresh();
              }
            }}
          />
        </Suspense>
      )}
      {booking && (
        <Suspense fallback={null}>
          <ClassifyDialog
            row={booking}
            rules={rules}
            onClose={(saved) => {
              setBooking(null);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
