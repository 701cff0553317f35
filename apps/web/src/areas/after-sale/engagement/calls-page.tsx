import { checkRule } from '@savdo/shared/rules';
import { CALL_OUTCOMES } from '@savdo/shared/schemas/engagement';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { formatPhone } from '../../../shared/format.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type ClientCallRow, ENGAGEMENT_KEY, engagementApi, type Query } from './api.ts';

const CallDialog = lazy(() => import('./call-dialog.tsx').then((m) => ({ default: m.CallDialog })));

const OUTCOME_COLORS: Record<string, string> = {
  REACHED: 'green',
  NO_ANSWER: 'default',
  CALL_BACK: 'blue',
  REFUSED: 'red',
};

/** `/customer-engagements/called-clients`: the calls staff made, newest first; a call recorded here. */
export function CallsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const can = (rule: string) => checkRule(rule, rules);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [recording, setRecording] = useState(false);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([ENGAGEMENT_KEY, 'calls'], engagementApi.calls, filters);
  const f = (key: string) => t(`engagement.fields.${key}`);
  const columns: TableColumnsType<ClientCallRow> = [
    { key: 'date', title: f('date'), dataIndex: 'call_date' },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'caller', title: f('caller'), dataIndex: 'caller_name' },
    {
      key: 'outcome',
      title: f('outcome'),
      render: (_, r) => <Tag color={OUTCOME_COLORS[r.outcome]}>{t(`engagement.outcomes.${r.outcome}`)}</Tag>,
    },
    { key: 'type', title: f('commentType'), dataIndex: 'comment_type' },
    { key: 'comment', title: f('comment'), dataIndex: 'comment' },
  ];
  return (
    <section data-testid="called-clients-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('engagement.hints.bonusRule')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {can('called_client.add') && (
          <Button type="primary" data-testid="call-record" onClick={() => setRecording(true)}>
            {t('engagement.actions.record')}
          </Button>
        )}
        <OptionSelect
          source="client"
          placeholder={f('client')}
          aria-label={f('client')}
          style={{ width: 240 }}
          value={filters.client_id as number | undefined}
          onChange={(client_id) => set({ client_id })}
        />
        <Select
          allowClear
          placeholder={f('outcome')}
          aria-label={f('outcome')}
          style={{ width: 180 }}
          options={CALL_OUTCOMES.map((o) => ({ value: o, label: t(`engagement.outcomes.${o}`) }))}
          onChange={(outcome?: string) => set({ outcome })}
        />
        <PeriodField
          from={typeof filters.from === 'string' ? filters.from : undefined}
          to={typeof filters.to === 'string' ? filters.to : undefined}
          onChange={(from, to) => set({ from, to })}
        />
      </Flex>
      <PagedTable<ClientCallRow>
        testId="calls-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('engagement.empty.calls') }}
        {...table}
      />
      {recording && (
        <Suspense fallback={null}>
          <CallDialog
            onClose={(saved) => {
              setRecording(false);
              if (saved) void queryClient.invalidateQueries({ queryKey: [ENGAGEMENT_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
