import { checkRule } from '@savdo/shared/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { money, useLanguage } from '../warehouse/format.ts';
import { applyParams, PER_PAGE } from '../warehouse/list-query.ts';
import { type Currency, type LimitRow, SETTLEMENTS_KEY, settlementsApi } from './api.ts';
import { ListTable } from './list-table.tsx';
import { idOf } from './period.ts';

/** The dialog and its zod schema load when it first opens, not with the list. */
const LimitDialog = lazy(() => import('./limit-dialog.tsx').then((m) => ({ default: m.LimitDialog })));

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
  const [editing, setEditing] = useState<LimitRow | null>(null);
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

  const cell = (row: LimitRow, field: keyof LimitRow, currency: Currency) => (
    <span data-testid={`${field}-${row.id}`}>{money(String(row[field] ?? ''), currency, lang)}</span>
  );
  const limit = (row: LimitRow, field: 'limit_uzs' | 'limit_usd', currency: Currency) =>
    row[field] === '0.00' ? (
      <Typography.Text type="secondary" data-testid={`${field}-${row.id}`}>
        {t('supplierCalculations.limits.none')}
      </Typography.Text>
    ) : (
      cell(row, field, currency)
    );
  const columns: TableColumnsType<LimitRow> = [
    { key: 'name', title: t('supplierCalculations.fields.supplier'), dataIndex: 'name' },
    {
      key: 'limit_uzs',
      title: t('supplierCalculations.fields.limitUzs'),
      align: 'right',
      render: (_, r) => limit(r, 'limit_uzs', 'UZS'),
    },
    {
      key: 'debt_uzs',
      title: t('supplierCalculations.fields.debtUzs'),
      align: 'right',
      render: (_, r) => cell(r, 'debt_uzs', 'UZS'),
    },
    {
      key: 'room_uzs',
      title: t('supplierCalculations.fields.roomUzs'),
      align: 'right',
      render: (_, r) => cell(r, 'room_uzs', 'UZS'),
    },
    {
      key: 'limit_usd',
      title: t('supplierCalculations.fields.limitUsd'),
      align: 'right',
      render: (_, r) => limit(r, 'limit_usd', 'USD'),
    },
    {
      key: 'debt_usd',
      title: t('supplierCalculations.fields.debtUsd'),
      align: 'right',
      render: (_, r) => cell(r, 'debt_usd', 'USD'),
    },
    {
      key: 'room_usd',
      title: t('supplierCalculations.fields.roomUsd'),
      align: 'right',
      render: (_, r) => cell(r, 'room_usd', 'USD'),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('supplierCalculations.list.actions'),
            render: (_: unknown, row: LimitRow) => (
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
      <Typography.Title level={3} style={{ marginTop: 0 }}>
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
      <ListTable<LimitRow>
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
