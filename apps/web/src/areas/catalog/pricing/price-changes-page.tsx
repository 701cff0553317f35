import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { type ChangedProduct, PRICING_KEY, pricingApi } from './api.ts';
import { displayDateTime } from './format.ts';
import { daysAgo, minorToDecimal, PER_PAGE } from './helpers.ts';
import { PdfViewer, usePriceTagPdf } from './pdf-viewer.tsx';

/** Products whose selling price changed since a date (a week ago by default): their new price tags. */
export function PriceChangesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [since, setSince] = useState(() => daysAgo(7));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [templateId, setTemplateId] = useState<number>();
  const pdf = usePriceTagPdf();

  const query = { since: /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : undefined, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: [PRICING_KEY, 'changed-products', query],
    queryFn: ({ signal }) => pricingApi.changedProducts(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = (list.data ?? []).map((row) => ({ ...row, id: Number(row.id) }));

  const columns = useMemo<TableColumnsType<ChangedProduct>>(
    () => [
      { key: 'product', title: t('pricing.fields.product'), dataIndex: 'name' },
      {
        key: 'price',
        title: t('pricing.fields.retail'),
        align: 'right',
        render: (_, row) => money(minorToDecimal(row.retail_price_uzs), 'UZS', lang),
      },
      {
        key: 'date',
        title: t('pricing.fields.changedAt'),
        render: (_, row) => displayDateTime(row.changed_at),
      },
    ],
    [t, lang],
  );

  return (
    <Flex vertical gap={16} data-testid="products-price-changes">
      <ScreenTitle />
      <Flex gap={12} wrap align="center">
        <Typography.Text>{t('pricing.fields.since')}</Typography.Text>
        <DateField
          testId="changes-since"
          value={since}
          onChange={(value) => {
            setSince(value ?? '');
            setPage(1);
            setSelected([]);
          }}
          width={180}
        />
        <OptionSelect
          source="template"
          testId="changes-template"
          placeholder={t('pricing.print.defaultTemplate')}
          aria-label={t('pricing.print.defaultTemplate')}
          value={templateId}
          onChange={setTemplateId}
          style={{ width: 240 }}
        />
        <Button
          type="primary"
          data-testid="changes-print"
          disabled={selected.length === 0}
          loading={pdf.busy}
          onClick={() => pdf.print(selected, templateId)}
          style={{ marginLeft: 'auto' }}
        >
          {t('pricing.print.printTags')}
        </Button>
      </Flex>
      <PagedTable<ChangedProduct>
        testId="changed-products"
        rowKey="id"
        columns={columns}
        loading={list.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        rows={rows}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
      <PdfViewer url={pdf.url} onClose={pdf.close} />
    </Flex>
  );
}
