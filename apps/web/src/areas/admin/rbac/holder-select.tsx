import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HolderKind, type HolderOption, rbacSilent } from './api.ts';
import { RBAC_KEY } from './queries.ts';

interface Props {
  kind: HolderKind;
  value: HolderOption | undefined;
  onChange(option: HolderOption): void;
}

const DEBOUNCE_MS = 250;

/** Remote-search select of a position (position rules) or a user (user and assignable rules). */
export function HolderSelect({ kind, value, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const target = kind === 'position' ? 'position' : 'user';

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data = [], isFetching } = useQuery({
    queryKey: [RBAC_KEY, 'options', target, search],
    queryFn: () => rbacSilent.options(kind, search),
    staleTime: 30_000,
  });
  const options = data.map((option) => ({ value: option.id, label: option.name }));
  if (value && !data.some((option) => option.id === value.id))
    options.unshift({ value: value.id, label: value.name });

  return (
    <Select<number>
      data-testid="rbac-holder-select"
      aria-label={t(`rbac.holder.${target}`)}
      placeholder={t(`rbac.pick.${target}`)}
      value={value?.id}
      options={options}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onChange={(id, option) => {
        const picked = Array.isArray(option) ? option[0] : option;
        onChange({ id, name: String(picked?.label ?? id) });
      }}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
