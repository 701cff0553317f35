import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { formatPhone } from '../../../shared/format.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { AUTO_PAY_KEY, autoPayApi, type CardAnswer, type ContractCardRow, type Query } from './api.ts';
import { ClientSelect } from './client-select.tsx';
import { PageHead } from './page-head.tsx';

// the dialog loads with a chunk of its own (the screens' size budget)
const CardDialog = lazy(() => import('./card-dialog.tsx').then((m) => ({ default: m.CardDialog })));

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'green',
  PENDING: 'gold',
  EXPIRED: 'red',
  REMOVED: 'default',
};

/**
 * `/auto-pay/list-of-client-cards`: clients' cards (masked), their state;
 * attaching one with the SMS code, verifying a card still waiting for it,
 * removing one (it no longer pays any contract).
 */
export function CardsPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [dialog, setDialog] = useState<{ pending?: CardAnswer } | null>(null);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([AUTO_PAY_KEY, 'cards'], autoPayApi.cards, filters);
  const refresh = () => void client.invalidateQueries({ queryKey: [AUTO_PAY_KEY] });
  const columns: TableColumnsType<ContractCardRow> = [
    { key: 'client', title: t('autoPay.fields.client'), dataIndex: 'client_name' },
    {
      key: 'number',
      title: t('autoPay.fields.number'),
      render: (_, r) => <span data-testid={`card-${r.id}`}>{r.masked_number}</span>,
    },
    { key: 'expire', title: t('autoPay.fields.expire'), dataIndex: 'expire' },
    { key: 'phone', title: t('autoPay.fields.phone'), render: (_, r) => formatPhone(r.phone) },
    {
      key: 'status',
      title: t('autoPay.fields.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`card-status-${r.id}`}>
          {t(`autoPay.cardStatuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'contracts', title: t('autoPay.fields.contracts'), dataIndex: 'contracts', align: 'right' },
    { key: 'by', title: t('autoPay.fields.createdBy'), dataIndex: 'created_by_name' },
    {
      key: 'actions',
      render: (_, r) => (
        <Space>
          {rules.has('contract_card.add') && r.status === 'PENDING' && (
            <Button
              size="small"
              onClick={() => setDialog({ pending: r })}
              data-testid={`card-verify-${r.id}`}
            >
              {t('autoPay.actions.verify')}
            </Button>
          )}
          {rules.has('contract_card.edit') && r.status !== 'REMOVED' && (
            <Popconfirm
              title={t('autoPay.actions.remove')}
              onConfirm={() => autoPayApi.remove(r.id).then(refresh)}
            >
              <Button size="small" danger data-testid={`card-remove-${r.id}`}>
                {t('autoPay.actions.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="autopay-cards-page">
      <PageHead hint={t('autoPay.hints.cards')}>
        {rules.has('contract_card.add') && (
          <Button type="primary" onClick={() => setDialog({})} data-testid="card-attach">
            {t('autoPay.actions.attach')}
          </Button>
        )}
      </PageHead>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <ClientSelect
          value={filters.client_id as number | undefined}
          onChange={(client_id) => set({ client_id })}
        />
        <Select
          allowClear
          placeholder={t('autoPay.fields.status')}
          aria-label={t('autoPay.fields.status')}
          style={{ width: 180 }}
          options={(['PENDING', 'ACTIVE', 'EXPIRED', 'REMOVED'] as const).map((v) => ({
            value: v,
            label: t(`autoPay.cardStatuses.${v}`),
          }))}
          onChange={(status?: string) => set({ status })}
        />
      </Flex>
      <PagedTable<ContractCardRow> testId="autopay-cards-table" rowKey="id" columns={columns} {...table} />
      {dialog && (
        <Suspense fallback={null}>
          <CardDialog
            pending={dialog.pending}
            clientId={filters.client_id as number | undefined}
            onClose={(saved) => {
              setDialog(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
