import { documentNumber } from '@savdo/shared/documents';
import type { SeparatePlanView, SeparateStatus } from '@savdo/shared/schemas/collection-process';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROCESS_KEY, processApi, type Query } from './api.ts';

const ReasonForm = lazy(() => import('./reason-form.tsx').then((m) => ({ default: m.ReasonForm })));
const SeparateDialog = lazy(() =>
  import('./separate-dialog.tsx').then((m) => ({ default: m.SeparateDialog })),
);
// the statuses written out: importing the schema module would bring zod into the screen's chunk
const COLORS: Record<SeparateStatus, string> = {
  ACTIVE: 'blue',
  KEPT: 'green',
  BROKEN: 'red',
  CANCELED: 'default',
};
const SEPARATE_STATUSES = Object.keys(COLORS) as SeparateStatus[];

/**
 * `/collections/separately`: separate reimbursement plans agreed with late
 * clients, each with its rows covered by the contract's payments since its
 * start and its status (live: KEPT when all paid, BROKEN when a row passed
 * uncovered); made (`.add`) or cancelled with a reason (`.edit`).
 */
export function SeparatePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [adding, setAdding] = useState(false);
  const [canceling, setCanceling] = useState<SeparatePlanView | null>(null);
  const { table } = usePagedQuery([PROCESS_KEY, 'separate'], processApi.separate, filters);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const refresh = (saved: boolean) => {
    if (saved) void client.invalidateQueries({ queryKey: [PROCESS_KEY] });
  };
  const columns: TableColumnsType<SeparatePlanView> = [
    {
      key: 'contract',
      title: f('contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'start', title: f('startDate'), dataIndex: 'start_date' },
    moneyColumn<SeparatePlanView>('total', f('total'), lang, (r) => r.total),
    moneyColumn<SeparatePlanView>('paid', f('paid'), lang, (r) => r.paid),
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Tag color={COLORS[r.status]} data-testid={`separate-status-${r.id}`}>
          {t(`collectionProcess.separateStatuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'comment', title: f('comment'), render: (_, r) => r.cancel_reason ?? r.comment },
    {
      key: 'actions',
      render: (_, r) =>
        r.status === 'ACTIVE' &&
        rules.has('separate_reimbursement.edit') && (
          <Button size="small" danger onClick={() => setCanceling(r)}>
            {t('collectionProcess.cancelPlan')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="separate-page">
      <ScreenTitle>
        {rules.has('separate_reimbursement.add') && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="separate-add">
            {t('collectionProcess.addSeparate')}
          </Button>
        )}
      </ScreenTitle>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={f('status')}
          aria-label={f('status')}
          style={{ width: 180 }}
          options={SEPARATE_STATUSES.map((s) => ({
            value: s,
            label: t(`collectionProcess.separateStatuses.${s}`),
          }))}
          onChange={(status?: string) => setFilters((x) => ({ ...x, status }))}
        />
        <OptionSelect
          source="branch"
          value={filters.branch_id as number | undefined}
          placeholder={f('branch')}
          aria-label={f('branch')}
          style={{ width: 200 }}
          onChange={(branch_id) => setFilters((x) => ({ ...x, branch_id }))}
        />
      </Flex>
      <PagedTable<SeparatePlanView>
        testId="separate-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('collectionProcess.separateEmpty') }}
        expandable={{
          expandedRowRender: (plan) => (
            <ListTable
              size="small"
              rowKey="n"
              pagination={false}
              dataSource={plan.rows}
              columns={[
                { key: 'n', title: '№', dataIndex: 'n' },
                { key: 'due', title: f('dueDate'), dataIndex: 'due_date' },
                {
                  key: 'amount',
                  title: f('amount'),
                  align: 'right',
                  render: (_, r) => money(r.amount, plan.currency, lang),
                },
                {
                  key: 'covered',
                  title: f('covered'),
                  align: 'right',
                  render: (_, r) => money(r.covered, plan.currency, lang),
                },
                {
                  key: 'state',
                  title: f('status'),
                  render: (_, r) => t(`collectionProcess.rowStates.${r.state}`),
                },
              ]}
            />
          ),
        }}
        {...table}
      />
      {adding && (
        <Suspense fallback={null}>
          <SeparateDialog
            onClose={(saved) => {
              setAdding(false);
              refresh(saved);
            }}
          />
        </Suspense>
      )}
      {canceling && (
        <Suspense fallback={null}>
          <ReasonForm
            title={t('collectionProcess.cancelPlan')}
            saveLabel={t('collectionProcess.cancelPlan')}
            contractId={canceling.contract_id}
            save={(input, key) => processApi.cancelSeparate(canceling.id, input.reason, key)}
            onClose={(saved) => {
              setCanceling(null);
              refresh(saved);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
