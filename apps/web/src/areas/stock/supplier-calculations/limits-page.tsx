import { checkRule } from '@savdo/shared/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { applyParams, PER_PAGE } from '../warehouse/list-query.ts';
import { type Currency, SETTLEMENTS_KEY, type SupplierLimitRow, settlementsApi } from './api.ts';
import { ListTable } from './list-table.tsx';
import { idOf } from './period.ts';

/** The dialog and its zod schema load when it first opens, not with the list. */
const LimitDialog = lazy(() => import('./limit-dialog.tsx').then((m) => ({ default: m.LimitDialog })));

/** The amount columns in order: the field, its currency, its title. */
const AMOUNTS = [
  ['limit_uzs', 'UZS', 'supplierCalculations.fields.limitUzs'],
  ['debt_uzs', 'UZS', 'supplierCalculations.fields.debtUzs'],
  ['room_uzs', 'UZS', 'supplierCalculations.fields.roomUzs'],
  ['limit_usd', 'USD', 'supplierCalculations.fields.limitUsd'],
  ['debt_usd', 'USD', 'supplierCalculations.fields.debtUsd'],
  ['room_usd', 'USD', 'supplierCalculations.fields.roomUsd'],
] as const satisfies readonly (readonly [keyof SupplierLimitRow, Currency, string])[];

/**
 * Supplier limits (routes.md 2.7): each supplier's debt limit in soʻm and
 * dollars beside its current debt and the room left; an invoice past the
 * limit needs `supplier_limits.exceed`. Editing needs `supplier_limits.edit`.
 */
export function LimitsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<SupplierLimitRow | null>(null);
  const query = {
    page: idOf(params, 'page') ?? 1,
    per_page: PER_PAGE,
    search: params.get('search') ?? undefined,
  };
  const list = useQuery({
    queryKey: [SETTLEMENTS_KEY, 'limits', query],
    queryFn: ({ signal }) => settlementsApi.limits(query, signal),
    placeholderData: keepPreviousData,
  });
  const canEdit = checkRule('supplier_limits.edit', rules);

  /** An amount; a limit of 0 shows as "no limit". */
  const amount = (row: SupplierLimitRow, field: (typeof AMOUNTS)[number][0], currency: Currency) =>
    (field === 'limit_uzs' || field === 'limit_usd') && row[field] === '0.00' ? (
      <Typography.Text type="secondary" data-testid={`${field}-${row.id}`}>
        {t('supplierCalculations.limits.none')}
      </Typography.Text>
    ) : (
      <span data-testid={`${field}-${row.id}`}>{money(String(row[field] ?? ''), currency, lang)}</span>
    );
  const columns: TableColumnsType<SupplierLimitRow> = [
    { key: 'name', title: t('supplierCalculations.fields.supplier'), dataIndex: 'name' },
    ...AMOUNTS.map(([field, currency, title]) => ({
      key: field,
      title: t(title),
      align: 'right' as const,
      render: (_: unknown, r: SupplierLimitRow) => amount(r, field, currency),
    })),
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('supplierCalculations.list.actions'),
            render: (_: unknown, row: SupplierLimitRow) => (
              <Button size="small" data-testid={`limit-edit-${row.id}`} onClick={() => setEditing(row)}>
                {t('supplierCalculations.limits.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section data-testid="limits-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('supplierCalculations.limits.hint')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          data-testid="limits-search"
          allowClear
          defaultValue={query.search}
          placeholder={t('supplierCalculations.fields.search')}
          onSearch={(search) => setParams(applyParams(params, { search }))}
          style={{ width: 320 }}
        />
      </Flex>
      <ListTable<SupplierLimitRow>
        testId="limits-table"
        columns={columns}
        list={list}
        emptyKey="supplierCalculations.limits.empty"
        page={query.page}
        onPage={(page) => setParams(applyParams(params, { page }))}
      />
      {editing && (
        <Suspense fallback={null}>
          <LimitDialog
            row={editing}
            onClose={() => setEditing(null)}
            onSaved={() => client.invalidateQueries({ queryKey: [SETTLEMENTS_KEY] })}
          />
        </Suspense>
      )}
    </section>
  );
}
