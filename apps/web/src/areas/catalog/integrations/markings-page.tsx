import { checkRule } from '@savdo/shared/rules';
import { toDisplayDate } from '@savdo/shared/validation';
import { Flex, Input, type TableColumnsType, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { INTEGRATIONS_KEY, integrationsApi, type MarkedOutput, type MarkedUnit, PER_PAGE } from './api.ts';

type Filters = Record<string, string | number | undefined>;

/** A filter by an option list: `<source>_id`, labelled `integrations.fields.<source>`. */
type SelectFilter = { source: 'warehouse' | 'product'; width: number };

interface TabProps<T> {
  kind: 'residue' | 'output';
  fetch: (query: Filters, signal?: AbortSignal) => Promise<T[]>;
  columns: TableColumnsType<T>;
  /** The tab's option-list filters, before the code search. */
  selects: SelectFilter[];
  /** Whether the tab filters by a period (`date_from` / `date_to`). */
  period?: boolean;
}

/** One tab: its filters, a search by serial or marking code, and the paged list. */
function MarkingsTab<T extends { id: number }>({ kind, fetch, columns, selects, period }: TabProps<T>) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [code, setCode] = useState('');
  const term = useDebounced(code.trim(), 300);
  const paged = usePagedQuery(
    [INTEGRATIONS_KEY, kind],
    fetch,
    { ...filters, code: term || undefined },
    PER_PAGE,
  );
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
  const dateInput = (end: 'from' | 'to') => (
    <>
      <Typography.Text>{t(`integrations.fields.${end}`)}</Typography.Text>
      <DateField
        testId={`${kind}-${end}`}
        value={filters[`date_${end}`]}
        onChange={(value) => set({ [`date_${end}`]: value })}
        allowClear
        width={160}
      />
    </>
  );
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        {selects.map(({ source, width }) => (
          <OptionSelect
            key={source}
            source={source}
            testId={`${kind}-${source}`}
            placeholder={t(`integrations.fields.${source}`)}
            aria-label={t(`integrations.fields.${source}`)}
            value={filters[`${source}_id`] as number | undefined}
            onChange={(v) => set({ [`${source}_id`]: v })}
            style={{ width }}
          />
        ))}
        {period && dateInput('from')}
        {period && dateInput('to')}
        <Input.Search
          data-testid={`${kind}-code`}
          allowClear
          placeholder={t('integrations.markings.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          style={{ width: 280 }}
        />
      </Flex>
      <PagedTable<T> testId={`markings-${kind}`} rowKey="id" columns={columns} {...paged.table} />
    </Flex>
  );
}

function ResidueTab() {
  const { t } = useTranslation();
  const columns: TableColumnsType<MarkedUnit> = [
    { key: 'product', title: t('integrations.fields.product'), dataIndex: 'product_name' },
    { key: 'serial', title: t('integrations.fields.serial'), dataIndex: 'serial' },
    { key: 'marking', title: t('integrations.fields.marking'), dataIndex: 'marking_code' },
    { key: 'warehouse', title: t('integrations.fields.warehouse'), dataIndex: 'warehouse_name' },
  ];
  return (
    <MarkingsTab<MarkedUnit>
      kind="residue"
      fetch={integrationsApi.residue}
      columns={columns}
      selects={[
        { source: 'warehouse', width: 220 },
        { source: 'product', width: 260 },
      ]}
    />
  );
}

function OutputTab() {
  const { t } = useTranslation();
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
    <MarkingsTab<MarkedOutput>
      kind="output"
      fetch={integrationsApi.output}
      columns={columns}
      selects={[{ source: 'product', width: 260 }]}
      period
    />
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
  return (
    <>
      <ScreenTitle />
      <Tabs data-testid="markings" items={tabs} destroyOnHidden />
    </>
  );
}
