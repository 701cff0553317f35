import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { silentClient } from '../api/index.ts';
import { useDebounced } from '../shared/use-debounced.ts';

/** An id and title of an active record, as the engine's `/options` answer them. */
export interface Option {
  id: number;
  name: string;
}

/** Where each select's options come from (engine `/options`, the branch list). */
export const OPTION_SOURCES = {
  warehouse: '/information/warehouses/options',
  supplier: '/information/suppliers/options',
  product: '/information/products/options',
  category: '/information/categories/options',
  material: '/info/tmz-list/options',
  template: '/price-tag/price-tag-templates/options',
  asset: '/basic-tools/assets/options',
  asset_group: '/basic-tools/main-engine-groups/options',
  room: '/basic-tools/rooms/options',
  write_off_reason: '/basic-tools/reasons/options',
  user: '/user/m-users/options',
  cost_item: '/expenses/cost-items/options',
  firm_account_number: '/money-account-no-cash/firm-account-numbers/options',
  bank_input_type: '/money-account-no-cash/income-types/options',
  investor: '/info/investors/options',
  branch: '/warehouse/branches/get-branches-for-autocomplete',
  cashbox: '/cashbox/cash-registers/options',
  /** Staff by name or employee number (any payroll screen's rule). */
  payroll_employee: '/salary/payroll-employees',
  payroll_section: '/salary/sections/options',
  province: '/information/provinces/options',
  region: '/information/regions/options',
  village: '/information/villages/options',
  workplace: '/information/workplaces/options',
  conversation_comment: '/resale/interview-comments/options',
  comment_type: '/collections/comment-types/options',
  customer_flow_source: '/info/customer-flow-sources/options',
  client: '/client/clients/options',
  blacklisted_client: '/client/blacklist/options',
  tariff: '/settings/contract-tariffs/options',
  requisite: '/settings/contract-requisites/options',
  /** Clients to pick for an order: by name, PINFL, passport or phone. */
  order_client: '/contract/orders/client-options',
  driver: '/information/drivers/options',
  return_reason: '/information/return-product-reasons/options',
  fond: '/cash-tradings/fonds/options',
  sms_template: '/send-sms/sms-templates/options',
  /** Clients to send an SMS to: by name, PINFL, passport or phone. */
  sms_client: '/send-sms/clients',
  // the collection screens' selects (any collections screen's rule)
  collections_user: '/collections/options/users',
  collections_branch: '/collections/options/branches',
  collections_province: '/collections/options/provinces',
  collections_region: '/collections/options/regions',
  collections_village: '/collections/options/villages',
  collections_workplace: '/collections/options/workplaces',
  collections_stage: '/collections/options/stages',
  collections_comment_type: '/collections/options/comment-types',
  // the attendance screens' selects
  attendance_employee: '/face-recognition/employee-options',
  absence_reason: '/face-recognition/reasons-absence-from-work/options',
  // the HR forms' selects (any HR screen's rule)
  hr_section: '/salary/options/sections',
  hr_workplace: '/salary/options/workplaces',
  hr_schedule: '/salary/options/schedules',
  hr_position: '/salary/options/positions',
  hr_leave_reason: '/salary/options/leave-reasons',
  hr_branch: '/salary/options/branches',
  hr_employee: '/salary/options/employees',
  hr_user: '/salary/options/users',
} as const;
export type OptionSource = keyof typeof OPTION_SOURCES;

/** Sources answered as one short list and searched in the browser. */
export const LOCAL_SOURCES: ReadonlySet<OptionSource> = new Set(['branch']);

export const fetchOptions = (
  source: OptionSource,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => silentClient.get<Option[]>(OPTION_SOURCES[source], { query, signal });

/** Titles seen this session, so a value restored from the address bar keeps its name. */
const seen = new Map<string, string>();
const seenKey = (source: OptionSource, id: unknown) => `${source}:${String(id)}`;

interface Common {
  source: OptionSource;
  id?: string;
  /** The current value's title when known (a document's `<field>_name`). */
  label?: string | null;
  /** Extra eq filters of the options (a branch's warehouses). */
  filter?: Record<string, string | number>;
  placeholder?: string;
  /** The select's accessible name; by default its placeholder when no form label names it (no `id`). */
  'aria-label'?: string;
  /** Shown after each option's title (a bank account's currency). */
  suffix?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  testId?: string;
}
interface Single extends Common {
  multiple?: false;
  value?: number;
  onChange?: (value: number | undefined, option?: Option) => void;
}
interface Multiple extends Common {
  multiple: true;
  value?: number[];
  onChange?: (value: number[]) => void;
}
export type OptionSelectProps = Single | Multiple;

/**
 * A select searching active records on the server (`/options?search=`), one
 * value or many; short lists (branches) come whole and are searched here.
 * Chosen values keep their titles even when not among the first options.
 */
export function OptionSelect(props: OptionSelectProps) {
  const {
    source,
    id,
    label,
    filter,
    placeholder,
    suffix,
    disabled,
    allowClear = true,
    style,
    testId,
  } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(search, 250);
  const local = LOCAL_SOURCES.has(source);
  const values = props.multiple
    ? (props.value ?? [])
    : props.value === undefined || props.value === null
      ? []
      : [props.value];
  const single = !props.multiple && values.length === 1 ? values[0] : undefined;

  const options = useQuery({
    queryKey: ['options', source, local ? '' : term, filter],
    queryFn: ({ signal }) =>
      fetchOptions(source, { ...filter, search: local ? undefined : term || undefined }, signal),
    enabled: open || (single !== undefined && !label),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  if (label && single !== undefined) seen.set(seenKey(source, single), label);
  for (const option of options.data ?? []) seen.set(seenKey(source, option.id), option.name);

  const needle = search.trim().toLocaleLowerCase();
  const list = (options.data ?? [])
    .filter((o) => !local || !needle || o.name.toLocaleLowerCase().includes(needle))
    .map((o) => ({ value: o.id, label: suffix ? `${o.name} · ${suffix}` : o.name }));
  for (const value of values) {
    if (!list.some((o) => o.value === value))
      list.unshift({ value, label: seen.get(seenKey(source, value)) ?? `#${value}` });
  }

  const common = {
    id,
    'aria-label': props['aria-label'] ?? (id ? undefined : (placeholder ?? t('lists.select.placeholder'))),
    'data-testid': testId,
    options: list,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    onOpenChange: setOpen,
    loading: options.isFetching,
    allowClear,
    disabled,
    placeholder: placeholder ?? t('lists.select.placeholder'),
    notFoundContent: options.isFetching ? t('lists.select.loading') : t('lists.select.nothingFound'),
    style: { width: '100%', ...style },
    popupMatchSelectWidth: false,
  } as const;

  if (props.multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={props.value ?? []}
        onChange={(next) => {
          setSearch('');
          props.onChange?.(next ?? []);
        }}
      />
    );
  return (
    <Select<number>
      {...common}
      value={single}
      onChange={(next) => {
        setSearch('');
        props.onChange?.(
          next ?? undefined,
          options.data?.find((o) => o.id === next),
        );
      }}
    />
  );
}
