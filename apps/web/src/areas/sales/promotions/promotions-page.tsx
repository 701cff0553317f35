import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROMOTIONS_KEY, type PromotionRow, promotionsApi, type Query } from './api.ts';
import { DrawCard } from './draw-card.tsx';

const PromotionFormDialog = lazy(() =>
  import('./promotion-form-dialog.tsx').then((m) => ({ default: m.PromotionFormDialog })),
);

const COLORS = { DRAFT: 'default', APPROVED: 'blue', DRAWN: 'green' } as const;
const date = (d: string) => dayjs(d).format('DD.MM.YYYY');

/**
 * `/information/promotions`: the promotions with their period, branches,
 * prizes and tickets; making and correcting a draft, approving it (the
 * confirmation says the draft's preview tickets are deleted), collecting
 * tickets, the draw after the period and its re-run check.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [form, setForm] = useState<{ promotion?: PromotionRow } | null>(null);
  const [drawOf, setDrawOf] = useState<number | null>(null);
  const { table } = usePagedQuery([PROMOTIONS_KEY, 'list'], promotionsApi.list, filters);
  const refresh = () => client.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch {
      // the main client showed the error
    }
    await refresh();
  };
  const f = (key: string) => t(`promotions.fields.${key}`);
  const actions = (r: PromotionRow) => (
    <Space wrap>
      {r.status === 'DRAFT' && rules.has('stock.edit') && (
        <>
          <Button
            size="small"
            onClick={() => setForm({ promotion: r })}
            data-testid={`promotion-edit-${r.id}`}
          >
            {t('promotions.actions.edit')}
          </Button>
          <Popconfirm
            title={t('promotions.confirm.approve')}
            onConfirm={() =>
              run(async () => {
                const { deleted } = await promotionsApi.approve(r.id);
                message.info(t('promotions.messages.approved', { n: deleted }));
              })
            }
          >
            <Button size="small" data-testid={`promotion-approve-${r.id}`}>
              {t('promotions.actions.approve')}
            </Button>
          </Popconfirm>
        </>
      )}
      {r.status !== 'DRAWN' && rules.has('tickets.add') && (
        <Button
          size="small"
          onClick={() =>
            run(async () => {
              const { issued } = await promotionsApi.collect(r.id);
              message.info(t('promotions.messages.collected', { n: issued }));
            })
          }
          data-testid={`promotion-collect-${r.id}`}
        >
          {t('promotions.actions.collect')}
        </Button>
      )}
      {r.status === 'APPROVED' && rules.has('winning_stock.add') && (
        <Popconfirm
          title={t('promotions.confirm.draw')}
          onConfirm={() =>
            run(async () => {
              await promotionsApi.draw(r.id);
              setDrawOf(r.id);
            })
          }
        >
          <Button size="small" type="primary" data-testid={`promotion-draw-${r.id}`}>
            {t('promotions.actions.draw')}
          </Button>
        </Popconfirm>
      )}
      {r.status === 'DRAWN' && rules.has('winning_stock.show') && (
        <Button size="small" onClick={() => setDrawOf(r.id)} data-testid={`promotion-verify-${r.id}`}>
          {t('promotions.actions.verify')}
        </Button>
      )}
    </Space>
  );
  const columns: TableColumnsType<PromotionRow> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    { key: 'name', title: f('name'), dataIndex: 'name' },
    { key: 'period', title: f('period'), render: (_, r) => `${date(r.date_from)} – ${date(r.date_to)}` },
    {
      key: 'relevance',
      title: f('relevance'),
      render: (_, r) => (r.relevance === 'ALL' ? t('promotions.relevances.ALL') : r.branch_names.join(', ')),
    },
    {
      key: 'prizes',
      title: f('prizes'),
      render: (_, r) => r.prizes.map((p) => `${p.place}. ${p.name}`).join('; '),
    },
    { key: 'products', title: f('products'), dataIndex: 'product_count' },
    {
      key: 'tickets',
      title: f('tickets'),
      render: (_, r) => <span data-testid={`promotion-tickets-${r.id}`}>{r.ticket_count}</span>,
    },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Tag color={COLORS[r.status]} data-testid={`promotion-status-${r.id}`}>
          {t(`promotions.statuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'actions', title: '', render: (_, r) => actions(r) },
  ];
  return (
    <section data-testid="promotions-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has('stock.add') && (
          <Button type="primary" onClick={() => setForm({})} data-testid="promotion-add">
            {t('promotions.actions.add')}
          </Button>
        )}
      </Flex>
      <Input.Search
        allowClear
        placeholder={f('search')}
        style={{ width: 280, marginBottom: 12 }}
        onSearch={(v) => setFilters({ search: v.trim() || undefined })}
      />
      <PagedTable<PromotionRow>
        testId="promotions-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('promotions.messages.empty') }}
        {...table}
      />
      {drawOf !== null && <DrawCard promotionId={drawOf} onClose={() => setDrawOf(null)} />}
      <Suspense fallback={null}>
        {form && (
          <PromotionFormDialog
            promotion={form.promotion}
            onClose={(saved) => {
              setForm(null);
              if (saved) void refresh();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
