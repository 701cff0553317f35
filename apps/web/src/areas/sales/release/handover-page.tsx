import type { OutputInvoiceRow } from '@savdo/shared/schemas/release';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { RELEASE_KEY, releaseApi } from './api.ts';
import { invoiceColumns } from './columns.tsx';
import { FilterBar, type Filters } from './filters.tsx';
import { useReleaseActions } from './use-release-actions.tsx';

/** The two hand-over lists: what drivers deliver, and what clients take away themselves. */
const LISTS = {
  deliveries: {
    fetch: releaseApi.deliveries,
    statuses: ['COLLECTING', 'DELIVERY', 'COMPLETED'] as const,
    hint: 'release.deliveries.hint',
    period: 'release.columns.deliveryDate',
  },
  pickups: {
    fetch: releaseApi.pickups,
    statuses: ['TAKE_AWAY', 'COMPLETED'] as const,
    hint: 'release.pickup.hint',
    period: 'release.filters.period',
  },
} as const;

/** `/output-product/deliveries`: COLLECTING → DELIVERY → COMPLETED with the driver, address and date. */
export function DeliveriesPage() {
  return <HandoverList list="deliveries" />;
}

/** `/output-product/pickup`: approved take-away invoices, handed over when the client takes the goods. */
export function PickupsPage() {
  return <HandoverList list="pickups" />;
}

function HandoverList({ list }: { list: keyof typeof LISTS }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const route = useCurrentRoute();
  const config = LISTS[list];
  const [filters, setFilters] = useState<Filters>({});
  const { actions, view } = useReleaseActions();
  const { table } = usePagedQuery([RELEASE_KEY, list], config.fetch, filters, 20);
  const columns = useMemo(
    () => invoiceColumns({ t, lang, rules, actions, list }),
    [t, lang, rules, actions, list],
  );
  const f = (key: string) => `release.filters.${key}`;
  return (
    <section data-testid="handover-page" data-list={list}>
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(config.hint)}</Typography.Paragraph>
      <FilterBar
        filters={filters}
        set={(patch) => setFilters((old) => ({ ...old, ...patch }))}
        period={config.period}
        enums={[
          {
            field: 'handover_status',
            label: f('handoverStatus'),
            values: config.statuses,
            labels: 'release.handoverStatuses',
          },
        ]}
        refs={[
          { field: 'branch_id', label: f('branch'), source: 'branch' },
          { field: 'warehouse_id', label: f('warehouse'), source: 'warehouse' },
          ...(list === 'deliveries'
            ? [{ field: 'driver_id', label: f('driver'), source: 'driver' as const }]
            : []),
        ]}
      />
      <PagedTable<OutputInvoiceRow> testId="handover-table" rowKey="id" columns={columns} {...table} />
      {view}
    </section>
  );
}
