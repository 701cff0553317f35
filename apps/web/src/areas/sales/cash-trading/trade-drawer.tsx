import { documentNumber } from '@savdo/shared/documents';
import type { CashTradeDetail } from '@savdo/shared/schemas/cash-trading';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { CASH_TRADING_KEY, cashTradingApi } from './api.ts';
import { TRADE_STATUS_COLORS } from './trade-columns.tsx';

type Detail = CashTradeDetail;

/** A trade's card: its header, lines, payments, discounts, returns and fiscal receipts (sign and QR address). */
export function TradeDrawer({ id, onClose, onPrint }: { id: number; onClose(): void; onPrint?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const detail = useQuery({
    queryKey: [CASH_TRADING_KEY, 'trade', id],
    queryFn: ({ signal }) => cashTradingApi.get(id, signal),
  });
  const trade = detail.data;
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  const uzs = (v: string) => money(v, 'UZS', lang);
  return (
    <Drawer
      open
      width={820}
      onClose={onClose}
      title={
        trade
          ? t('cashTrading.detail.title', { number: documentNumber(trade.branch_prefix, trade.number) })
          : ''
      }
      extra={
        onPrint &&
        trade &&
        trade.status !== 'CREATED' &&
        trade.status !== 'CANCELED' && (
          <Button onClick={onPrint} data-testid="trade-drawer-print">
            {t('cashTrading.list.print')}
          </Button>
        )
      }
      data-testid="trade-drawer"
    >
      {trade && (
        <>
          <TradeHeader trade={trade} />
          <TradeTables trade={trade} />
          {trade.returns.length > 0 && (
            <Section title={t('cashTrading.detail.returns')}>
              {trade.returns.map((r) => (
                <Typography.Paragraph key={r.id}>
                  {dayjs(r.business_date).format('DD.MM.YYYY')} · {uzs(r.amount)} ·{' '}
                  {t(`cashTrading.refundTargets.${r.refund_to}`)} · {r.reason}
                </Typography.Paragraph>
              ))}
            </Section>
          )}
          <Section title={t('cashTrading.detail.receipts')}>
            {trade.receipts.map((r) => (
              <Typography.Paragraph key={r.id} data-testid={`receipt-${r.kind}`}>
                {t(`cashTrading.detail.kinds.${r.kind}`)}: {t(`cashTrading.fiscalStatuses.${r.status}`)}
                {r.fiscal_sign &&
                  ` · ${f('receiptId')} ${r.receipt_id} · ${f('fiscalSign')} ${r.fiscal_sign}`}
                {r.qr_url && (
                  <>
                    {' · '}
                    <Typography.Link href={r.qr_url} target="_blank" rel="noreferrer">
                      QR
                    </Typography.Link>
                  </>
                )}
                {r.message && <Typography.Text type="danger"> · {r.message}</Typography.Text>}
              </Typography.Paragraph>
            ))}
          </Section>
        </>
      )}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </>
  );
}

/** The trade's header: date, status, branch, client, fund, sums, fiscal sign. */
function TradeHeader({ trade }: { trade: Detail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  const uzs = (v: string) => money(v, 'UZS', lang);
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={f('date')}>{dayjs(trade.trade_date).format('DD.MM.YYYY')}</Descriptions.Item>
      <Descriptions.Item label={f('status')}>
        <Tag color={TRADE_STATUS_COLORS[trade.status]} data-testid="trade-status">
          {t(`cashTrading.statuses.${trade.status}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={f('branch')}>{trade.branch_name}</Descriptions.Item>
      <Descriptions.Item label={f('client')}>{trade.client_name ?? '—'}</Descriptions.Item>
      {trade.fond_id !== null && <Descriptions.Item label={f('fond')}>{trade.fond_name}</Descriptions.Item>}
      {trade.fond_id !== null && (
        <Descriptions.Item label={f('fondSettled')}>
          {uzs(trade.fond_settled)} / {uzs(trade.fond_amount)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f('total')}>{uzs(trade.total)}</Descriptions.Item>
      <Descriptions.Item label={f('rest')}>{uzs(trade.rest)}</Descriptions.Item>
      <Descriptions.Item label={f('fiscalSign')}>
        <span data-testid="trade-fiscal-sign">{trade.fiscal_sign ?? '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={f('refunded')}>{uzs(trade.refunded)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The trade's lines and payment parts. */
function TradeTables({ trade }: { trade: Detail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  const uzs = (v: string) => money(v, 'UZS', lang);
  return (
    <>
      <Section title={t('cashTrading.detail.items')}>
        <ListTable<Detail['items'][number]>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={trade.items}
          columns={[
            { key: 'name', title: f('product'), dataIndex: 'product_name' },
            {
              key: 'q',
              title: f('quantity'),
              align: 'right',
              render: (_, r) => quantity(r.quantity, lang),
            },
            { key: 'p', title: f('price'), align: 'right', render: (_, r) => uzs(r.price) },
            { key: 'd', title: f('discount'), align: 'right', render: (_, r) => uzs(r.discount) },
            { key: 's', title: f('sum'), align: 'right', render: (_, r) => uzs(r.sum) },
            {
              key: 'r',
              title: f('released'),
              align: 'right',
              render: (_, r) => quantity(r.released, lang),
            },
            {
              key: 'b',
              title: f('returned'),
              align: 'right',
              render: (_, r) => quantity(r.returned, lang),
            },
          ]}
        />
      </Section>
      <Section title={t('cashTrading.detail.payments')}>
        <ListTable<Detail['payments'][number]>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={trade.payments}
          columns={[
            { key: 'd', title: f('date'), render: (_, r) => dayjs(r.business_date).format('DD.MM.YYYY') },
            { key: 'm', title: f('method'), render: (_, r) => t(`cashTrading.methods.${r.method}`) },
            { key: 't', title: f('paymentType'), render: (_, r) => r.payment_type_name ?? '—' },
            { key: 'c', title: f('cashbox'), render: (_, r) => r.cashbox_name ?? '—' },
            {
              key: 'a',
              title: f('amount'),
              align: 'right',
              render: (_, r) => money(r.amount, r.currency, lang),
            },
            { key: 'u', title: f('amountUzs'), align: 'right', render: (_, r) => uzs(r.amount_uzs) },
          ]}
        />
      </Section>
    </>
  );
}
