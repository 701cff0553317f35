import { documentNumber } from '@savdo/shared/documents';
import type { OutputInvoiceDetail } from '@savdo/shared/schemas/release';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Flex, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { RELEASE_KEY, releaseApi } from './api.ts';
import { dash, day, HandoverTag, type RowActions, RowButtons, StatusTag } from './columns.tsx';

interface Props {
  id: number;
  actions: RowActions;
  onClose(): void;
}

/** One output invoice: its sale, warehouse and hand-over, its lines with their serials, and every step with who and when. */
export function InvoiceDrawer({ id, actions, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const invoice = useQuery({
    queryKey: [RELEASE_KEY, 'invoice', id],
    queryFn: ({ signal }) => releaseApi.invoice(id, signal),
  });
  const data = invoice.data;
  const c = (key: string) => t(`release.columns.${key}`);
  return (
    <Drawer
      open
      size={860}
      onClose={onClose}
      data-testid="invoice-drawer"
      title={
        data ? t('release.invoice.title', { number: documentNumber(data.branch_prefix, data.number) }) : ''
      }
      extra={
        data && (
          <RowButtons row={data} rules={rules} t={t} actions={{ ...actions, onOpen: () => undefined }} />
        )
      }
    >
      {invoice.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {!data ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Header data={data} />
          <Typography.Title level={5}>{t('release.invoice.lines')}</Typography.Title>
          <ListTable
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            data-testid="invoice-lines"
            columns={[
              { key: 'product', title: c('product'), render: (_, l) => l.product_name },
              {
                key: 'quantity',
                title: c('quantity'),
                align: 'right',
                render: (_, l) => quantity(l.quantity, lang),
              },
              { key: 'serials', title: c('serials'), render: (_, l) => l.serials.join(', ') || '—' },
              {
                key: 'cost',
                title: c('cost'),
                align: 'right',
                render: (_, l) => (data.status === 'APPROVED' ? money(l.cost_uzs, 'UZS', lang) : '—'),
              },
              {
                key: 'installation',
                title: c('installation'),
                render: (_, l) =>
                  l.installation_status ? <Tag color="magenta">{t('release.installation')}</Tag> : '—',
              },
            ]}
          />
          <Typography.Title level={5}>{t('release.invoice.history')}</Typography.Title>
          <ListTable
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.events}
            data-testid="invoice-events"
            columns={[
              { key: 'event', title: c('event'), render: (_, e) => t(`release.events.${e.event}`) },
              { key: 'who', title: c('who'), render: (_, e) => dash(e.created_by_name) },
              {
                key: 'when',
                title: c('when'),
                render: (_, e) => dayjs(e.created_at).format('DD.MM.YYYY HH:mm'),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}

function Header({ data }: { data: OutputInvoiceDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const c = (key: string) => t(`release.columns.${key}`);
  const sale = `${t(`release.kinds.${data.sale_kind}`)} №${documentNumber(data.sale_branch_prefix, data.sale_number)}`;
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={c('status')}>
        <StatusTag row={data} t={t} /> <HandoverTag row={data} t={t} />
      </Descriptions.Item>
      <Descriptions.Item label={c('date')}>{day(data.doc_date)}</Descriptions.Item>
      <Descriptions.Item label={c('sale')}>{sale}</Descriptions.Item>
      <Descriptions.Item label={c('client')}>
        {[data.client_name, data.client_phone].filter(Boolean).join(', ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={c('warehouse')}>{dash(data.warehouse_name)}</Descriptions.Item>
      <Descriptions.Item label={c('handover')}>{t(`release.handover.${data.handover}`)}</Descriptions.Item>
      {data.handover === 'DELIVERY' && (
        <>
          <Descriptions.Item label={c('driver')}>
            {[data.driver_name, data.driver_phone].filter(Boolean).join(', ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={c('deliveryDate')}>{day(data.delivery_date)}</Descriptions.Item>
          <Descriptions.Item label={c('address')} span={2}>
            {dash(data.address)}
          </Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={c('cost')}>
        {data.status === 'APPROVED' ? money(data.cost_uzs, 'UZS', lang) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={c('approvedBy')}>{dash(data.approved_by_name)}</Descriptions.Item>
    </Descriptions>
  );
}
