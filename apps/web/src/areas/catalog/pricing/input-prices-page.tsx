import { toDisplayDate } from '@savdo/shared/validation';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type InputPrice, PRICING_KEY, pricingApi } from './api.ts';
import { PER_PAGE } from './helpers.ts';

interface Filters {
  product_id?: number;
  supplier_id?: number;
  date_from?: string;
  date_to?: string;
}

/** A cost change: red when dearer, green when cheaper, with its percent. */
function ChangeCell({ row }: { row: InputPrice }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (row.change_uzs === null)
    return <Typography.Text type="secondary">{t('pricing.inputs.first')}</Typography.Text>;
  const up = Number(row.change_uzs) > 0;
  const sign = up ? '+' : '';
  return (
    <Typography.Text
      type={up ? 'danger' : Number(row.change_uzs) < 0 ? 'success' : undefined}
      data-testid={`change-${row.id}`}
    >
      {sign}
      {money(row.change_uzs, 'UZS', lang)}
      {row.change_percent !== null && ` (${sign}${row.change_percent}%)`}
    </Typography.Text>
  );
}

/** The input prices of products, newest first: each approved supplier input line and how its cost moved. */
export function InputPricesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<Filters>({});
  const paged = usePagedQuery([PRICING_KEY, 'inputs'], pricingApi.inputPrices, { ...filters }, PER_PAGE);
  const filter = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));

  const columns = useMemo<TableColumnsType<InputPrice>>(
    () => [
      { key: 'date', title: t('pricing.inputs.date'), render: (_, r) => toDisplayDate(r.doc_date) },
      { key: 'document', title: t('pricing.inputs.document'), dataIndex: 'number' },
      { key: 'product', title: t('pricing.fields.product'), dataIndex: 'product_name' },
      { key: 'supplier', title: t('pricing.inputs.supplier'), dataIndex: 'supplier_name' },
      { key: 'warehouse', title: t('pricing.inputs.warehouse'), dataIndex: 'warehouse_name' },
      { key: 'quantity', title: t('pricing.inputs.quantity'), dataIndex: 'quantity', align: 'right' },
      {
        key: 'price',
        title: t('pricing.inputs.price'),
        align: 'right',
        render: (_, r) => money(r.price, r.currency, lang),
      },
      {
        key: 'cost',
        title: t('pricing.inputs.cost'),
        align: 'right',
        render: (_, r) => <span data-testid={`cost-${r.id}`}>{money(r.cost_uzs, 'UZS', lang)}</span>,
      },
      {
        key: 'change',
        title: t('pricing.inputs.change'),
        align: 'right',
        render: (_, r) => <ChangeCell row={r} />,
      },
    ],
    [t, lang],
  );

  return (
    <Flex vertical gap={16} data-testid="input-prices">
      <ScreenTitle />
      <Flex gap={12} wrap align="center">
        <OptionSelect
          source="product"
          testId="inputs-product"
          placeholder={t('pricing.fields.product')}
          aria-label={t('pricing.fields.product')}
          value={filters.product_id}
          onChange={(v) => filter({ product_id: v })}
          style={{ width: 280 }}
        />
        <OptionSelect
          source="supplier"
          testId="inputs-supplier"
          placeholder={t('pricing.inputs.supplier')}
          aria-label={t('pricing.inputs.supplier')}
          value={filters.supplier_id}
          onChange={(v) => filter({ supplier_id: v })}
          style={{ width: 220 }}
        />
        <Typography.Text>{t('pricing.inputs.from')}</Typography.Text>
        <DateField
          testId="inputs-from"
          value={filters.date_from}
          onChange={(value) => filter({ date_from: value })}
          allowClear
          width={160}
        />
        <Typography.Text>{t('pricing.inputs.to')}</Typography.Text>
        <DateField
          testId="inputs-to"
          value={filters.date_to}
          onChange={(value) => filter({ date_to: value })}
          allowClear
          width={160}
        />
      </Flex>
      <PagedTable<InputPrice> testId="input-prices-table" rowKey="id" columns={columns} {...paged.table} />
    </Flex>
  );
}
