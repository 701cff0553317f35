import { documentNumber, parseDocumentNumber } from '@savdo/shared/documents';
import { formatDate } from '@savdo/shared/format';
import { Flex, Input, InputNumber, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { GradeTag } from '../../sales/clients/grade-tag.tsx';
import { type ContractSkipRow, type Query, RATINGS_KEY, ratingsApi } from './api.ts';

const SORTS = ['skipped', 'paid_late', 'worst', 'contract'] as const;

/**
 * `/client-ratings/order-payment-discipline`: contracts by how many of their
 * instalments were skipped (due, nothing paid) and paid late, with the worst
 * and current days late, as the close of day last computed them.
 */
export function SkipsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([RATINGS_KEY, 'skips'], ratingsApi.skips, filters);
  const f = (key: string) => t(`clientRatings.fields.${key}`);
  const columns: TableColumnsType<ContractSkipRow> = [
    { key: 'number', title: f('contract'), render: (_, r) => documentNumber(r.branch_prefix, r.number) },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'branch', title: f('branch'), dataIndex: 'branch_name' },
    { key: 'status', title: f('status'), dataIndex: 'status' },
    { key: 'instalments', title: f('instalments'), dataIndex: 'instalments', align: 'right' },
    {
      key: 'skipped',
      title: f('skipped'),
      align: 'right',
      render: (_, r) => (
        <Tag color={r.skipped > 0 ? 'red' : 'default'} data-testid={`skipped-${r.contract_id}`}>
          {r.skipped}
        </Tag>
      ),
    },
    { key: 'paid_late', title: f('paidLate'), dataIndex: 'paid_late', align: 'right' },
    { key: 'on_time', title: f('onTime'), dataIndex: 'on_time', align: 'right' },
    { key: 'worst', title: f('worst'), dataIndex: 'worst_days_late', align: 'right' },
    { key: 'current', title: f('current'), dataIndex: 'current_days_late', align: 'right' },
    { key: 'grade', title: f('grade'), render: (_, r) => <GradeTag figures={r} /> },
    { key: 'as_of', title: f('asOf'), render: (_, r) => formatDate(r.as_of) },
  ];
  return (
    <section data-testid="order-payment-discipline-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('clientRatings.filters.search')}
          style={{ width: 220 }}
          onSearch={(v) => set({ search: v.trim() || undefined })}
        />
        <Input.Search
          allowClear
          placeholder={t('clientRatings.filters.number')}
          style={{ width: 170 }}
          onSearch={(v) => set({ number: parseDocumentNumber(v) ? v.trim() : undefined })}
        />
        <OptionSelect
          source="branch"
          placeholder={t('clientRatings.filters.branch')}
          aria-label={t('clientRatings.filters.branch')}
          style={{ width: 200 }}
          value={filters.branch_id as number | undefined}
          onChange={(branch_id) => set({ branch_id })}
        />
        <InputNumber
          min={0}
          max={1000}
          placeholder={t('clientRatings.filters.minSkipped')}
          style={{ width: 200 }}
          onChange={(v) => set({ min_skipped: v === null ? undefined : Number(v) })}
        />
        <InputNumber
          min={0}
          max={1000}
          placeholder={t('clientRatings.filters.minLate')}
          style={{ width: 200 }}
          onChange={(v) => set({ min_late: v === null ? undefined : Number(v) })}
        />
        <Select
          placeholder={t('clientRatings.filters.sort')}
          aria-label={t('clientRatings.filters.sort')}
          style={{ width: 220 }}
          options={SORTS.flatMap((s) =>
            (['desc', 'asc'] as const).map((o) => ({
              value: `${s}:${o}`,
              label: `${t(`clientRatings.sorts.${s}`)} ${o === 'asc' ? '↑' : '↓'}`,
            })),
          )}
          onChange={(v?: string) => {
            const [sort, order] = (v ?? '').split(':');
            set({ sort: sort || undefined, order: order || undefined });
          }}
        />
      </Flex>
      <PagedTable<ContractSkipRow>
        testId="skips-table"
        rowKey="contract_id"
        columns={columns}
        locale={{ emptyText: t('clientRatings.empty.contracts') }}
        {...table}
      />
    </section>
  );
}
