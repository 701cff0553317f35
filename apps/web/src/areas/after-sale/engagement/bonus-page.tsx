import { checkRule } from '@savdo/shared/rules';
import { BONUS_STATUSES } from '@savdo/shared/schemas/engagement';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type CallBonusRow, ENGAGEMENT_KEY, engagementApi, type Query, STATUS_COLORS } from './api.ts';

const BonusView = lazy(() => import('./bonus-view.tsx').then((m) => ({ default: m.BonusView })));

/**
 * `/customer-engagements/calculate-bonus`: callers' bonuses for the sales
 * that followed their calls — calculated for a period, then approved and
 * paid from a cashbox in the invoice's view (with the sales that earned it).
 */
export function BonusPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const period = from && to ? { date_from: from, date_to: to } : null;
  const [open, setOpen] = useState<CallBonusRow['id'] | null>(null);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([ENGAGEMENT_KEY, 'bonuses'], engagementApi.bonuses, filters);
  const f = (key: string) => t(`engagement.fields.${key}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ENGAGEMENT_KEY] });
  const calculate = async () => {
    if (!period) return;
    try {
      await engagementApi.calculate(period);
    } catch {
      return; // the main client showed the error
    }
    await refresh();
  };
  const columns: TableColumnsType<CallBonusRow> = [
    {
      key: 'id',
      title: '№',
      render: (_, r) => (
        <Button type="link" size="small" data-testid={`bonus-open-${r.id}`} onClick={() => setOpen(r.id)}>
          {r.id}
        </Button>
      ),
    },
    { key: 'caller', title: f('caller'), dataIndex: 'caller_name' },
    { key: 'period', title: f('period'), render: (_, r) => `${r.date_from} — ${r.date_to}` },
    {
      key: 'amount',
      title: f('amount'),
      align: 'right',
      render: (_, r) => <span data-testid={`bonus-amount-${r.id}`}>{money(r.amount, r.currency, lang)}</span>,
    },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`bonus-status-${r.id}`}>
          {t(`engagement.bonusStatuses.${r.status}`)}
        </Tag>
      ),
    },
  ];
  return (
    <section data-testid="calculate-bonus-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('engagement.hints.bonusRule')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {checkRule('called_client_invoice.add', rules) && (
          <>
            <DateField
              placeholder={f('from')}
              width={160}
              testId="bonus-from"
              value={from}
              onChange={(value) => setFrom(value ?? '')}
            />
            <DateField
              placeholder={f('to')}
              width={160}
              testId="bonus-to"
              value={to}
              onChange={(value) => setTo(value ?? '')}
            />
            <Button type="primary" disabled={!period} data-testid="bonus-calculate" onClick={calculate}>
              {t('engagement.actions.calculate')}
            </Button>
          </>
        )}
        <OptionSelect
          source="user"
          placeholder={f('caller')}
          aria-label={f('caller')}
          style={{ width: 220 }}
          value={filters.caller_id as number | undefined}
          onChange={(caller_id) => set({ caller_id })}
        />
        <Select
          allowClear
          placeholder={f('status')}
          aria-label={f('status')}
          style={{ width: 180 }}
          options={BONUS_STATUSES.map((s) => ({ value: s, label: t(`engagement.bonusStatuses.${s}`) }))}
          onChange={(status?: string) => set({ status })}
        />
      </Flex>
      <PagedTable<CallBonusRow>
        testId="bonus-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('engagement.empty.bonuses') }}
        {...table}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <BonusView id={open} onClose={() => setOpen(null)} onChanged={refresh} />
        </Suspense>
      )}
    </section>
  );
}
