import { CONTRACT_STATUSES } from '@savdo/shared/contracts';
import {
  CASH_FLOW_CATEGORIES,
  CLOSURE_TYPES,
  COUNTING_ACT_STATES,
  DISTRIBUTION_STATES,
  MARKUP_SOURCES,
  MONEY_PLACES,
  PAR_BASES,
  PAYMENT_CHANNELS,
  PAYROLL_ENTRY_KINDS,
  PROFIT_BASES,
  PROMISE_OUTCOMES,
  REPORT_MEASURES,
  REPORT_PERIODS,
  REPORT_SALE_TYPES,
  type ReportDefinition,
  type ReportFilterKind,
  type ReportOptionList,
  SERIAL_STATES,
  TRANSFER_STATES,
} from '@savdo/shared/reports';
import { ORDER_STATUSES } from '@savdo/shared/schemas/contracts';
import { EXPENSE_SOURCES } from '@savdo/shared/schemas/expenses';
import { ABSENCE_REQUEST_STATUSES } from '@savdo/shared/schemas/hr-constants';
import { CASH_OPERATION_TYPES } from '@savdo/shared/schemas/money';
import { MOVEMENT_TYPES } from '@savdo/shared/schemas/stock-constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, MonthField } from '../../../controls/date-fields.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { REPORTS_KEY, type ReportParams, reportsApi } from './api.ts';
import { groupControl } from './report-filter-controls.tsx';

/** The filters whose value is picked from a list of the reports' pickers, with that list. */
const PICKERS: Partial<Record<ReportFilterKind, { field: string; list: ReportOptionList }>> = {
  branch: { field: 'branch_id', list: 'branch' },
  warehouse: { field: 'warehouse_id', list: 'warehouse' },
  category: { field: 'category_id', list: 'category' },
  product: { field: 'product_id', list: 'product' },
  cashbox: { field: 'cashbox_id', list: 'cashbox' },
  responsible: { field: 'responsible_id', list: 'responsible' },
  expense_item: { field: 'expense_item_id', list: 'expense_item' },
  user: { field: 'user_id', list: 'responsible' },
  bank_account: { field: 'bank_account_id', list: 'bank_account' },
  consultant: { field: 'consultant_id', list: 'responsible' },
  brand: { field: 'brand_id', list: 'brand' },
  supplier: { field: 'supplier_id', list: 'supplier' },
  to_warehouse: { field: 'to_warehouse_id', list: 'warehouse' },
  error_reason: { field: 'error_reason_id', list: 'error_reason' },
  material_group: { field: 'material_group_id', list: 'material_group' },
  hr_section: { field: 'hr_section_id', list: 'hr_section' },
  position: { field: 'position_id', list: 'hr_position' },
  workplace: { field: 'workplace_id', list: 'workplace' },
  employee: { field: 'employee_id', list: 'employee' },
  firm: { field: 'firm_id', list: 'firm' },
  income_type: { field: 'income_type_id', list: 'income_type' },
  absence_reason: { field: 'absence_reason_id', list: 'absence_reason' },
  leave_reason: { field: 'leave_reason_id', list: 'leave_reason' },
  room: { field: 'room_id', list: 'room' },
  asset_group: { field: 'asset_group_id', list: 'asset_group' },
  fond: { field: 'fond_id', list: 'fond' },
  promotion: { field: 'promotion_id', list: 'promotion' },
  master: { field: 'master_id', list: 'master' },
  investor: { field: 'investor_id', list: 'investor' },
};

