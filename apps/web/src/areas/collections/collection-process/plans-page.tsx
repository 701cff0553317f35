import type { CollectorPlanRow } from '@savdo/shared/schemas/collection-process';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../controls/date-fields.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { PROCESS_KEY, processApi } from './api.ts';
import { CollectorPicker } from './pickers.tsx';

const PlanDialog = lazy(() => import('./plan-dialog.tsx').then((m) => ({ default: m.PlanDialog })));
const PER_PAGE = 20;

/**
 * `/collections/street-collection-plans`: a month's plans of the collectors,
 * each with the fact (payments in the month on the contracts they answer
 * for) and the percent done, with the month's totals.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const [collector, setCollector] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CollectorPlanRow | 'new' | null>(null);
  const query = { month, collector_id: collector, page, per_page: PER_PAGE };
  const plans = useQuery({
    queryKey: [PROCESS_KEY, 'plans', query],
    queryFn: ({ signal }) => processApi.plans(query, signal),
    placeholderData: keepPreviousData,
  });
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const sum = (v: string | undefined) => money(v, 'UZS', lang);
  // a collector's plan and its fact, in the order the totals row sums them
  const columns: ListColumn<CollectorPlanRow>[] = [
    { key: 'collector', essential: true, title: f('collector'), dataIndex: 'collector_name' },
    { key: 'branch', essential: true, title: f('branch'), dataIndex: 'branch_name' },
    { key: 'plan', essential: true, title: f('plan'), align: 'right', render: (_, r) => sum(r.amount) },
    { key: 'fact', essential: true, title: f('fact'), align: 'right', render: (_, r) => sum(r.fact) },
    { key: 'percent', title: f('percent'), align: 'right', dataIndex: 'percent' },
    { key: 'comment', title: f('comment'), dataIndex: 'comment' },
    {
      key: 'actions',
      render: (_, r) =>
        rules.has('collector_plan.edit') && (
          <Button size="small" type="link" onClick={() => setEditing(r)} data-testid={`plan-edit-${r.id}`}>
            {t('collectionProcess.editPlan')}
          </Button>
        ),
    },
  ];
  const rows = plans.data?.data ?? [];
  const totals = plans.data?.totals;
  return (
    <section data-testid="plans-page">
      <ScreenTitle>
        {rules.has('collector_plan.add') && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="plan-add">
            {t('collectionProcess.addPlan')}
          </Button>
        )}
      </ScreenTitle>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 160 }}>
          <MonthField
            value={month}
            testId="plans-month"
            onChange={(m) => {
              setMonth(m ?? month);
              setPage(1);
            }}
          />
        </div>
        <CollectorPicker
          value={collector}
          placeholder={f('collector')}
          onChange={(c) => {
            setCollector(c);
            setPage(1);
          }}
        />
      </Flex>
      <ListTable<CollectorPlanRow>
        data-testid="plans-table"
        size="small"
        rowKey="id"
        loading={plans.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('collectionProcess.planEmpty') }}
        summary={() =>
          totals && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('collectionProcess.totals')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <span data-testid="plans-total-plan">{sum(totals.amount)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <span data-testid="plans-total-fact">{sum(totals.fact)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {totals.percent}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} colSpan={2} />
            </Table.Summary.Row>
          )
        }
      />
      <Pager page={page} hasNext={rows.length === PER_PAGE} onChange={setPage} />
      {editing && (
        <Suspense fallback={null}>
          <PlanDialog
            plan={editing === 'new' ? null : editing}
            month={month}
            onClose={(saved) => {
              setEditing(null);
              if (saved) void client.invalidateQueries({ queryKey: [PROCESS_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
