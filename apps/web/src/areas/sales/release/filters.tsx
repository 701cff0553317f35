import { Select } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type OptionSource } from '../../../controls/option-select.tsx';

// the date picker loads with a chunk of its own (the screens' size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);
const DateInput = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateInput })),
);

/** A form's date (`YYYY-MM-DD`), its picker loaded on first use. */
export function DateField(props: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return (
    <Suspense fallback={null}>
      <DateInput {...props} />
    </Suspense>
  );
}

export type Filters = Record<string, string | number | undefined>;

interface Props {
  filters: Filters;
  set(patch: Filters): void;
  /** Enum filters: field, label key and its values' label prefix. */
  enums?: { field: string; label: string; values: readonly string[]; labels: string }[];
  /** Reference filters: field, label key and option source. */
  refs?: { field: string; label: string; source: OptionSource }[];
  /** The period filter's label, when the list has one. */
  period?: string;
  children?: ReactNode;
}

/** The filter bar of a release list: period, enums and references, each a query parameter. */
export function FilterBar({ filters, set, enums = [], refs = [], period, children }: Props) {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}
      data-testid="release-filters"
    >
      {children}
      {period && (
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="filter-period"
            label={t(period)}
            from={filters.date_from as string | undefined}
            to={filters.date_to as string | undefined}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
      )}
      {enums.map((e) => (
        <Select
          key={e.field}
          allowClear
          value={filters[e.field] as string | undefined}
          onChange={(value?: string) => set({ [e.field]: value })}
          placeholder={t(e.label)}
          aria-label={t(e.label)}
          options={e.values.map((v) => ({ value: v, label: t(`${e.labels}.${v}`) }))}
          style={{ width: 200 }}
          data-testid={`filter-${e.field}`}
        />
      ))}
      {refs.map((r) => (
        <OptionSelect
          key={r.field}
          source={r.source}
          value={filters[r.field] as number | undefined}
          onChange={(value) => set({ [r.field]: value })}
          placeholder={t(r.label)}
          aria-label={t(r.label)}
          style={{ width: 200 }}
          testId={`filter-${r.field}`}
        />
      ))}
    </div>
  );
}
