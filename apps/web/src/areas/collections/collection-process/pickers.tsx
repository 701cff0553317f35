import { documentNumber } from '@savdo/shared/documents';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { SearchSelect } from '../../../shared/search-select.tsx';
import { PROCESS_KEY, processApi } from './api.ts';

interface PickerProps {
  value?: number | undefined;
  onChange?(value: number | undefined): void;
  placeholder?: string;
  style?: CSSProperties;
  testId?: string;
}

/** A contract found by its number or the client's name. */
export function ContractPicker({ value, onChange, placeholder, style, testId }: PickerProps) {
  return (
    <SearchSelect
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      aria-label={placeholder}
      style={style ?? { width: 320 }}
      testId={testId}
      queryKey={[PROCESS_KEY, 'contract-options']}
      search={processApi.contracts}
      optionOf={(c) => ({ value: c.id, label: `${documentNumber(c.prefix, c.number)} · ${c.client_name}` })}
    />
  );
}

/** A user to be a collector, by name. */
export function CollectorPicker({ value, onChange, placeholder, style, testId }: PickerProps) {
  return (
    <SearchSelect
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      aria-label={placeholder}
      style={style ?? { width: 260 }}
      testId={testId}
      queryKey={[PROCESS_KEY, 'collector-options']}
      search={processApi.collectors}
      optionOf={(u) => ({ value: u.id, label: u.full_name ?? u.name ?? String(u.id) })}
    />
  );
}

/** A warning letter template. */
export function TemplatePicker({ value, onChange, placeholder, style, testId }: PickerProps) {
  const found = useQuery({
    queryKey: [PROCESS_KEY, 'templates'],
    queryFn: ({ signal }) => processApi.templates(signal),
  });
  return (
    <Select<number>
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      placeholder={placeholder}
      aria-label={placeholder}
      style={style ?? { width: 260 }}
      data-testid={testId}
      options={(found.data ?? []).map((o) => ({ value: o.id, label: o.name ?? String(o.id) }))}
    />
  );
}
