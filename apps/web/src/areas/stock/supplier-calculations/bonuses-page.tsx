import { checkRule } from '@savdo/shared/rules';
import { SUPPLIER_BONUS_STATUSES } from '@savdo/shared/schemas/stock-constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { displayDate } from '../warehouse/dates.ts';
import { ALL, applyParams, PER_PAGE } from '../warehouse/list-query.ts';
import { useConfirm } from '../warehouse/use-confirm.ts';
import { SETTLEMENTS_KEY, type SupplierBonus, type SupplierBonusStep, settlementsApi } from './api.ts';
import { ListTable } from './list-table.tsx';
import { idOf } from './period.ts';

/** The dialog and its zod schema load when it first opens, not with the list. */
const BonusDialog = lazy(() => import('./bonus-dialog.tsx').then((m) => ({ default: m.BonusDialog })));

const STATUS_COLORS = { CREATED: 'blue', APPROVED: 'green', CANCELED: 'default' } as const;
const CONFIRM: Record<SupplierBonusStep, string> = {
  approve: 'supplierCalculations.bonuses.confirmApprove',
  cancel: 'supplierCalculations.bonuses.confirmCancel',
  'cancel-approved': 'supplierCalculations.bonuses.confirmCancelApproved',
};

/**
 * Bonuses from suppliers (routes.md 2.7): a bonus is created, then
 * approved (the supplier's debt falls by it) or cancelled; an approved one
 * may be cancelled, which puts the debt back. Filters by supplier, status
 * and period live in the address bar.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<SupplierBonus | 'new' | null>(null);
  const change = (c: Record<string, string | number | undefined>) => setParams(applyParams(params, c));
  const status = params.get('status');
  const query = {
    page: idOf(params, 'page') ?? 1,
    per_page: PER_PAGE,
    supplier_id: idOf(params, 'supplier_id'),
    status: status && status !== ALL ? status : undefined,
    date_from: params.get('date_from') ?? undefined,
    date_to: params.get('date_to') ?? undefined,
  };
  const list = useQuery({
    queryKey: [SETTLEMENTS_KEY, 'bonuses', query],
    queryFn: ({ signal }) => settlementsApi.bonuses(query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [SETTLEMENTS_KEY] });
  const may = (action: string) => checkRule(`supplier_bonuses.${action}`, rules);

  const step = async (bonus: SupplierBonus, next: SupplierBonusStep) => {
    if (!(await confirm(CONFIRM[next], next !== 'approve'))) return;
    try {
      await settlementsApi.bonusStep(bonus.id, next, bonus.version);
    } catch {
      // the main client showed the error toast
    }
    await refresh();
  };
  const action = (bonus: SupplierBonus, next: SupplierBonusStep, key: string, danger = false) => (
    <Button
      key={next}
      size="small"
      danger={danger}
      data-testid={`bonus-${next}-${bonus.id}`}
      onClick={() => void step(bonus, next)}
    >
      {t(`supplierCalculations.bonuses.${key}`)}
    </Button>
  );

  const columns: TableColumnsType<SupplierBonus> = [
    { key: 'number', title: t('supplierCalculations.fields.number'), dataIndex: 'id', width: 80 },
    {
      key: 'date',
      title: t('supplierCalculations.fields.date'),
      render: (_, b) => displayDate(b.bonus_date),
    },
    { key: 'supplier', title: t('supplierCalculations.fields.supplier'), dataIndex: 'supplier_name' },
    {
      key: 'amount',
      title: t('supplierCalculations.fields.amount'),
      align: 'right',
      render: (_, b) => <span data-testid={`bonus-amount-${b.id}`}>{money(b.amount, b.currency, lang)}</span>,
    },
    {
      key: 'status',
      title: t('supplierCalculations.fields.status'),
      render: (_, b) => (
        <Tag color={STATUS_COLORS[b.status]} data-testid={`bonus-status-${b.id}`}>
          {t(`supplierCalculations.statuses.${b.status}`)}
        </Tag>
      ),
    },
    { key: 'note', title: t('supplierCalculations.fields.note'), dataIndex: 'note' },
    { key: 'user', title: t('supplierCalculations.fields.createdBy'), dataIndex: 'created_by_name' },
    {
      key: 'actions',
      title: t('supplierCalculations.list.actions'),
      render: (_, b) => (
        <Flex gap={4} wrap>
          {b.status === 'CREATED' && may('edit') && (
            <Button size="small" data-testid={`bonus-edit-${b.id}`} onClick={() => setEditing(b)}>
              {t('supplierCalculations.list.edit')}
            </Button>
          )}
          {b.status === 'CREATED' && may('approve') && action(b, 'approve', 'approve')}
          {b.status === 'CREATED' && may('approve') && action(b, 'cancel', 'cancel', true)}
          {b.status === 'APPROVED' && may('approve') && action(b, 'cancel-approved', 'cancelApproved', true)}
        </Flex>
      ),
    },
  ];

  return (
    <section data-testid="bonuses-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {may('add') && (
          <Button type="primary" data-testid="bonus-add" onClick={() => setEditing('new')}>
            {t('supplierCalculations.bonuses.add')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{t('supplierCalculations.bonuses.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <OptionSelect
          source="supplier"
          testId="filter-supplier"
          value={query.supplier_id}
          onChange={(id) => change({ supplier_id: id })}
          placeholder={t('supplierCalculations.fields.supplier')}
          aria-label={t('supplierCalculations.fields.supplier')}
          style={{ width: 280 }}
        />
        <Select<string>
          data-testid="filter-status"
          aria-label={t('supplierCalculations.fields.status')}
          value={status ?? ALL}
          onChange={(next) => change({ status: next === ALL ? undefined : next })}
          options={[
            { value: ALL, label: t('supplierCalculations.list.all') },
            ...SUPPLIER_BONUS_STATUSES.map((s) => ({
              value: s,
              label: t(`supplierCalculations.statuses.${s}`),
            })),
          ]}
          style={{ width: 200 }}
        />
        <PeriodField
          testId="filter-period"
          from={query.date_from}
          to={query.date_to}
          onChange={(from, to) => change({ date_from: from, date_to: to })}
        />
      </Flex>
      <ListTable<SupplierBonus>
        testId="bonuses-table"
        columns={columns}
        list={list}
        emptyKey="supplierCalculations.bonuses.empty"
        page={query.page}
        onPage={(page) => change({ page })}
      />
      {editing && (
        <Suspense fallback={null}>
          <BonusDialog
            bonus={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={refresh}
          />
        </Suspense>
      )}
    </section>
  );
}
