import { enumLabelKey, fieldLabelKey, isSearchable, type ResourceDef } from '@savdo/shared/resources';
import { Button, Flex, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodField } from '../controls/date-fields.tsx';
import { dependentFields, type FilterSpec, filterSpecs } from './columns.ts';
import { chosenOptions, joinOptions, type ListChange, type ListState } from './list-state.ts';
import { RefSelect } from './ref-select.tsx';

const WIDTH = 200;

interface FilterBarProps {
  def: ResourceDef;
  state: ListState;
  onChange: (change: ListChange) => void;
}

/** Two inputs for a numeric range, applied on Enter or when leaving them. */
function NumberRange({
  spec,
  state,
  onChange,
}: { spec: FilterSpec & { kind: 'number-range' } } & Omit<FilterBarProps, 'def'>) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(state.filters[spec.from] ?? '');
  const [to, setTo] = useState(state.filters[spec.to] ?? '');
  const apply = () =>
    onChange({ type: 'filters', filters: { [spec.from]: from.trim(), [spec.to]: to.trim() } });
  const input = (key: string, value: string, set: (v: string) => void, placeholder: string) => (
    <Input
      data-testid={`filter-${key}`}
      inputMode="decimal"
      value={value}
      placeholder={placeholder}
      onChange={(e) => set(e.target.value.replace(/,/g, '.'))}
      onPressEnter={apply}
      onBlur={apply}
      style={{ width: WIDTH / 2 }}
    />
  );
  return (
    <Space.Compact>
      {input(spec.from, from, setFrom, t('engine.from'))}
      {input(spec.to, to, setTo, t('engine.to'))}
    </Space.Compact>
  );
}

function FilterControl({ def, spec, state, onChange }: { spec: FilterSpec } & FilterBarProps) {
  const { t } = useTranslation();
  const label = t(fieldLabelKey(def, spec.field.name));
  const set = (key: string, value: string | undefined) =>
    onChange({
      type: 'filters',
      filters: Object.fromEntries([[key, value], ...dependentFields(def, key).map((d) => [d, undefined])]),
    });

  switch (spec.kind) {
    case 'ref': {
      const dependsOn = spec.field.refDependsOn;
      const parent = dependsOn ? state.filters[dependsOn.field] : undefined;
      return (
        <RefSelect
          target={spec.target}
          testId={`filter-${spec.key}`}
          value={state.filters[spec.key]}
          onChange={(value) => set(spec.key, value === undefined ? undefined : String(value))}
          query={dependsOn && parent ? { [dependsOn.refField]: parent } : {}}
          placeholder={label}
          aria-label={label}
          style={{ width: WIDTH }}
        />
      );
    }
    case 'enum':
    case 'boolean':
      return (
        <Select<string>
          data-testid={`filter-${spec.key}`}
          value={state.filters[spec.key]}
          onChange={(value) => set(spec.key, value ?? undefined)}
          allowClear
          placeholder={label}
          aria-label={label}
          style={{ width: WIDTH }}
          options={
            spec.kind === 'enum'
              ? spec.options.map((option) => ({ value: option, label: t(enumLabelKey(spec.field, option)) }))
              : [
                  { value: 'true', label: t('engine.yes') },
                  { value: 'false', label: t('engine.no') },
                ]
          }
        />
      );
    case 'enum-set':
      return (
        <Select<string[]>
          mode="multiple"
          data-testid={`filter-${spec.key}`}
          value={chosenOptions(state.filters[spec.key])}
          onChange={(values) => set(spec.key, joinOptions(spec.field, values))}
          allowClear
          optionFilterProp="label"
          placeholder={label}
          aria-label={label}
          style={{ minWidth: WIDTH }}
          options={spec.options.map((option) => ({
            value: option,
            label: t(enumLabelKey(spec.field, option)),
          }))}
        />
      );
    case 'date-range':
      return (
        <PeriodField
          testId={`filter-${spec.field.name}`}
          label={label}
          from={state.filters[spec.from]}
          to={state.filters[spec.to]}
          onChange={(from, to) =>
            onChange({ type: 'filters', filters: { [spec.from]: from, [spec.to]: to } })
          }
        />
      );
    case 'number-range':
      return (
        <NumberRange
          key={`${state.filters[spec.from]}|${state.filters[spec.to]}`}
          spec={spec}
          state={state}
          onChange={onChange}
        />
      );
    case 'text':
      return (
        <Input.Search
          key={state.filters[spec.key] ?? ''}
          data-testid={`filter-${spec.key}`}
          defaultValue={state.filters[spec.key]}
          placeholder={label}
          allowClear
          onSearch={(value) => set(spec.key, value.trim() || undefined)}
          style={{ width: WIDTH }}
        />
      );
  }
}

/** Search, status and one control per filter field of the definition; every change goes to the address bar. */
export function FilterBar({ def, state, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const specs = useMemo(() => filterSpecs(def), [def]);
  const filtered = Boolean(state.search || state.active || Object.keys(state.filters).length > 0);
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="filter-bar">
      {isSearchable(def) && (
        <Input.Search
          key={state.search ?? ''}
          data-testid="filter-search"
          defaultValue={state.search}
          placeholder={t('engine.search')}
          allowClear
          onSearch={(value) => onChange({ type: 'search', search: value })}
          style={{ width: 240 }}
        />
      )}
      {def.toggle !== false && (
        <Select<'all' | 'true' | 'false'>
          data-testid="filter-active"
          aria-label={t('engine.status')}
          value={state.active ?? 'all'}
          onChange={(value) => onChange({ type: 'active', active: value === 'all' ? undefined : value })}
          style={{ width: 150 }}
          options={[
            { value: 'all', label: t('engine.all') },
            { value: 'true', label: t('engine.active') },
            { value: 'false', label: t('engine.inactive') },
          ]}
        />
      )}
      {specs.map((spec) => (
        <FilterControl key={spec.field.name} def={def} spec={spec} state={state} onChange={onChange} />
      ))}
      {filtered && (
        <Button data-testid="filter-reset" onClick={() => onChange({ type: 'reset' })}>
          {t('engine.reset')}
        </Button>
      )}
    </Flex>
  );
}
