import { documentNumber } from '@savdo/shared/documents';
import type { ProcessRow } from '@savdo/shared/schemas/collection-process';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, type TableColumnsType, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROCESS_KEY, processApi, type Query } from './api.ts';
import { CollectorPicker } from './pickers.tsx';

// the dialogs load with chunks of their own (the screens' size budget)
const MoveDialog = lazy(() => import('./move-dialog.tsx').then((m) => ({ default: m.MoveDialog })));
const HistoryDialog = lazy(() => import('./move-dialog.tsx').then((m) => ({ default: m.HistoryDialog })));

/**
 * `/collections/processes`: the contracts in the collection stages, a tab a
 * stage (with how many are in it), most days late first; a contract moved to
 * another stage by hand with a reason (`levy_process.edit`), its stage history.
 */
export function ProcessesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [moving, setMoving] = useState<ProcessRow | null>(null);
  const [history, setHistory] = useState<ProcessRow | null>(null);
  const stages = useQuery({
    queryKey: [PROCESS_KEY, 'stages'],
    queryFn: ({ signal }) => processApi.stages(signal),
  });
  const { table } = usePagedQuery([PROCESS_KEY, 'processes'], processApi.processes, filters);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const columns: TableColumnsType<ProcessRow> = [
    {
      key: 'contract',
      title: f('contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'stage', title: f('stage'), dataIndex: 'stage_name' },
    { key: 'since', title: f('stageSince'), dataIndex: 'stage_since' },
    { key: 'days', title: f('daysLate'), dataIndex: 'days_late', align: 'right' },
    moneyColumn<ProcessRow>('rest', f('rest'), lang, (r) => r.rest),
    { key: 'responsible', title: f('responsible'), dataIndex: 'responsible_name' },
    {
      key: 'contact',
      title: f('lastContact'),
      render: (_, r) => (r.last_contact_at ? new Date(r.last_contact_at).toLocaleString(lang) : ''),
    },
    {
      key: 'actions',
      render: (_, r) => (
        <Space>
          {rules.has('levy_process.edit') && (
            <Button size="small" onClick={() => setMoving(r)} data-testid={`process-move-${r.contract_id}`}>
              {t('collectionProcess.move')}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            onClick={() => setHistory(r)}
            data-testid={`process-history-${r.contract_id}`}
          >
            {t('collectionProcess.history')}
          </Button>
        </Space>
      ),
    },
  ];
  const tabs = [
    { key: '', label: t('collectionProcess.allStages') },
    ...(stages.data ?? []).map((s) => ({ key: String(s.id), label: `${s.name} (${s.count})` })),
  ];
  return (
    <section data-testid="processes-page">
      <ScreenTitle />
      <Tabs
        items={tabs}
        activeKey={String(filters.stage_id ?? '')}
        onChange={(key) => setFilters((x) => ({ ...x, stage_id: key === '' ? undefined : Number(key) }))}
        data-testid="process-tabs"
      />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="branch"
          value={filters.branch_id as number | undefined}
          placeholder={f('branch')}
          aria-label={f('branch')}
          style={{ width: 200 }}
          onChange={(branch_id) => setFilters((x) => ({ ...x, branch_id }))}
        />
        <CollectorPicker
          value={filters.responsible_id as number | undefined}
          placeholder={f('responsible')}
          testId="process-responsible"
          onChange={(responsible_id) => setFilters((x) => ({ ...x, responsible_id }))}
        />
      </Flex>
      <PagedTable<ProcessRow>
        testId="processes-table"
        rowKey="contract_id"
        columns={columns}
        locale={{ emptyText: t('collectionProcess.noContracts') }}
        {...table}
      />
      <Suspense fallback={null}>
        {moving && (
          <MoveDialog
            row={moving}
            stages={stages.data ?? []}
            onClose={(saved) => {
              setMoving(null);
              if (saved) void client.invalidateQueries({ queryKey: [PROCESS_KEY] });
            }}
          />
        )}
        {history && <HistoryDialog row={history} onClose={() => setHistory(null)} />}
      </Suspense>
    </section>
  );
}
