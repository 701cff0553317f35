import { documentNumber } from '@savdo/shared/documents';
import type { OffBalanceRow } from '@savdo/shared/schemas/collection-process';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROCESS_KEY, processApi, type Query } from './api.ts';

// the dialog loads with a chunk of its own (the screens' size budget)
const ReasonForm = lazy(() => import('./reason-form.tsx').then((m) => ({ default: m.ReasonForm })));

/**
 * `/collections/off-balance-sheet-contracts`: the contracts off balance
 * (marked by the close of day after the set late months, or by hand), still
 * collected, with what was paid since; marked (`.add`) or put back (`.edit`) with a reason.
 */
export function OffBalancePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [dialog, setDialog] = useState<{ off: boolean; contractId: number | null } | null>(null);
  const { table } = usePagedQuery([PROCESS_KEY, 'off-balance'], processApi.offBalance, filters);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const columns: TableColumnsType<OffBalanceRow> = [
    {
      key: 'contract',
      title: f('contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'since', title: f('offSince'), dataIndex: 'off_since' },
    {
      key: 'source',
      title: f('source'),
      render: (_, r) => (r.source ? t(`collectionProcess.sources.${r.source}`) : ''),
    },
    moneyColumn<OffBalanceRow>('rest', f('rest'), lang, (r) => r.rest),
    moneyColumn<OffBalanceRow>('paid', f('paidAfter'), lang, (r) => r.paid_after),
    { key: 'reason', title: f('reason'), dataIndex: 'reason' },
    {
      key: 'actions',
      render: (_, r) =>
        rules.has('contract_off_balance.edit') && (
          <Button
            size="small"
            onClick={() => setDialog({ off: false, contractId: r.contract_id })}
            data-testid={`unmark-${r.contract_id}`}
          >
            {t('collectionProcess.unmark')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="off-balance-page">
      <ScreenTitle>
        {rules.has('contract_off_balance.add') && (
          <Button
            type="primary"
            onClick={() => setDialog({ off: true, contractId: null })}
            data-testid="off-balance-mark"
          >
            {t('collectionProcess.mark')}
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
        <div style={{ width: 160 }}>
          <DateField
            value={filters.date_from as string | undefined}
            placeholder={f('offSince')}
            allowClear
            onChange={(date_from) => setFilters((x) => ({ ...x, date_from }))}
          />
        </div>
        <div style={{ width: 160 }}>
          <DateField
            value={filters.date_to as string | undefined}
            allowClear
            onChange={(date_to) => setFilters((x) => ({ ...x, date_to }))}
          />
        </div>
      </Flex>
      <PagedTable<OffBalanceRow>
        testId="off-balance-table"
        rowKey="contract_id"
        columns={columns}
        locale={{ emptyText: t('collectionProcess.offEmpty') }}
        {...table}
      />
      {dialog && (
        <Suspense fallback={null}>
          <ReasonForm
            title={t(dialog.off ? 'collectionProcess.mark' : 'collectionProcess.unmark')}
            saveLabel={t(dialog.off ? 'collectionProcess.mark' : 'collectionProcess.unmark')}
            contractId={dialog.contractId}
            save={(input, key) => processApi.mark(dialog.off, input, key)}
            onClose={(saved) => {
              setDialog(null);
              if (saved) void client.invalidateQueries({ queryKey: [PROCESS_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
