import type { AppealStatus } from '@savdo/shared/schemas/appeals-constants';
import { APPEAL_STATUSES } from '@savdo/shared/schemas/appeals-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Radio, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { formatDateTime, formatPhone } from '../../../shared/format.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import type { AppealAction } from './action-dialog.tsx';
import { APPEALS_KEY, type AppealDetail, type AppealRow, appealsApi, type Query } from './api.ts';
import { STATUS_COLORS } from './status-colors.ts';
import { useAppealReferences } from './use-references.ts';

// the dialogs load with chunks of their own
const AppealFormDialog = lazy(() =>
  import('./appeal-form-dialog.tsx').then((m) => ({ default: m.AppealFormDialog })),
);
const AppealDrawer = lazy(() => import('./appeal-drawer.tsx').then((m) => ({ default: m.AppealDrawer })));
const AppealActionDialog = lazy(() =>
  import('./action-dialog.tsx').then((m) => ({ default: m.AppealActionDialog })),
);

type Dialog =
  | { kind: 'form'; appeal?: AppealDetail }
  | { kind: 'action'; appeal: AppealDetail; action: AppealAction };

/**
 * `/appeals/appeals`: clients' complaints and requests, newest first, with
 * every filter, "my appeals" for the assignee, registering one, and its card
 * with the changes its state allows and its history.
 */
export function AppealsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const refs = useAppealReferences();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([APPEALS_KEY, 'list'], appealsApi.list, filters);
  const f = (key: string) => t(`appeals.fields.${key}`);
  const columns: TableColumnsType<AppealRow> = [
    {
      key: 'id',
      title: f('number'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid={`appeal-open-${r.id}`}>
          {r.id}
        </Button>
      ),
    },
    { key: 'date', title: f('date'), render: (_, r) => formatDateTime(r.created_at) },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`appeal-row-status-${r.id}`}>
          {t(`appeals.statuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'client', title: f('client'), render: (_, r) => r.client_name ?? '—' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'type', title: f('type'), dataIndex: 'type_name' },
    { key: 'source', title: f('source'), dataIndex: 'source_name' },
    { key: 'group', title: f('group'), dataIndex: 'group_name' },
    { key: 'direction', title: f('direction'), dataIndex: 'direction_name' },
    { key: 'text', title: f('text'), dataIndex: 'text', ellipsis: true, width: 260 },
    { key: 'assignee', title: f('assignee'), dataIndex: 'assignee_name' },
    { key: 'branch', title: f('branch'), dataIndex: 'branch_name' },
  ];
  const refSelect = (key: string, options: { value: number; label: string }[]) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={f(key.replace('_id', ''))}
      aria-label={f(key.replace('_id', ''))}
      style={{ width: 170 }}
      options={options}
      onChange={(v?: number) => set({ [key]: v })}
      data-testid={`appeals-filter-${key}`}
    />
  );
  const closeDialog = (saved: boolean) => {
    setDialog(null);
    if (saved) void client.invalidateQueries({ queryKey: [APPEALS_KEY] });
  };
  return (
    <section data-testid="appeals-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has('appeals.add') && (
          <Button type="primary" onClick={() => setDialog({ kind: 'form' })} data-testid="appeal-add">
            {t('appeals.list.add')}
          </Button>
        )}
      </Flex>
      <Radio.Group
        style={{ marginBottom: 12, display: 'block' }}
        optionType="button"
        value={filters.mine === 'true' ? 'mine' : 'all'}
        onChange={(e) => set({ mine: e.target.value === 'mine' ? 'true' : undefined })}
        options={[
          { value: 'all', label: t('appeals.list.all') },
          { value: 'mine', label: <span data-testid="appeals-mine">{t('appeals.list.mine')}</span> },
        ]}
      />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={f('search')}
          style={{ width: 280 }}
          onSearch={(v) => set({ search: v.trim() || undefined })}
          data-testid="appeals-search"
        />
        <Select
          allowClear
          placeholder={t('appeals.list.allStatuses')}
          aria-label={t('appeals.list.allStatuses')}
          style={{ width: 160 }}
          options={APPEAL_STATUSES.map((s: AppealStatus) => ({
            value: s,
            label: t(`appeals.statuses.${s}`),
          }))}
          onChange={(status?: string) => set({ status })}
          data-testid="appeals-filter-status"
        />
        {refSelect('type_id', refs.types)}
        {refSelect('source_id', refs.sources)}
        {refSelect('group_id', refs.groups)}
        {refSelect('form_id', refs.forms)}
        {refSelect('direction_id', refs.directions)}
        {refSelect('branch_id', refs.branches)}
        {refSelect('assignee_id', refs.users)}
        <PeriodField
          label={f('date')}
          from={typeof filters.date_from === 'string' ? filters.date_from : undefined}
          to={typeof filters.date_to === 'string' ? filters.date_to : undefined}
          onChange={(date_from, date_to) => set({ date_from, date_to })}
        />
      </Flex>
      <PagedTable<AppealRow>
        testId="appeals-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('appeals.list.empty') }}
        onRow={(r) => ({ onDoubleClick: () => setOpen(r.id) })}
        {...table}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <AppealDrawer
            id={open}
            onClose={() => setOpen(null)}
            onEdit={(appeal) => setDialog({ kind: 'form', appeal })}
            onAction={(appeal, action) => setDialog({ kind: 'action', appeal, action })}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && <AppealFormDialog appeal={dialog.appeal} onClose={closeDialog} />}
        {dialog?.kind === 'action' && (
          <AppealActionDialog
            id={dialog.appeal.id}
            action={dialog.action}
            assigneeId={dialog.appeal.assignee_id}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </section>
  );
}
