import { Flex, Input, Select } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { hrApi, type Query } from './api.ts';

const PdfDialog = lazy(() =>
  import('../../../shared/pdf-dialog.tsx').then((m) => ({ default: m.PdfDialog })),
);

interface FilterProps {
  filters: Query;
  onChange(patch: Query): void;
  /** The statuses to choose from, with their i18n group (`hr.candidateStatuses`). */
  statuses?: { values: readonly string[]; group: string };
  branch?: boolean;
  section?: boolean;
  dates?: boolean;
  testId: string;
  children?: ReactNode;
}

/** The HR lists' filters: a search by name or number, and the filters each list has an index for. */
export function HrFilters({
  filters,
  onChange,
  statuses,
  branch,
  section,
  dates,
  testId,
  children,
}: FilterProps) {
  const { t } = useTranslation();
  const id = (v: string | number | undefined) => (typeof v === 'number' ? v : undefined);
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        placeholder={t('hr.fields.search')}
        style={{ width: 260 }}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        data-testid={`${testId}-search`}
      />
      {statuses && (
        <Select
          allowClear
          placeholder={t('hr.fields.status')}
          aria-label={t('hr.fields.status')}
          style={{ width: 180 }}
          value={typeof filters.status === 'string' ? filters.status : undefined}
          options={statuses.values.map((s) => ({ value: s, label: t(`${statuses.group}.${s}`) }))}
          onChange={(v: string | undefined) => onChange({ status: v })}
          data-testid={`${testId}-status`}
        />
      )}
      {branch && (
        <OptionSelect
          source="hr_branch"
          value={id(filters.branch_id)}
          placeholder={t('hr.fields.branch_id')}
          aria-label={t('hr.fields.branch_id')}
          style={{ width: 200 }}
          onChange={(v) => onChange({ branch_id: v })}
        />
      )}
      {section && (
        <OptionSelect
          source="hr_section"
          value={id(filters.hr_section_id)}
          placeholder={t('hr.fields.hr_section_id')}
          aria-label={t('hr.fields.hr_section_id')}
          style={{ width: 200 }}
          onChange={(v) => onChange({ hr_section_id: v })}
        />
      )}
      {dates && (
        <>
          <DateField
            value={filters.from}
            placeholder={t('hr.fields.from')}
            allowClear
            width={150}
            onChange={(from) => onChange({ from })}
          />
          <DateField
            value={filters.to}
            placeholder={t('hr.fields.to')}
            allowClear
            width={150}
            onChange={(to) => onChange({ to })}
          />
        </>
      )}
      {children}
    </Flex>
  );
}

/** An HR order printed as a PDF in a dialog: `print(id)` fetches it, `view` renders while one is open. */
export function useOrderPrint(): { print(id: number): Promise<void>; view: ReactNode } {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const print = async (id: number) => {
    try {
      setUrl(URL.createObjectURL((await hrApi.printOrder(id)).blob));
    } catch {
      // the main client has shown the error
    }
  };
  const view = url && (
    <Suspense fallback={null}>
      <PdfDialog
        url={url}
        onClose={() => setUrl(null)}
        title={t('hr.actions.print')}
        openLabel={t('hr.actions.print')}
        openTestId="hr-order-pdf-open"
        frameTestId="hr-order-pdf-frame"
      />
    </Suspense>
  );
  return { print, view };
}
