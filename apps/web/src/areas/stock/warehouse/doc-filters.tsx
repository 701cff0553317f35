import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { type DocScreen, LIFECYCLES } from './doc-kinds.ts';
import { ALL, type DocListQuery, type ParamChange, statusValue } from './list-query.ts';

interface Props {
  page: DocScreen;
  params: URLSearchParams;
  query: DocListQuery;
  onChange(change: ParamChange): void;
}

/** Status, warehouse, supplier (where the kind has one) and period; all kept in the address bar. */
export function DocFilters({ page, params, query, onChange }: Props) {
  const { t } = useTranslation();
  const statuses = page.statuses ?? LIFECYCLES[page.kind].statuses;
  const filtered = ['status', 'warehouse_id', 'supplier_id', 'date_from', 'date_to'].some((key) =>
    params.has(key),
  );
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }} data-testid="doc-filters">
      <Select<string>
        data-testid="filter-status"
        aria-label={t('warehouse.fields.status')}
        value={statusValue(params, page.defaultStatus)}
        onChange={(status) =>
          onChange({ status: status === ALL && !page.defaultStatus ? undefined : status })
        }
        options={[
          { value: ALL, label: t('warehouse.filters.allStatuses') },
          ...statuses.map((status) => ({ value: status, label: t(`warehouse.status.${status}`) })),
        ]}
        style={{ width: 180 }}
      />
      <OptionSelect
        source="warehouse"
        testId="filter-warehouse"
        value={query.warehouse_id}
        onChange={(id) => onChange({ warehouse_id: id })}
        placeholder={t('warehouse.fields.warehouse')}
        aria-label={t('warehouse.fields.warehouse')}
        style={{ width: 240 }}
      />
      {page.needsSupplier && (
        <OptionSelect
          source="supplier"
          testId="filter-supplier"
          value={query.supplier_id}
          onChange={(id) => onChange({ supplier_id: id })}
          placeholder={t('warehouse.fields.supplier')}
          aria-label={t('warehouse.fields.supplier')}
          style={{ width: 240 }}
        />
      )}
      <PeriodField
        testId="filter-period"
        from={query.date_from}
        to={query.date_to}
        onChange={(from, to) => onChange({ date_from: from, date_to: to })}
      />
      {filtered && (
        <Button
          data-testid="filter-reset"
          onClick={() =>
            onChange({
              status: undefined,
              warehouse_id: undefined,
              supplier_id: undefined,
              date_from: undefined,
              date_to: undefined,
            })
          }
        >
          {t('warehouse.actions.reset')}
        </Button>
      )}
    </Flex>
  );
}
