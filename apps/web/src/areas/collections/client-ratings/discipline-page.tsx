import { GRADES } from '@savdo/shared/contracts';
import { formatDate } from '@savdo/shared/format';
import { LATE_BUCKETS } from '@savdo/shared/schemas/client-ratings-constants';
import { Button, Flex, Input, Select, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { bucketColumns, GradeTag } from '../../sales/clients/grade-tag.tsx';
import { type DisciplineRow, type Query, RATINGS_KEY, ratingsApi } from './api.ts';

const DisciplineDetail = lazy(() =>
  import('./discipline-detail.tsx').then((m) => ({ default: m.DisciplineDetail })),
);

const SORTS = ['score', 'worst', 'current', 'client'] as const;

/**
 * `/client-ratings/payment-discipline`: clients with their instalments by
 * days late (as the close of day last computed them), worst and current
 * days late and grade, filtered and sorted on the server; a client's
 * instalment-by-instalment history computed now a click away.
 */
export function DisciplinePage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState<number | null>(null);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([RATINGS_KEY, 'discipline'], ratingsApi.discipline, filters);
  const f = (key: string) => t(`clientRatings.fields.${key}`);
  const columns: TableColumnsType<DisciplineRow> = [
    {
      key: 'client',
      title: f('client'),
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(r.client_id)}
          data-testid={`discipline-open-${r.client_id}`}
        >
          {r.client_name}
        </Button>
      ),
    },
    { key: 'pinfl', title: f('pinfl'), dataIndex: 'pinfl' },
    { key: 'branch', title: f('branch'), dataIndex: 'branch_name' },
    { key: 'contracts', title: f('contracts'), dataIndex: 'contracts', align: 'right' },
    { key: 'instalments', title: f('instalments'), dataIndex: 'instalments', align: 'right' },
    ...bucketColumns(t),
    {
      key: 'grade',
      title: f('grade'),
      render: (_, r) => <GradeTag figures={r} testId={`discipline-grade-${r.client_id}`} />,
    },
    { key: 'as_of', title: f('asOf'), render: (_, r) => formatDate(r.as_of) },
  ];
  return (
    <section data-testid="payment-discipline-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('clientRatings.filters.search')}
          style={{ width: 240 }}
          onSearch={(v) => set({ search: v.trim() || undefined })}
          data-testid="discipline-search"
        />
        <OptionSelect
          source="branch"
          placeholder={t('clientRatings.filters.branch')}
          aria-label={t('clientRatings.filters.branch')}
          style={{ width: 200 }}
          value={filters.branch_id as number | undefined}
          onChange={(branch_id) => set({ branch_id })}
        />
        <Select
          allowClear
          placeholder={t('clientRatings.filters.grade')}
          aria-label={t('clientRatings.filters.grade')}
          style={{ width: 160 }}
          options={GRADES.map((g) => ({ value: g, label: t(`clientRatings.grades.${g}`) }))}
          onChange={(grade?: string) => set({ grade })}
          data-testid="discipline-grade"
        />
        <Select
          allowClear
          placeholder={t('clientRatings.filters.bucket')}
          aria-label={t('clientRatings.filters.bucket')}
          style={{ width: 170 }}
          options={LATE_BUCKETS.map((b) => ({ value: b, label: t(`clientRatings.buckets.${b}`) }))}
          onChange={(bucket?: string) => set({ bucket })}
        />
        <Select
          placeholder={t('clientRatings.filters.sort')}
          aria-label={t('clientRatings.filters.sort')}
          style={{ width: 200 }}
          options={SORTS.flatMap((s) =>
            (['asc', 'desc'] as const).map((o) => ({
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
      <PagedTable<DisciplineRow>
        testId="discipline-table"
        rowKey="client_id"
        columns={columns}
        locale={{ emptyText: t('clientRatings.empty.scores') }}
        {...table}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <DisciplineDetail clientId={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
