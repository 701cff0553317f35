import { documentNumber } from '@savdo/shared/documents';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { AUTO_PAY_KEY, type AutoPayContractRow, autoPayApi, type Query } from './api.ts';
import { ClientSelect } from './client-select.tsx';
import { PageHead } from './page-head.tsx';

const RESULT_COLORS: Record<string, string> = {
  PAID: 'green',
  FAILED_FUNDS: 'orange',
  FAILED_CARD: 'red',
  FAILED: 'red',
};

/**
 * `/auto-pay/list-of-contracts` (ACTIVE contracts with a verified card, not
 * yet connected: connect them) and `/auto-pay/connected-list-of-contracts`
 * (connected: the last debit's result, disconnect), one page by route.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const connected = useCurrentRoute().name === 'auto-pay-connected-list-of-contracts';
  const [filters, setFilters] = useState<Query>({});
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery(
    [AUTO_PAY_KEY, 'contracts', connected],
    autoPayApi.contracts(connected),
    filters,
  );
  const refresh = () => void client.invalidateQueries({ queryKey: [AUTO_PAY_KEY] });
  const columns: TableColumnsType<AutoPayContractRow> = [
    {
      key: 'contract',
      title: t('autoPay.fields.contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: t('autoPay.fields.client'), dataIndex: 'client_name' },
    { key: 'card', title: t('autoPay.fields.card'), dataIndex: 'masked_number' },
    {
      key: 'monthly',
      title: t('autoPay.fields.monthly'),
      align: 'right',
      render: (_, r) => money(r.monthly, r.currency, lang),
    },
    {
      key: 'rest',
      title: t('autoPay.fields.rest'),
      align: 'right',
      render: (_, r) => money(r.rest, r.currency, lang),
    },
    { key: 'due', title: t('autoPay.fields.nextDue'), dataIndex: 'next_due_date' },
    ...(connected
      ? [
          {
            key: 'last',
            title: t('autoPay.fields.lastResult'),
            render: (_: unknown, r: AutoPayContractRow) =>
              r.last_status && (
                <Space direction="vertical" size={0}>
                  <Tag color={RESULT_COLORS[r.last_status]} data-testid={`last-${r.contract_id}`}>
                    {t(`autoPay.debitStatuses.${r.last_status}`)}
                  </Tag>
                  <Typography.Text type="secondary">
                    {`${r.last_date ?? ''} · ${money(r.last_amount, r.currency, lang)}`}
                  </Typography.Text>
                  {r.last_error && <Typography.Text type="danger">{r.last_error}</Typography.Text>}
                </Space>
              ),
          },
        ]
      : []),
    {
      key: 'actions',
      render: (_, r) =>
        connected
          ? rules.has('auto_payment.edit') && (
              <Popconfirm
                title={t('autoPay.actions.disconnect')}
                onConfirm={() => autoPayApi.disconnect(r.contract_id).then(refresh)}
              >
                <Button size="small" danger data-testid={`disconnect-${r.contract_id}`}>
                  {t('autoPay.actions.disconnect')}
                </Button>
              </Popconfirm>
            )
          : rules.has('auto_payment.add') && (
              <Button
                size="small"
                type="primary"
                onClick={() => void autoPayApi.connect(r.contract_id).then(refresh)}
                data-testid={`connect-${r.contract_id}`}
              >
                {t('autoPay.actions.connect')}
              </Button>
            ),
    },
  ];
  return (
    <section data-testid="autopay-contracts-page">
      <PageHead hint={t(connected ? 'autoPay.hints.connected' : 'autoPay.hints.contracts')} />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="branch"
          placeholder={t('autoPay.fields.branch')}
          aria-label={t('autoPay.fields.branch')}
          value={filters.branch_id as number | undefined}
          onChange={(branch_id) => set({ branch_id })}
          style={{ width: 200 }}
        />
        <ClientSelect
          value={filters.client_id as number | undefined}
          onChange={(client_id) => set({ client_id })}
        />
      </Flex>
      <PagedTable<AutoPayContractRow>
        testId="autopay-contracts-table"
        rowKey="link_id"
        columns={columns}
        {...table}
      />
    </section>
  );
}
