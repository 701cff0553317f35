import { checkRule } from '@savdo/shared/rules';
import { OPEN_OFFER_STATUSES } from '@savdo/shared/schemas/engagement-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { formatPhone, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { OFFER_COLORS, type OFFER_PATHS, RESALE_KEY, type ResaleOfferRow, resaleApi } from './api.ts';

const OutcomeDialog = lazy(() => import('./outcome-dialog.tsx').then((m) => ({ default: m.OutcomeDialog })));

const OPEN = new Set(OPEN_OFFER_STATUSES);

/**
 * `/resale/offers` and the lists by outcome (`invited-clients`,
 * `unfinished-conversations`, `rejected-offer-clients`): the offers, their
 * outcome recorded, an open offer accepted (a client order is opened).
 */
export function OffersPage({ list }: { list: keyof typeof OFFER_PATHS }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [outcomeOf, setOutcomeOf] = useState<number | null>(null);
  const { table } = usePagedQuery([RESALE_KEY, list], resaleApi.offers(list), {});
  const f = (key: string) => t(`engagement.fields.${key}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [RESALE_KEY] });
  const accept = async (id: number) => {
    try {
      await resaleApi.accept(id);
    } catch {
      return; // the main client showed the error
    }
    await refresh();
  };
  const columns: TableColumnsType<ResaleOfferRow> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'text', title: f('text'), dataIndex: 'text' },
    { key: 'prepayment', title: f('prepayment'), render: (_, r) => money(r.prepayment, r.currency, lang) },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Tag color={OFFER_COLORS[r.status]} data-testid={`offer-status-${r.id}`}>
          {t(`engagement.offerStatuses.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'comment',
      title: f('interviewComment'),
      render: (_, r) => [r.comment, r.note].filter(Boolean).join(' — '),
    },
    { key: 'call_back', title: f('callBack'), dataIndex: 'call_back_date' },
    { key: 'order', title: f('order'), render: (_, r) => (r.order_id ? `#${r.order_id}` : '') },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        OPEN.has(r.status) && (
          <Flex gap={4}>
            {checkRule('invited_client.edit', rules) && (
              <Button size="small" data-testid={`offer-outcome-${r.id}`} onClick={() => setOutcomeOf(r.id)}>
                {t('engagement.actions.outcome')}
              </Button>
            )}
            {checkRule('resale_offer.edit', rules) && (
              <Popconfirm title={t('engagement.hints.acceptConfirm')} onConfirm={() => accept(r.id)}>
                <Button size="small" type="primary" data-testid={`offer-accept-${r.id}`}>
                  {t('engagement.actions.accept')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ),
    },
  ];
  return (
    <section data-testid={`resale-${list}-page`}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <PagedTable<ResaleOfferRow>
        testId="offers-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('engagement.empty.offers') }}
        {...table}
      />
      {outcomeOf !== null && (
        <Suspense fallback={null}>
          <OutcomeDialog
            id={outcomeOf}
            onClose={(saved) => {
              setOutcomeOf(null);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
