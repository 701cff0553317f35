import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Select, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROMOTIONS_KEY, promotionsApi, type Query, type WinnerRow } from './api.ts';
import { PromotionSelect } from './promotion-select.tsx';

/** `/information/promotions/winning-promotions`: the winners by promotion and place, and prizes given (date, who). */
export function WinnersPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([PROMOTIONS_KEY, 'winners'], promotionsApi.winners, filters);
  const refresh = () => client.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
  const f = (key: string) => t(`promotions.fields.${key}`);
  const columns: TableColumnsType<WinnerRow> = [
    { key: 'promotion', title: f('promotion'), dataIndex: 'promotion_name' },
    { key: 'place', title: f('place'), dataIndex: 'place' },
    { key: 'prize', title: f('prize'), dataIndex: 'prize_name' },
    {
      key: 'ticket',
      title: f('ticket'),
      render: (_, r) => <span data-testid={`promotion-winner-ticket-${r.place}`}>{r.ticket_number}</span>,
    },
    { key: 'client', title: f('client'), render: (_, r) => r.client_name ?? '—' },
    { key: 'phone', title: f('phone'), render: (_, r) => r.client_phone ?? '—' },
    {
      key: 'given',
      title: f('givenDate'),
      render: (_, r) =>
        r.given_date ? (
          <Tag color="green" data-testid={`promotion-winner-given-${r.id}`}>
            {dayjs(r.given_date).format('DD.MM.YYYY')}
          </Tag>
        ) : (
          rules.has('winning_stock.edit') && (
            <Popconfirm
              title={t('promotions.confirm.give')}
              onConfirm={() => promotionsApi.give(r.id, {}).then(refresh, refresh)}
            >
              <Button size="small" data-testid={`promotion-winner-give-${r.id}`}>
                {t('promotions.actions.give')}
              </Button>
            </Popconfirm>
          )
        ),
    },
    { key: 'givenBy', title: f('givenBy'), render: (_, r) => r.given_by_name ?? '—' },
  ];
  return (
    <section data-testid="promotion-winners-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <PromotionSelect
          allowClear
          value={filters.promotion_id as number | undefined}
          onChange={(id) => setFilters((q) => ({ ...q, promotion_id: id }))}
        />
        <Select
          allowClear
          placeholder={f('given')}
          aria-label={f('given')}
          style={{ width: 160 }}
          options={['true', 'false'].map((v) => ({ value: v, label: t(`promotions.given.${v}`) }))}
          onChange={(given?: string) => setFilters((q) => ({ ...q, given }))}
        />
      </Flex>
      <PagedTable<WinnerRow>
        testId="promotion-winners-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('promotions.messages.empty') }}
        {...table}
      />
    </section>
  );
}
