import { Button, Checkbox, Flex, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import type { Query } from './api.ts';

interface Props {
  value: Query;
  onChange(next: Query): void;
  /** Hide the "late only" switch (the by-client list is late contracts only). */
  lateOnlySwitch?: boolean;
}

const id = (v: string | number | undefined) => (v === undefined ? undefined : Number(v));

/**
 * The filters of the collection lists (product.md "Filter fields seen" that
 * apply): the client's (search, address, passport, birth, phone) and the
 * contract's (branch, state, rest, days late, late months, stage,
 * responsible, off balance, comment type). The common ones are shown, the
 * rest behind "more".
 */
export function CollectionFilters({ value, onChange, lateOnlySwitch = true }: Props) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  // the typed fields keep their own text: a reset remounts them empty
  const [generation, setGeneration] = useState(0);
  const set = (patch: Query) => onChange({ ...value, ...patch });
  const f = (key: string) => t(`collections.fields.${key}`);
  const number = (key: string, width = 130) => (
    <InputNumber
      min={0}
      max={99_999}
      placeholder={f(key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))}
      style={{ width }}
      value={value[key] === undefined ? null : Number(value[key])}
      onChange={(v) => set({ [key]: v === null ? undefined : Number(v) })}
      data-testid={`filter-${key}`}
    />
  );
  const text = (key: string, label: string, width = 150) => (
    <Input
      allowClear
      placeholder={label}
      style={{ width }}
      defaultValue={value[key] as string | undefined}
      onBlur={(e) => set({ [key]: e.target.value.trim() || undefined })}
      onPressEnter={(e) => set({ [key]: e.currentTarget.value.trim() || undefined })}
      data-testid={`filter-${key}`}
    />
  );
  const select = (key: string, source: Parameters<typeof OptionSelect>[0]['source'], label: string) => (
    <OptionSelect
      source={source}
      placeholder={label}
      aria-label={label}
      style={{ width: 180 }}
      value={id(value[key])}
      onChange={(v) => set({ [key]: v })}
      testId={`filter-${key}`}
    />
  );
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }} key={generation}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={f('search')}
          style={{ width: 300 }}
          defaultValue={value.search as string | undefined}
          onSearch={(v) => set({ search: v.trim() || undefined })}
          data-testid="filter-search"
        />
        {select('branch_id', 'collections_branch', f('branch'))}
        {number('days_late_from')}
        {number('days_late_to')}
        {select('stage_id', 'collections_stage', f('stage'))}
        {select('responsible_id', 'collections_user', f('responsible'))}
        {lateOnlySwitch && (
          <Checkbox
            checked={value.late_only !== 'false'}
            onChange={(e) => set({ late_only: e.target.checked ? undefined : 'false' })}
            data-testid="filter-late-only"
          >
            {f('lateOnly')}
          </Checkbox>
        )}
        <Button type="link" onClick={() => setMore((m) => !m)}>
          {t(more ? 'collections.actions.less' : 'collections.actions.more')}
        </Button>
        <Button
          onClick={() => {
            setGeneration((g) => g + 1);
            onChange({});
          }}
        >
          {t('collections.actions.reset')}
        </Button>
      </Flex>
      {more && (
        <Flex gap={8} wrap data-testid="collection-more-filters">
          {select('province_id', 'collections_province', f('province'))}
          {select('region_id', 'collections_region', f('region'))}
          {select('village_id', 'collections_village', f('village'))}
          {text('passport', f('passport'))}
          {text('phone', f('phone'))}
          <DateField
            width={160}
            placeholder={f('birthDate')}
            allowClear
            value={value.birth_date}
            onChange={(birth_date) => set({ birth_date })}
          />
          <Select
            allowClear
            placeholder={f('birthMonth')}
            aria-label={f('birthMonth')}
            style={{ width: 140 }}
            value={id(value.birth_month)}
            options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
            onChange={(v?: number) => set({ birth_month: v })}
          />
          <Select
            allowClear
            placeholder={f('status')}
            aria-label={f('status')}
            style={{ width: 160 }}
            value={value.status as string | undefined}
            options={(['ACTIVE', 'FREEZE'] as const).map((s) => ({
              value: s,
              label: t(`collections.statuses.${s}`),
            }))}
            onChange={(v?: string) => set({ status: v })}
          />
          {select('comment_type_id', 'collections_comment_type', f('commentType'))}
          {text('rest_from', f('restFrom'), 130)}
          {text('rest_to', f('restTo'), 130)}
          {number('late_months_from', 150)}
          {number('late_months_to', 150)}
          <Select
            allowClear
            placeholder={f('offBalance')}
            aria-label={f('offBalance')}
            style={{ width: 170 }}
            value={value.off_balance as string | undefined}
            options={[
              { value: 'true', label: t('collections.actions.yes') },
              { value: 'false', label: t('collections.actions.no') },
            ]}
            onChange={(v?: string) => set({ off_balance: v })}
          />
          <Checkbox
            checked={value.no_responsible === 'true'}
            onChange={(e) => set({ no_responsible: e.target.checked ? 'true' : undefined })}
          >
            {f('noResponsible')}
          </Checkbox>
        </Flex>
      )}
    </Flex>
  );
}
