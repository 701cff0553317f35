import { documentNumber } from '@savdo/shared/documents';
import { ONLINE_PROVIDERS } from '@savdo/shared/schemas/auto-pay';
import { Flex, Select, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { AUTO_PAY_KEY, autoPayApi, type OnlinePaymentRow, type Query } from './api.ts';
import { PageHead } from './page-head.tsx';

// the date picker loads with a chunk of its own (the screens' size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

const STATE_COLORS: Record<string, string> = { '2': 'green', '1': 'gold', '-1': 'default', '-2': 'red' };

/** `/auto-pay/list-of-online-payments`: what clients paid themselves in Payme and Click, by date, system, state, branch. */
export function OnlinePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<Query>({});
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([AUTO_PAY_KEY, 'online'], autoPayApi.online, filters);
  const columns: TableColumnsType<OnlinePaymentRow> = [
    { key: 'date', title: t('autoPay.fields.date'), dataIndex: 'business_date' },
    { key: 'provider', title: t('autoPay.fields.provider'), dataIndex: 'provider' },
    { key: 'transaction', title: t('autoPay.fields.transaction'), dataIndex: 'provider_id' },
    {
      key: 'contract',
      title: t('autoPay.fields.contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: t('autoPay.fields.client'), dataIndex: 'client_name' },
    {
      key: 'amount',
      title: t('autoPay.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, 'UZS', lang),
    },
    {
      key: 'state',
      title: t('autoPay.fields.status'),
      render: (_, r) => (
        <Tag color={STATE_COLORS[String(r.state)]}>{t(`autoPay.onlineStates.${String(r.state)}`)}</Tag>
      ),
    },
  ];
  return (
    <section data-testid="autopay-online-page">
      <PageHead hint={t('autoPay.hints.online')} />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="online-period"
            label={t('autoPay.fields.date')}
            from={filters.date_from as string | undefined}
            to={filters.date_to as string | undefined}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        <Select
          allowClear
          placeholder={t('autoPay.fields.provider')}
          aria-label={t('autoPay.fields.provider')}
          style={{ width: 140 }}
          options={ONLINE_PROVIDERS.map((v) => ({ value: v, label: v }))}
          onChange={(provider?: string) => set({ provider })}
        />
        <Select
          allowClear
          placeholder={t('autoPay.fields.status')}
          aria-label={t('autoPay.fields.status')}
          style={{ width: 220 }}
          options={(['1', '2', '-1', '-2'] as const).map((v) => ({
            value: v,
            label: t(`autoPay.onlineStates.${v}`),
          }))}
          onChange={(state?: string) => set({ state })}
        />
        <OptionSelect
          source="branch"
          placeholder={t('autoPay.fields.branch')}
          aria-label={t('autoPay.fields.branch')}
          value={filters.branch_id as number | undefined}
          onChange={(branch_id) => set({ branch_id })}
          style={{ width: 200 }}
        />
      </Flex>
      <PagedTable<OnlinePaymentRow> testId="autopay-online-table" rowKey="id" columns={columns} {...table} />
    </section>
  );
}