/** A remote-search select of one picker list (the chosen id kept as text, as the URL keeps it). */
export function OptionSelect({
  list,
  value,
  onChange,
  id,
  placeholder,
}: {
  list: ReportOptionList;
  value?: string;
  onChange?: (v?: string) => void;
  id?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const { data = [], isFetching } = useQuery({
    queryKey: [REPORTS_KEY, 'options', list, search],
    queryFn: () => reportsApi.options(list, search),
    staleTime: 60_000,
  });
  return (
    <Select<string>
      id={id}
      data-testid={`report-filter-${list}`}
      allowClear
      placeholder={placeholder ?? t('reports.ui.all')}
      // named by its form label when it has one (an `id`), else by its placeholder
      aria-label={id ? undefined : (placeholder ?? t('reports.ui.all'))}
      value={value}
      loading={isFetching}
      options={data.map((o) => ({ value: String(o.id), label: o.name }))}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onChange={(v) => onChange?.(v ?? undefined)}
      style={{ minWidth: 200 }}
    />
  );
}

function control(
  kind: ReportFilterKind,
  t: (key: string) => string,
): { name: string; node: ReactNode } | null {
  const picker = PICKERS[kind];
  if (picker) return { name: picker.field, node: <OptionSelect list={picker.list} /> };
  const select = (values: readonly string[], label: (v: string) => string) => (
    <Select
      allowClear
      placeholder={t('reports.ui.all')}
      options={values.map((v) => ({ value: v, label: label(v) }))}
      style={{ minWidth: 160 }}
    />
  );
  switch (kind) {
    case 'as_of':
      return { name: 'as_of', node: <DateField /> };
    case 'currency':
      return { name: 'currency', node: select(['UZS', 'USD'], (v) => v) };
    case 'months':
      return { name: 'months', node: <InputNumber min={1} max={120} /> };
    case 'min_minutes':
      return { name: 'min_minutes', node: <InputNumber min={0} max={1440} /> };
    case 'operation_type':
      return { name: 'operation_type', node: select(CASH_OPERATION_TYPES, (v) => t(`money.types.${v}`)) };
    case 'contract_status':
      return {
        name: 'contract_status',
        node: select(CONTRACT_STATUSES, (v) => t(`contracts.statuses.${v}`)),
      };
    case 'show_zero':
      return { name: 'show_zero', node: <Switch /> };
    case 'flow_category':
      return { name: 'flow_category', node: select(CASH_FLOW_CATEGORIES, (v) => t(`reports.flows.${v}`)) };
    case 'account_kind':
      return { name: 'account_kind', node: select(MONEY_PLACES, (v) => t(`reports.places.${v}`)) };
    case 'sale_type':
      return { name: 'sale_type', node: select(REPORT_SALE_TYPES, (v) => t(`reports.saleTypes.${v}`)) };
    case 'order_status':
      return { name: 'order_status', node: select(ORDER_STATUSES, (v) => t(`contracts.orderStatuses.${v}`)) };
    case 'measure':
      return { name: 'measure', node: select(REPORT_MEASURES, (v) => t(`reports.measures.${v}`)) };
    case 'client':
      return { name: 'client', node: <Input allowClear style={{ minWidth: 200 }} /> };
    case 'par_basis':
      return { name: 'par_basis', node: select(PAR_BASES, (v) => t(`reports.filters.par_basis_${v}`)) };
    case 'bucket_edges':
      return { name: 'bucket_edges', node: <Input placeholder="30,60,90" style={{ width: 140 }} /> };
    case 'days':
      return { name: 'days', node: <InputNumber min={0} max={3650} /> };
    case 'promise_outcome':
      return {
        name: 'promise_outcome',
        node: select(PROMISE_OUTCOMES, (v) => t(`reports.levy.outcomes.${v}`)),
      };
    case 'closure_type':
      return { name: 'closure_type', node: select(CLOSURE_TYPES, (v) => t(`reports.levy.closures.${v}`)) };
    case 'auto_pay':
      return {
        name: 'auto_pay',
        node: select(['true', 'false'], (v) => t(v === 'true' ? 'engine.yes' : 'engine.no')),
      };
    case 'practice_type':
      return {
        name: 'practice_type',
        node: select(MOVEMENT_TYPES, (v) => t(`warehouse.practiceTypes.${v}`)),
      };
    case 'threshold':
      return { name: 'threshold', node: <InputNumber min={0} max={1_000_000} placeholder="0" /> };
    case 'serial_status':
      return { name: 'serial_status', node: select(SERIAL_STATES, (v) => t(`reports.serialStates.${v}`)) };
    case 'transfer_status':
      return {
        name: 'transfer_status',
        node: select(TRANSFER_STATES, (v) => t(`warehouse.status.${v}`)),
      };
    case 'act_status':
      return { name: 'act_status', node: select(COUNTING_ACT_STATES, (v) => t(`warehouse.status.${v}`)) };
    case 'serial':
      return { name: 'serial', node: <Input allowClear maxLength={100} style={{ minWidth: 180 }} /> };
    case 'expense_source':
      return { name: 'expense_source', node: select(EXPENSE_SOURCES, (v) => t(`expenses.sources.${v}`)) };
    case 'payment_channel':
      return { name: 'payment_channel', node: select(PAYMENT_CHANNELS, (v) => t(`reports.channels.${v}`)) };
    case 'request_status':
      return {
        name: 'request_status',
        node: select(ABSENCE_REQUEST_STATUSES, (v) => t(`attendance.requestStatuses.${v}`)),
      };
    case 'payroll_entry':
      return {
        name: 'payroll_entry',
        node: select(PAYROLL_ENTRY_KINDS, (v) => t(`reports.payrollEntries.${v}`)),
      };
    case 'statement_month':
      return { name: 'statement_month', node: <MonthField allowClear /> };
    case 'profit_basis':
      return { name: 'profit_basis', node: select(PROFIT_BASES, (v) => t(`reports.bases.${v}`)) };
    case 'distribution_status':
      return {
        name: 'distribution_status',
        node: select(DISTRIBUTION_STATES, (v) => t(`reports.distributionStates.${v}`)),
      };
    case 'markup_source':
      return { name: 'markup_source', node: select(MARKUP_SOURCES, (v) => t(`reports.markupSources.${v}`)) };
    default:
      return groupControl(kind, t, select);
  }
}

interface Props {
  definition: ReportDefinition;
  value: ReportParams;
  onApply(next: ReportParams): void;
}

/** A report's filter form: its period or date, the branch, and its own filters; applied to the URL. */
export function ReportFilters({ definition, value, onApply }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const period = Form.useWatch('period', form) ?? value.period ?? 'month';
  const initial = { ...value, period: value.period ?? 'month', show_zero: value.show_zero === 'true' };
  const kinds: ReportFilterKind[] = [...definition.filters, 'branch'];
  const apply = (values: Record<string, unknown>) => {
    const next: ReportParams = {};
    for (const [key, v] of Object.entries(values)) {
      if (v === undefined || v === null || v === '' || v === false) continue;
      if (!definition.filters.includes('period') && ['period', 'date_from', 'date_to'].includes(key))
        continue;
      next[key] = String(v);
    }
    onApply(next);
  };
  return (
    <Form form={form} layout="inline" initialValues={initial} onFinish={apply} data-testid="report-filters">
      <Flex wrap gap={8} align="end">
        {definition.filters.includes('period') && (
          <>
            <Form.Item name="period" label={t('reports.filters.period')}>
              <Select
                data-testid="report-period"
                options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))}
                style={{ minWidth: 150 }}
              />
            </Form.Item>
            {period === 'range' && (
              <>
                <Form.Item name="date_from" label={t('reports.filters.date_from')}>
                  <DateField />
                </Form.Item>
                <Form.Item name="date_to" label={t('reports.filters.date_to')}>
                  <DateField />
                </Form.Item>
              </>
            )}
          </>
        )}
        {kinds.map((kind) => {
          const c = control(kind, t);
          return c ? (
            <Form.Item
              key={kind}
              name={c.name}
              label={t(`reports.filters.${kind}`)}
              valuePropName={kind === 'show_zero' ? 'checked' : 'value'}
            >
              {c.node}
            </Form.Item>
          ) : null;
        })}
        <Button type="primary" htmlType="submit" data-testid="report-apply">
          {t('reports.ui.show')}
        </Button>
        <Button onClick={() => onApply({})}>{t('reports.ui.reset')}</Button>
      </Flex>
    </Form>
  );
}
