import { checkRule } from '@savdo/shared/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../api/notifier.ts';
import { SUCCESS_TOAST_SECONDS } from '../../../api/toast.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { PRICING_KEY, type Proposal, pricingApi } from './api.ts';
import { changedIds, keepSelectable, PER_PAGE } from './helpers.ts';
import { costColumns } from './markup-cell.tsx';
import { priceColumns } from './price-cells.tsx';

/**
 * The proposed selling prices (cost × markup): filtered by category or
 * product, the rows whose price would change can be selected and applied.
 */
export function ChangePricesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const canEdit = checkRule('change_selling_price.edit', rules);
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [categoryId, setCategoryId] = useState<number>();
  const [productId, setProductId] = useState<number>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);

  const query = { page, per_page: PER_PAGE, product_category_id: categoryId, product_id: productId };
  const list = useQuery({
    queryKey: [PRICING_KEY, 'proposals', query],
    queryFn: ({ signal }) => pricingApi.proposals(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];
  const chosen = keepSelectable(selected, rows);

  const filter = (apply: () => void) => {
    apply();
    setPage(1);
    setSelected([]);
  };

  const apply = () =>
    modal.confirm({
      title: t('pricing.confirm.title'),
      content: t('pricing.change.confirm'),
      okText: t('pricing.confirm.yes'),
      cancelText: t('pricing.confirm.no'),
      okButtonProps: { id: 'confirm-ok' },
      cancelButtonProps: { id: 'confirm-cancel' },
      onOk: async () => {
        const result = await pricingApi.apply(chosen).catch(() => null);
        if (!result) return;
        setSelected([]);
        await client.invalidateQueries({ queryKey: [PRICING_KEY] });
        const title = t('pricing.change.applied', { count: result.changed });
        showToast({
          type: 'success',
          color: 'success',
          title,
          subtitles: [],
          duration: SUCCESS_TOAST_SECONDS,
          closable: true,
          key: `pricing-applied:${title}`,
        });
      },
    });

  const columns = useMemo<TableColumnsType<Proposal>>(
    () => [
      ...costColumns<Proposal>(t, lang),
      ...priceColumns<Proposal>(t, (row, kind) => ({
        testId: kind === 'retail' ? `retail-${row.product_id}` : undefined,
        uzs: row.current[`${kind}_uzs`],
        usd: row.current[`${kind}_usd`],
        nextUzs: row.next?.[`${kind}_uzs`] ?? null,
        nextUsd: row.next?.[`${kind}_usd`] ?? null,
        highlight: row.changed,
      })),
      {
        key: 'changed',
        title: '',
        render: (_, row) =>
          row.changed ? (
            <Tag color="gold">{t('pricing.change.changed')}</Tag>
          ) : (
            <Tag>{t('pricing.change.unchanged')}</Tag>
          ),
      },
    ],
    [t, lang],
  );

  return (
    <Flex vertical gap={16} data-testid="change-selling-prices">
      <ScreenTitle />
      <Flex gap={12} wrap align="center">
        <OptionSelect
          source="category"
          testId="pricing-category-filter"
          placeholder={t('pricing.fields.category')}
          aria-label={t('pricing.fields.category')}
          value={categoryId}
          onChange={(v) => filter(() => setCategoryId(v))}
          style={{ width: 240 }}
        />
        <OptionSelect
          source="product"
          testId="pricing-product-filter"
          placeholder={t('pricing.fields.product')}
          aria-label={t('pricing.fields.product')}
          value={productId}
          onChange={(v) => filter(() => setProductId(v))}
          style={{ width: 280 }}
        />
        <Flex gap={8} align="center" style={{ marginLeft: 'auto' }}>
          <Typography.Text data-testid="pricing-selected">
            {t('pricing.change.selected', { count: chosen.length })}
          </Typography.Text>
          {canEdit && (
            <Button type="primary" data-testid="pricing-apply" disabled={chosen.length === 0} onClick={apply}>
              {t('pricing.change.apply')}
            </Button>
          )}
        </Flex>
      </Flex>
      <PagedTable<Proposal>
        testId="pricing-proposals"
        rowKey="product_id"
        columns={columns}
        loading={list.isFetching}
        onRow={(row) => ({
          style: row.changed ? { background: 'var(--ant-color-warning-bg, #fffbe6)' } : undefined,
        })}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: chosen,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ disabled: !changedIds([row]).length }),
              }
            : undefined
        }
        rows={rows}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
    </Flex>
  );
}
