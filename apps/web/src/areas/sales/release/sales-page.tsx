import { documentNumber } from '@savdo/shared/documents';
import type { Language } from '@savdo/shared/i18n/languages';
import { SALE_KINDS, type SaleKind, type UnreleasedSaleRow } from '@savdo/shared/schemas/release';
import { Button, Input, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { RELEASE_KEY, releaseApi } from './api.ts';
import { dash, day } from './columns.tsx';
import { FilterBar, type Filters } from './filters.tsx';
import { useReleaseActions } from './use-release-actions.tsx';

const SaleDrawer = lazy(() => import('./sale-drawer.tsx').then((m) => ({ default: m.SaleDrawer })));

/** `/information/warehouses/giving-products-to-client`: find a sale, make and approve its invoice. */
export function GivingPage() {
  return <SalesList mode="giving" />;
}

/** `/information/warehouses/uncompleted-trades`: sales whose goods are not all released, with what is left. */
export function UncompletedPage() {
  return <SalesList mode="uncompleted" />;
}

/**
 * The sales left to release (contracts and cash trades), server-paged and
 * newest first, by number, client, kind, branch, warehouse and date; a row
 * opens the sale (its items, invoices and "make an invoice").
 */
function SalesList({ mode }: { mode: 'giving' | 'uncompleted' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<{ kind: SaleKind; id: number } | null>(null);
  const { actions, view } = useReleaseActions();
  const { table } = usePagedQuery([RELEASE_KEY, 'unreleased'], releaseApi.unreleased, filters, 20);
  const set = (patch: Filters) => setFilters((old) => ({ ...old, ...patch }));
  const columns = saleColumns(t, lang, mode, (r) => setOpen({ kind: r.kind, id: r.id }));
  return (
    <section data-testid="release-sales-page" data-mode={mode}>
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(mode === 'giving' ? 'release.giving.hint' : 'release.uncompleted.hint')}
      </Typography.Paragraph>
      <FilterBar
        filters={filters}
        set={set}
        period="release.filters.period"
        enums={[
          { field: 'kind', label: 'release.filters.kind', values: SALE_KINDS, labels: 'release.kinds' },
        ]}
        refs={[
          { field: 'branch_id', label: 'release.filters.branch', source: 'branch' },
          { field: 'warehouse_id', label: 'release.filters.warehouse', source: 'warehouse' },
        ]}
      >
        <Input.Search
          allowClear
          placeholder={t('release.filters.search')}
          style={{ width: mode === 'giving' ? 420 : 300 }}
          data-testid="sales-search"
          onSearch={(value) => set({ search: value.trim() || undefined })}
        />
      </FilterBar>
      <PagedTable<UnreleasedSaleRow>
        testId="sales-table"
        rowKey={(r) => `${r.kind}-${r.id}`}
        columns={columns}
        {...table}
      />
      {open && (
        <Suspense fallback={null}>
          <SaleDrawer kind={open.kind} id={open.id} actions={actions} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {view}
    </section>
  );
}

/** The columns of the sales list: the sale, its client and branch, what was sold, released and is left, its cost. */
function saleColumns(
  t: TFunction,
  lang: Language,
  mode: 'giving' | 'uncompleted',
  onOpen: (row: UnreleasedSaleRow) => void,
): TableColumnsType<UnreleasedSaleRow> {
  const c = (key: string) => t(`release.columns.${key}`);
  return [
    { key: 'kind', title: c('kind'), render: (_, r) => t(`release.kinds.${r.kind}`) },
    {
      key: 'number',
      title: c('number'),
      render: (_, r) => (
        <span data-testid={`sale-number-${r.kind}-${r.id}`}>
          №{documentNumber(r.branch_prefix, r.number)}
        </span>
      ),
    },
    { key: 'date', title: c('date'), render: (_, r) => day(r.date) },
    { key: 'client', title: c('client'), render: (_, r) => dash(r.client_name) },
    { key: 'branch', title: c('branch'), render: (_, r) => dash(r.branch_name) },
    { key: 'quantity', title: c('quantity'), align: 'right', render: (_, r) => quantity(r.quantity, lang) },
    { key: 'released', title: c('released'), align: 'right', render: (_, r) => quantity(r.released, lang) },
    {
      key: 'left',
      title: c('left'),
      align: 'right',
      render: (_, r) => <b data-testid={`sale-list-left-${r.kind}-${r.id}`}>{quantity(r.left, lang)}</b>,
    },
    { key: 'cost', title: c('cost'), align: 'right', render: (_, r) => money(r.cost_uzs, 'UZS', lang) },
    {
      key: 'open',
      title: '',
      render: (_, r) => (
        <Button
          size="small"
          type={mode === 'giving' ? 'primary' : 'default'}
          data-testid={`sale-open-${r.kind}-${r.id}`}
          onClick={() => onOpen(r)}
        >
          {mode === 'giving' ? t('release.giving.open') : t('release.steps.open')}
        </Button>
      ),
    },
  ];
}
