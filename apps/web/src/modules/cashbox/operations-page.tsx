import {
  CASH_OPERATION_STATUSES,
  CASH_OPERATION_TYPES,
  cashOperationRule,
} from '@savdo/shared/schemas/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../engine/use-confirm.ts';
import { useLanguage } from '../../shared/i18n.ts';
import { OptionSelect } from '../../shared/option-select.tsx';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { CASHBOX_KEY, type CashOperationRow, type OperationStep, operationsApi } from './api.ts';
import { formKeys } from './form-key.ts';
import { operationColumns } from './operation-columns.tsx';
import { operationScreenOf } from './operation-screens.ts';
import { useCashboxOptions } from './use-cashbox-options.ts';

// the date picker and the dialog load with chunks of their own (the screen's size budget)
const DateRangeFilter = lazy(() =>
  import('../../engine/date-controls.tsx').then((m) => ({ default: m.DateRangeFilter })),
);
const OperationDialog = lazy(() =>
  import('./operation-dialog.tsx').then((m) => ({ default: m.OperationDialog })),
);

interface Filters {
  type?: string;
  branch_id?: number;
  cashbox_id?: number;
  status?: string;
  date_from?: string;
  date_to?: string;
}

/**
 * A list of cash operations, server-paged and newest first: one type's
 * screen (other income, other expense...) with its "add" dialog, or the
 * journal of every type; filters by period, cashbox and status (and type and
 * branch in the journal); each row offers approve and cancel by the rules of
 * its type. What screen it is comes from `operation-screens.ts`.
 */
export function OperationsPage() {
  const route = useCurrentRoute();
  // keyed by route: moving between two operation screens starts with fresh filters
  return <OperationsList key={route.name} />;
}

function OperationsList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const screen = operationScreenOf(route.name);
  const object = screen.type ? cashOperationRule(screen.type) : undefined;
  const [filters, setFilters] = useState<Filters>({});
  const [adding, setAdding] = useState(false);
  const cashboxes = useCashboxOptions();
  const stepKeys = useMemo(() => formKeys(), []);
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery(
    [CASHBOX_KEY, 'operations'],
    operationsApi.list,
    { ...filters, type: screen.type ?? filters.type },
    20,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CASHBOX_KEY] });

  const columns = useMemo(() => {
    const onStep = async (row: CashOperationRow, step: OperationStep) => {
      if (!(await confirm(`money.operations.confirm.${step}`, { id: row.id }))) return;
      try {
        await stepKeys({ id: row.id, step }, (key) => operationsApi.step(row.id, step, key));
      } finally {
        await queryClient.invalidateQueries({ queryKey: [CASHBOX_KEY] });
      }
    };
    return operationColumns({
      t,
      lang,
      rules,
      showType: !screen.type,
      showRate: screen.type === undefined || screen.type === 'CURRENCY_EXCHANGE',
      onStep: (r, s) => void onStep(r, s),
    });
  }, [t, lang, rules, screen.type, confirm, stepKeys, queryClient]);

  return (
    <section data-testid="cash-operations-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {screen.type && object && rules.has(`${object}.add`) && (
          <Button type="primary" data-testid="cash-operation-add" onClick={() => setAdding(true)}>
            {t('money.operations.add')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="cash-operations-period"
            label={t('money.operations.date')}
            from={filters.date_from}
            to={filters.date_to}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        {!screen.type && (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.type}
            onChange={(type?: string) => set({ type })}
            placeholder={t('money.operations.type')}
            options={CASH_OPERATION_TYPES.map((v) => ({ value: v, label: t(`money.types.${v}`) }))}
            style={{ width: 240 }}
            data-testid="cash-operations-type"
          />
        )}
        {!screen.type && (
          <OptionSelect
            source="branch"
            allowClear
            value={filters.branch_id}
            onChange={(branch_id) => set({ branch_id })}
            placeholder={t('money.operations.branch')}
            style={{ width: 200 }}
            testId="cash-operations-branch"
          />
        )}
        <Select
          allowClear
          value={filters.cashbox_id}
          onChange={(cashbox_id?: number) => set({ cashbox_id })}
          placeholder={t('money.operations.cashbox')}
          options={cashboxes}
          style={{ width: 200 }}
          data-testid="cash-operations-cashbox"
        />
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => set({ status })}
          placeholder={t('money.operations.status')}
          options={CASH_OPERATION_STATUSES.map((v) => ({ value: v, label: t(`money.statuses.${v}`) }))}
          style={{ width: 180 }}
          data-testid="cash-operations-status"
        />
      </Flex>
      <PagedTable<CashOperationRow> testId="cash-operations-table" rowKey="id" columns={columns} {...table} />
      {adding && screen.type && object && (
        <Suspense fallback={null}>
          <OperationDialog
            type={screen.type}
            canApprove={rules.has(`${object}.approve`)}
            cashboxes={cashboxes}
            onClose={(saved) => {
              setAdding(false);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
