import { checkRule } from '@savdo/shared/rules';
import { toDisplayDate } from '@savdo/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type CategoryMarkup, PRICING_KEY, pricingApi } from './api.ts';
import { PER_PAGE } from './helpers.ts';
import { MarkupCell } from './markup-cell.tsx';

/** Fetched when first opened: its antd Form and the pricing schema are not in the list's first load. */
const MarkupDialog = lazy(() => import('./markup-dialog.tsx').then((m) => ({ default: m.MarkupDialog })));

/**
 * Markups by category (`surcharge-for-category`): each category with the
 * markup its products get today (its own, a parent's, or the general one)
 * and the one waiting for approval; one markup is entered for the chosen
 * categories at once, and each waits for approval like any markup.
 */
export function CategoryMarkupsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [parentId, setParentId] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState(false);
  // Mounted from the first opening on, so that closing it still animates.
  const [dialogUsed, setDialogUsed] = useState(false);
  const openDialog = () => {
    setDialogUsed(true);
    setDialog(true);
  };
  const term = useDebounced(search, 300);
  const paged = usePagedQuery(
    [PRICING_KEY, 'categories'],
    pricingApi.categoryMarkups,
    { search: term || undefined, parent_id: parentId },
    PER_PAGE,
  );
  const canAdd = checkRule('category_markup.add', rules);
  const canApprove = checkRule('category_markup.approve', rules);
  const reload = () => queryClient.invalidateQueries({ queryKey: [PRICING_KEY, 'categories'] });

  const approve = (row: CategoryMarkup) =>
    modal.confirm({
      title: t('pricing.approve.confirm'),
      okText: t('pricing.confirm.yes'),
      cancelText: t('pricing.confirm.no'),
      onOk: async () => {
        if (!row.pending) return;
        await pricingApi.approve('category-markups', row.pending.id).catch(() => undefined);
        await reload();
      },
    });

  const columns: TableColumnsType<CategoryMarkup> = [
    { key: 'name', title: t('pricing.fields.category'), dataIndex: 'name' },
    { key: 'parent', title: t('pricing.categories.parent'), dataIndex: 'parent_name' },
    {
      key: 'current',
      title: t('pricing.categories.current'),
      render: (_, r) => (
        <div data-testid={`current-${r.id}`}>
          <MarkupCell
            row={{
              markup_source: r.current?.source ?? null,
              retail_percent: r.current?.retail_percent ?? null,
              wholesale_percent: r.current?.wholesale_percent ?? null,
              additional_percent: r.current?.additional_percent ?? null,
            }}
          />
        </div>
      ),
    },
    {
      key: 'pending',
      title: t('pricing.categories.pending'),
      render: (_, r) =>
        r.pending && (
          <Flex gap={8} align="center" data-testid={`pending-${r.id}`}>
            <div>
              <div>
                {t('pricing.percents', {
                  retail: r.pending.retail_percent,
                  wholesale: r.pending.wholesale_percent ?? '0',
                })}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('pricing.categories.from', { date: toDisplayDate(r.pending.date) })}
              </Typography.Text>
            </div>
            {canApprove && (
              <Button size="small" data-testid={`approve-${r.id}`} onClick={() => approve(r)}>
                {t('pricing.approve.action')}
              </Button>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="category-markups">
      <ScreenTitle />
      <Flex gap={12} wrap align="center">
        <Input.Search
          data-testid="categories-search"
          placeholder={t('pricing.categories.search')}
          value={search}
          allowClear
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 260 }}
        />
        <OptionSelect
          source="category"
          testId="categories-parent"
          placeholder={t('pricing.categories.parent')}
          aria-label={t('pricing.categories.parent')}
          value={parentId}
          onChange={setParentId}
          style={{ width: 240 }}
        />
        {canAdd && (
          <Flex gap={12} align="center" style={{ marginLeft: 'auto' }}>
            <Typography.Text>{t('pricing.change.selected', { count: selected.length })}</Typography.Text>
            <Button
              type="primary"
              data-testid="categories-set"
              disabled={selected.length === 0}
              onClick={openDialog}
            >
              {t('pricing.categories.set')}
            </Button>
          </Flex>
        )}
      </Flex>
      <PagedTable<CategoryMarkup>
        testId="category-markups-table"
        rowKey="id"
        columns={columns}
        {...paged.table}
        rowSelection={
          canAdd
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(Number)),
              }
            : undefined
        }
      />
      {dialogUsed && (
        <Suspense fallback={null}>
          <MarkupDialog
            open={dialog}
            categoryIds={selected}
            onClose={() => setDialog(false)}
            onSaved={async () => {
              setDialog(false);
              setSelected([]);
              await reload();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
