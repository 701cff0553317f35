import { documentNumber } from '@savdo/shared/documents';
import type { WarningLetterRow } from '@savdo/shared/schemas/collection-process';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { usePdfView } from '../../cash/cash-desk/use-pdf-view.tsx';
import { PROCESS_KEY, processApi, type Query } from './api.ts';
import { ContractPicker, TemplatePicker } from './pickers.tsx';

const LetterDialog = lazy(() => import('./letter-dialog.tsx').then((m) => ({ default: m.LetterDialog })));

/**
 * `/collections/warning-letter`: the letters made, newest first, by branch,
 * template, contract and date; a letter made for a contract from a template
 * (`.add`: numbered in the branch, its fields filled, a LETTER contact on the
 * contract) and printed (PDF), any time again.
 */
export function LettersPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const client = useQueryClient();
  const pdf = usePdfView();
  const [filters, setFilters] = useState<Query>({});
  const [making, setMaking] = useState(false);
  const { table } = usePagedQuery([PROCESS_KEY, 'letters'], processApi.letters, filters);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const columns: TableColumnsType<WarningLetterRow> = [
    { key: 'number', title: f('number'), render: (_, r) => documentNumber(r.branch_prefix, r.number) },
    { key: 'date', title: f('date'), dataIndex: 'letter_date' },
    { key: 'template', title: f('template'), dataIndex: 'template_name' },
    {
      key: 'contract',
      title: f('contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'by', title: f('createdBy'), dataIndex: 'created_by_name' },
    {
      key: 'print',
      render: (_, r) => (
        <Button
          size="small"
          onClick={() => pdf.open(() => processApi.printLetter(r.id))}
          data-testid={`letter-print-${r.id}`}
        >
          {t('collectionProcess.print')}
        </Button>
      ),
    },
  ];
  return (
    <section data-testid="letters-page">
      <ScreenTitle>
        {rules.has('warning_letter.add') && (
          <Button type="primary" onClick={() => setMaking(true)} data-testid="letter-add">
            {t('collectionProcess.makeLetter')}
          </Button>
        )}
      </ScreenTitle>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="branch"
          value={filters.branch_id as number | undefined}
          placeholder={f('branch')}
          aria-label={f('branch')}
          style={{ width: 200 }}
          onChange={(branch_id) => setFilters((x) => ({ ...x, branch_id }))}
        />
        <TemplatePicker
          value={filters.template_id as number | undefined}
          placeholder={f('template')}
          onChange={(template_id) => setFilters((x) => ({ ...x, template_id }))}
        />
        <ContractPicker
          value={filters.contract_id as number | undefined}
          placeholder={f('contract')}
          onChange={(contract_id) => setFilters((x) => ({ ...x, contract_id }))}
        />
        <div style={{ width: 150 }}>
          <DateField
            value={filters.date_from as string | undefined}
            allowClear
            onChange={(date_from) => setFilters((x) => ({ ...x, date_from }))}
          />
        </div>
        <div style={{ width: 150 }}>
          <DateField
            value={filters.date_to as string | undefined}
            allowClear
            onChange={(date_to) => setFilters((x) => ({ ...x, date_to }))}
          />
        </div>
      </Flex>
      <PagedTable<WarningLetterRow>
        testId="letters-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('collectionProcess.lettersEmpty') }}
        {...table}
      />
      {making && (
        <Suspense fallback={null}>
          <LetterDialog
            onClose={(made) => {
              setMaking(false);
              if (!made) return;
              void client.invalidateQueries({ queryKey: [PROCESS_KEY] });
              void pdf.open(() => processApi.printLetter(made.id));
            }}
          />
        </Suspense>
      )}
      {pdf.view}
    </section>
  );
}
