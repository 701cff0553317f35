import { documentNumber } from '@savdo/shared/documents';
import { Alert, Flex, InputNumber, Segmented, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROMOTIONS_KEY, promotionsApi, type TicketRow } from './api.ts';
import { PromotionSelect } from './promotion-select.tsx';

/** Which tickets are shown: all, those in play, or the voided ones (the `voided` query param). */
type TicketState = 'all' | 'active' | 'voided';
const VOIDED_PARAM: Record<TicketState, string | undefined> = {
  all: undefined,
  active: 'false',
  voided: 'true',
};

/**
 * `/information/promotions/tickets`: a promotion's numbered tickets, the sale
 * and client of each, and whether it plays (a returned unit's is voided);
 * filtered by number and by state (all / in play / voided).
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [promotionId, setPromotionId] = useState<number | undefined>();
  const [number, setNumber] = useState<number | undefined>();
  const [state, setState] = useState<TicketState>('all');
  const { table } = usePagedQuery(
    [PROMOTIONS_KEY, 'tickets'],
    (q, signal) => (promotionId ? promotionsApi.tickets(q, signal) : Promise.resolve([])),
    { promotion_id: promotionId, number, voided: VOIDED_PARAM[state] },
  );
  const f = (key: string) => t(`promotions.fields.${key}`);
  const columns: TableColumnsType<TicketRow> = [
    { key: 'number', title: f('ticket'), dataIndex: 'number' },
    {
      key: 'sale',
      title: f('sale'),
      render: (_, r) =>
        `${t(`promotions.saleKinds.${r.sale_kind}`)} № ${r.sale_number === null ? r.sale_id : documentNumber(r.sale_branch_prefix, r.sale_number)}`,
    },
    { key: 'date', title: f('date'), render: (_, r) => dayjs(r.sale_date).format('DD.MM.YYYY') },
    { key: 'product', title: f('product'), dataIndex: 'product_name' },
    { key: 'client', title: f('client'), render: (_, r) => r.client_name ?? '—' },
    { key: 'branch', title: f('branch'), dataIndex: 'branch_name' },
    {
      key: 'state',
      title: f('ticketState'),
      render: (_, r) =>
        r.voided_at ? (
          <Tag>{t('promotions.ticketStates.voided')}</Tag>
        ) : (
          <Tag color="green">{t('promotions.ticketStates.active')}</Tag>
        ),
    },
  ];
  return (
    <section data-testid="promotion-tickets-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <PromotionSelect value={promotionId} onChange={setPromotionId} />
        <InputNumber
          min={1}
          placeholder={f('ticket')}
          style={{ width: 160 }}
          onChange={(v) => setNumber(typeof v === 'number' ? v : undefined)}
          data-testid="promotion-ticket-number"
        />
        <Segmented<TicketState>
          data-testid="promotion-ticket-state"
          value={state}
          onChange={setState}
          options={(['all', 'active', 'voided'] as const).map((value) => ({
            value,
            label: t(`promotions.ticketStates.${value}`),
          }))}
        />
      </Flex>
      {!promotionId ? (
        <Alert type="info" showIcon title={t('promotions.messages.pickPromotion')} />
      ) : (
        <PagedTable<TicketRow>
          testId="promotion-tickets-table"
          rowKey="id"
          columns={columns}
          locale={{ emptyText: t('promotions.messages.empty') }}
          {...table}
        />
      )}
    </section>
  );
}
