import './strings.ts';
import { checkRule } from '@savdo/shared/rules';
import { toDisplayDate } from '@savdo/shared/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Input, type TableColumnsType, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../shared/option-select.tsx';
import { PagedTable } from '../../shared/paged-table.tsx';
import { useDebounced } from '../../shared/use-debounced.ts';
import { useRules } from '../../shell/session.ts';
import { INTEGRATIONS_KEY, integrationsApi, type MarkedOutput, type MarkedUnit, PER_PAGE } from './api.ts';

type Filters = Record<string, string | number | undefined>;

/** The filters and paging of one tab; a change of filter goes back to page 1. */
function useFiltered(kind: 'residue' | 'output') {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [code, setCode] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(code.trim(), 300);
  const query = { page, per_page: PER_PAGE, ...filters, code: term || undefined };
  const list = useQuery<(MarkedUnit | MarkedOutput)[]>({
    queryKey: [INTEGRATIONS_KEY, kind, query],
    queryFn: ({ signal }) =>
      kind === 'residue' ? integrationsApi.residue(query, signal) : integrationsApi.output(query, signal),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const codeInput = (
    <Input.Search
      data-testid={`${kind}-code`}
      allowClear
      placeholder={t('integrations.markings.code')}
      value={code}
      onChange={(e) => {
        setCode(e.target.value);
        setPage(1);
      }}
      style={{ width: 280 }}
    />
  );
  return { filters, set, codeInput, list, rows: list.data ?? [], page, setPage };
}

function ResidueTab() {
  const { t } = useTranslation();
  const { filters, set, codeInput, list, rows, page, setPage } = useFiltered('residue');
  const columns: TableColumnsType<MarkedUnit> = [
    { key: 'product', title: t('integrations.fields.product'), dataIndex: 'product_name' },
    { key: 'serial', title: t('integrations.fields.serial'), dataIndex: 'serial' },
    { key: 'marking', title: t('integrations.fields.marking'), dataIndex: 'marking_code' },
    { key: 'warehouse', title: t('integrations.fields.warehouse'), dataIndex: 'warehouse_name' },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap>
        <OptionSelect
          source="warehouse"
          testId="residue-warehouse"
          placeholder={t('integrations.fields.warehouse')}
          value={filters.warehouse_id as number | undefined}
          onChange={(v) => set({ warehouse_id: v })}
          style={{ width: 220 }}
        />
        <OptionSelect
          source="product"
          testId="residue-product"
          placeholder={t('integrations.fields.product')}
          value={filters.product_id as number | undefined}
          onChange={(v) => set({ product_id: v })}
          style={{ width: 260 }}
        />
        {codeInput}
      </Flex>
      <PagedTable<MarkedUnit>
        testId="markings-residue"
        rowKey="id"
        columns={columns}
        loading={list.isFetching}
        rows={rows as MarkedUnit[]}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
    </Flex>
  );
}

function OutputTab() {
  const { t } = useTranslation();
  const { filters, set, codeInput, list, rows, page, setPage } = useFiltered('output');
  const columns: TableColumnsType<MarkedOutput> = [
    { key: 'date', title: t('integrations.fields.date'), render: (_, r) => toDisplayDate(r.business_date) },
    { key: 'product', title: t('integrations.fields.product'), dataIndex: 'product_name' },
    { key: 'serial', title: t('integrations.fields.serial'), dataIndex: 'serial' },
    { key: 'marking', title: t('integrations.fields.marking'), dataIndex: 'marking_code' },
    {
      key: 'type',
      title: t('integrations.fields.type'),
      render: (_, r) => t(`integrations.movements.${r.type}`, r.type),
    },
    { key: 'document', title: t('integrations.fields.document'), dataIndex: 'document_number' },
    { key: 'warehouse', title: t('integrations.fields.warehouse'), dataIndex: 'warehouse_name' },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <OptionSelect
          source="product"
          testId="output-product"
          placeholder={t('integrations.fields.product')}
          value={filters.product_id as number | undefined}
          onChange={(v) => set({ product_id: v })}
          style={{ width: 260 }}
        />
        {codeInput}
        <Typography.Text>{t('integrations.fields.from')}</Typography.Text>
        <Input
          type="date"
          data-testid="output-from"
          onChange={(e) => set({ date_from: e.target.value || undefined })}
          style={{ width: 160 }}
        />
        <Typography.Text>{t('integrations.fields.to')}</Typography.Text>
        <Input
          type="date"
          data-testid="output-to"
          onChange={(e) => set({ date_to: e.target.value || undefined })}
          style={{ width: 160 }}
        />
      </Flex>
      <PagedTable<MarkedOutput>
        testId="markings-output"
        rowKey="id"
        columns={columns}
        loading={list.isFetching}
        rows={rows as MarkedOutput[]}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
    </Flex>
  );
}

/** Marked goods: a tab of units in stock and a tab of units sold or written off, each for holders of its rule. */
export function MarkingsPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const tabs = [
    checkRule('marker_residue_product.show', rules) && {
      key: 'residue',
      label: t('integrations.markings.residue'),
      children: <ResidueTab />,
    },
    checkRule('marker_output_product.show', rules) && {
      key: 'output',
      label: t('integrations.markings.output'),
      children: <OutputTab />,
    },
  ].filter((tab) => tab !== false);
  return <Tabs data-testid="markings" items={tabs} destroyOnHidden />;
}
