import { documentNumber } from '@savdo/shared/documents';
import { localTitle } from '@savdo/shared/resources';
import type { ContractView } from '@savdo/shared/schemas/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Flex, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatRate, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { CONTRACTS_KEY, contractsApi, shownDate } from './api.ts';
import { ContractActions } from './contract-actions.tsx';
import { EventsTable, GoodsTable, ScheduleTable, SettlementsTable } from './contract-tables.tsx';
import { STATUS_COLORS } from './status.ts';

const DateInput = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateInput })),
);

/**
 * A contract explained ("why is my debt this?"): its terms and goods, the
 * schedule with what is due, paid, forgiven and left per instalment, the
 * overdue sum, late months and days late as of a chosen date, every
 * settlement with how it was spread over the schedule, and its events; the
 * transitions the user may make.
 */
export function ContractDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asOf, setAsOf] = useState<string | undefined>();
  const view = useQuery({
    queryKey: [CONTRACTS_KEY, 'contract', id, asOf],
    queryFn: ({ signal }) => contractsApi.contract(id, asOf, signal),
    placeholderData: keepPreviousData,
  });
  const c = view.data;
  const changed = () => void client.invalidateQueries({ queryKey: [CONTRACTS_KEY] });
  return (
    <Drawer
      open
      onClose={onClose}
      size={Math.min(1100, window.innerWidth)}
      title={c ? t('contracts.view.title', { number: documentNumber(c.branch_prefix, c.number) }) : ''}
      extra={c && <ContractActions contract={c} onChanged={changed} />}
      destroyOnHidden
      data-testid="contract-view"
    >
      {view.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {c && (
        <>
          <Terms contract={c} />
          <Flex gap={24} align="end" wrap style={{ margin: '16px 0' }}>
            <div style={{ width: 180 }}>
              <Typography.Text type="secondary">{t('contracts.view.asOf')}</Typography.Text>
              <Suspense fallback={null}>
                <DateInput
                  value={asOf ?? c.as_of}
                  onChange={(v) => setAsOf(typeof v === 'string' ? v : undefined)}
                />
              </Suspense>
            </div>
            <Late contract={c} />
          </Flex>
          <Tabs
            items={[
              {
                key: 'schedule',
                label: t('contracts.view.schedule'),
                children: <ScheduleTable contract={c} />,
              },
              {
                key: 'settlements',
                label: t('contracts.view.settlements', { count: c.settlements.length }),
                children: <SettlementsTable contract={c} />,
              },
              { key: 'goods', label: t('contracts.view.goods'), children: <GoodsTable contract={c} /> },
              { key: 'events', label: t('contracts.view.events'), children: <EventsTable contract={c} /> },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

function Terms({ contract: c }: { contract: ContractView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (v: string) => money(v, c.currency, lang);
  return (
    <Descriptions size="small" column={3} bordered data-testid="contract-terms">
      <Descriptions.Item label={t('contracts.fields.status')}>
        <Space size={4}>
          <Tag color={STATUS_COLORS[c.status]} data-testid="contract-status">
            {t(`contracts.statuses.${c.status}`)}
          </Tag>
          {c.off_balance && <Tag color="volcano">{t('contracts.fields.offBalance')}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.client')}>{c.client_name}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.date')}>{shownDate(c.contract_date)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.branch')}>{c.branch_name}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.tariff')}>
        {c.tariff_name === null ? null : localTitle(lang, c.tariff_name, c.tariff_name_ru)} ({c.months} ·{' '}
        {formatPercent(c.markup_percent)} + {formatPercent(c.additional_markup_percent)})
      </Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.responsible')}>{c.responsible_name}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.price')}>{m(c.price)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.discount')}>{m(c.discount)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.prepayment')}>{m(c.prepayment)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.financed')}>{m(c.financed)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.markup')}>{m(c.markup_amount)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.debt')}>{m(c.debt)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.monthly')}>{m(c.monthly)}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.paymentDay')}>{c.payment_day}</Descriptions.Item>
      <Descriptions.Item label={t('contracts.fields.rest')}>
        <b data-testid="contract-rest">{m(c.rest)}</b>
      </Descriptions.Item>
      {c.rate && (
        <Descriptions.Item label={t('contracts.fields.rate')}>{formatRate(c.rate)}</Descriptions.Item>
      )}
      {c.closed_on && (
        <Descriptions.Item label={t('contracts.fields.closedOn')}>{shownDate(c.closed_on)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

function Late({ contract: c }: { contract: ContractView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Space size={32} data-testid="contract-late">
      <Statistic title={t('contracts.fields.overdue')} value={money(c.overdue, c.currency, lang)} />
      <Statistic title={t('contracts.fields.lateMonths')} value={c.late_months} />
      <Statistic title={t('contracts.fields.daysLate')} value={c.days_late} />
    </Space>
  );
}
