import { checkRule } from '@savdo/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { formatPhone } from '../../../shared/format.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { OFFER_COLORS, RESALE_KEY, type ResaleClientRow, resaleApi } from './api.ts';

const OfferDialog = lazy(() => import('./offer-dialog.tsx').then((m) => ({ default: m.OfferDialog })));

/** `/resale/resale-clients`: clients who closed a contract paying on time (by score), each offered a purchase. */
export function ClientsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState<{ id: number; name: string } | null>(null);
  const { table } = usePagedQuery([RESALE_KEY, 'clients'], resaleApi.clients, {});
  const f = (key: string) => t(`engagement.fields.${key}`);
  const columns: TableColumnsType<ResaleClientRow> = [
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'score', title: f('score'), dataIndex: 'score', align: 'right' },
    { key: 'grade', title: f('grade'), dataIndex: 'grade' },
    { key: 'worst', title: f('worst'), dataIndex: 'worst_days_late', align: 'right' },
    { key: 'closed', title: f('closed'), dataIndex: 'closed', align: 'right' },
    {
      key: 'last',
      title: f('lastOffer'),
      render: (_, r) =>
        r.last_offer && (
          <Tag color={OFFER_COLORS[r.last_offer]}>{t(`engagement.offerStatuses.${r.last_offer}`)}</Tag>
        ),
    },
    {
      key: 'offer',
      title: '',
      render: (_, r) =>
        checkRule('resale_offer.add', rules) && (
          <Button
            size="small"
            data-testid={`resale-offer-${r.client_id}`}
            onClick={() => setOffering({ id: r.client_id, name: r.client_name })}
          >
            {t('engagement.actions.offer')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="resale-clients-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('engagement.hints.resaleRule')}</Typography.Paragraph>
      <PagedTable<ResaleClientRow>
        testId="resale-clients-table"
        rowKey="client_id"
        columns={columns}
        locale={{ emptyText: t('engagement.empty.clients') }}
        {...table}
      />
      {offering && (
        <Suspense fallback={null}>
          <OfferDialog
            client={offering}
            onClose={(saved) => {
              setOffering(null);
              if (saved) void queryClient.invalidateQueries({ queryKey: [RESALE_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
