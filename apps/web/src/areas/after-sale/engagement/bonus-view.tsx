import { checkRule } from '@savdo/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import {
  type CallBonusRow,
  type CallBonusSale,
  ENGAGEMENT_KEY,
  engagementApi,
  STATUS_COLORS,
} from './api.ts';
import { BonusCancel } from './bonus-cancel.tsx';

/** The months a bonus may go to (YYYY-MM): next month, this one and the eleven before (a plain list keeps the date picker out of this screen's chunk). */
const PAYROLL_MONTHS: readonly string[] = Array.from({ length: 13 }, (_, i) => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + 1 - i);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
});

interface Props {
  id: CallBonusRow['id'];
  onClose(): void;
  onChanged(): Promise<void>;
}

/** One caller's bonus: the sales that earned it (with the call before each), approve, pay from a cashbox or send to payroll, cancel. */
export function BonusView({ id, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const [cashbox, setCashbox] = useState<number | undefined>();
  const [month, setMonth] = useState<string | undefined>(() => PAYROLL_MONTHS[1]);
  const [payKey] = useState(() => crypto.randomUUID());
  const view = useQuery({
    queryKey: [ENGAGEMENT_KEY, 'bonus', id],
    queryFn: ({ signal }) => engagementApi.bonus(id, signal),
  });
  const f = (key: string) => t(`engagement.fields.${key}`);
  const edit = checkRule('called_client_invoice.edit', rules);
  const run = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch {
      return; // the main client showed the error
    }
    await Promise.all([view.refetch(), onChanged()]);
  };
  const b = view.data;
  return (
    <Drawer open width={760} title={`${t('engagement.fields.bonus')} № ${id}`} onClose={onClose}>
      {view.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {b && (
        <Flex vertical gap={12} data-testid="bonus-view">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={f('caller')}>{b.caller_name}</Descriptions.Item>
            <Descriptions.Item label={f('period')}>{`${b.date_from} — ${b.date_to}`}</Descriptions.Item>
            <Descriptions.Item label={f('amount')}>{money(b.amount, b.currency, lang)}</Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <Tag color={STATUS_COLORS[b.status]} data-testid="bonus-view-status">
                {t(`engagement.bonusStatuses.${b.status}`)}
              </Tag>
            </Descriptions.Item>
            {b.payroll_month && (
              <Descriptions.Item label={f('payrollMonth')} span={2}>
                <span data-testid="bonus-payroll-month">{b.payroll_month}</span>
              </Descriptions.Item>
            )}
            {b.cancel_reason && (
              <Descriptions.Item label={f('cancelReason')} span={2}>
                {b.cancel_reason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <ListTable<CallBonusSale>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={b.sales}
            data-testid="bonus-sales"
            columns={[
              { key: 'client', title: f('client'), dataIndex: 'client_name' },
              { key: 'call', title: f('callDate'), dataIndex: 'call_date' },
              {
                key: 'sale',
                title: f('sale'),
                render: (_, s) => `${t(`engagement.saleKinds.${s.sale_kind}`)} #${s.sale_id}`,
              },
              { key: 'date', title: f('saleDate'), dataIndex: 'sale_date' },
              {
                key: 'amount',
                title: f('saleAmount'),
                align: 'right',
                render: (_, s) => money(s.sale_amount, b.currency, lang),
              },
              {
                key: 'bonus',
                title: f('bonus'),
                align: 'right',
                render: (_, s) => money(s.bonus, b.currency, lang),
              },
            ]}
          />
          {edit && b.status === 'CREATED' && (
            <Button
              type="primary"
              data-testid="bonus-approve"
              onClick={() => run(() => engagementApi.approve(id))}
            >
              {t('engagement.actions.approve')}
            </Button>
          )}
          {edit && b.status === 'APPROVED' && (
            <Flex gap={8}>
              <OptionSelect
                source="cashbox"
                placeholder={f('cashbox')}
                aria-label={f('cashbox')}
                style={{ width: 260 }}
                value={cashbox}
                onChange={setCashbox}
                testId="bonus-cashbox"
              />
              <Popconfirm
                title={t('engagement.hints.payConfirm')}
                onConfirm={() => run(() => engagementApi.pay(id, cashbox ?? 0, payKey))}
              >
                <Button type="primary" disabled={cashbox === undefined} data-testid="bonus-pay">
                  {t('engagement.actions.pay')}
                </Button>
              </Popconfirm>
            </Flex>
          )}
          {edit && b.status === 'APPROVED' && b.currency === 'UZS' && (
            <Flex gap={8}>
              <Select<string>
                value={month}
                onChange={setMonth}
                options={PAYROLL_MONTHS.map((m) => ({ value: m, label: m }))}
                placeholder={f('payrollMonth')}
                style={{ width: 140 }}
                data-testid="bonus-payroll-month-pick"
              />
              <Popconfirm
                title={t('engagement.hints.toPayrollConfirm')}
                onConfirm={() => run(() => engagementApi.toPayroll(id, month ?? ''))}
              >
                <Button disabled={month === undefined} data-testid="bonus-to-payroll">
                  {t('engagement.actions.toPayroll')}
                </Button>
              </Popconfirm>
            </Flex>
          )}
          {edit && b.status !== 'CANCELED' && (
            <BonusCancel
              paid={b.status === 'PAID'}
              onCancel={(reason, key) => run(() => engagementApi.cancel(id, { reason }, key))}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
