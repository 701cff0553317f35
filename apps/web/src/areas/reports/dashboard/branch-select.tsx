import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { silentApi } from '../../../api/index.ts';
import { defaultBranchId } from './tabs.ts';

interface Props {
  value: number | undefined;
  onChange(id: number): void;
}

/** The dashboard's branch selector (silent client: no overlay, no visible error handling). */
export function BranchSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { data: branches = [], isLoading } = useQuery({
    queryKey: ['branches', 'autocomplete'],
    queryFn: () => silentApi.branches.forAutocomplete(),
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (value !== undefined && branches.some((branch) => branch.id === value)) return;
    const initial = defaultBranchId(branches);
    if (initial !== undefined) onChange(initial);
  }, [branches, value, onChange]);

  return (
    <Select<number>
      data-testid="branch-select"
      aria-label={t('dashboard.branch')}
      placeholder={t('dashboard.branchPlaceholder')}
      loading={isLoading}
      value={value}
      onChange={onChange}
      options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220 }}
    />
  );
}
