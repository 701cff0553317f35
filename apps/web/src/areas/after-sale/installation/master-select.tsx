import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { INSTALLATION_KEY, installationApi } from './api.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  testId: string;
  allowClear?: boolean;
}

/** The active masters as a searchable select. */
export function MasterSelect({ id, value, onChange, placeholder, testId, allowClear }: Props) {
  const masters = useQuery({
    queryKey: [INSTALLATION_KEY, 'masters'],
    queryFn: ({ signal }) => installationApi.masters(signal),
  });
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      allowClear={allowClear}
      value={value}
      onChange={(v: number | undefined) => onChange?.(v)}
      placeholder={placeholder}
      aria-label={placeholder}
      loading={masters.isLoading}
      options={(masters.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
      data-testid={testId}
      style={{ minWidth: 240 }}
    />
  );
}
