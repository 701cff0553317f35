import {
  HANDOVER_KINDS,
  HANDOVER_STATUSES,
  OUTPUT_INVOICE_STATUSES,
  type OutputInvoiceRow,
  SALE_KINDS,
} from '@savdo/shared/schemas/release';
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

/**
 * Every output invoice (`/output-product/output-invoices`), newest first and
 * server-paged, by status, sale kind, hand-over, its step, branch,
 * warehouse, driver and date; each row opens, approves, cancels, prints.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Filters>({});
  const { actions, view } = useReleaseActions();
  const { table } = usePagedQuery([RELEASE_KEY, 'invoices'], releaseApi.invoices, filters, 20);
  const columns = useMemo(
    () => invoiceColumns({ t, lang, rules, actions, list: 'invoices' }),
    [t, lang, rules, actions],
  );
  const f = (key: string) => `release.filters.${key}`;
  return (
    <section data-testid="output-invoices-page">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <FilterBar
        filters={filters}
        set={(patch) => setFilters((old) => ({ ...old, ...patch }))}
        period={f('period')}
        enums={[
          {
            field: 'status',
            label: f('status'),
            values: OUTPUT_INVOICE_STATUSES,
            labels: 'release.statuses',
          },
          { field: 'kind', label: f('kind'), values: SALE_KINDS, labels: 'release.kinds' },
          { field: 'handover', label: f('handover'), values: HANDOVER_KINDS, labels: 'release.handover' },
          {
            field: 'handover_status',
            label: f('handoverStatus'),
            values: HANDOVER_STATUSES,
            labels: 'release.handoverStatuses',
          },
        ]}
        refs={[
          { field: 'branch_id', label: f('branch'), source: 'branch' },
          { field: 'warehouse_id', label: f('warehouse'), source: 'warehouse' },
          { field: 'driver_id', label: f('driver'), source: 'driver' },
        ]}
      />
      <PagedTable<OutputInvoiceRow> testId="invoices-table" rowKey="id" columns={columns} {...table} />
      {view}
    </section>
  );
}
