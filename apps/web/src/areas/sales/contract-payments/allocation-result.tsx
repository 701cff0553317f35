import type { AllocationLine } from '@savdo/shared/schemas/contract-payments';
import { Alert, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { type ContractPaymentDetail, shownDate } from './api.ts';

const BUCKET_COLORS = { overdue: 'red', current: 'gold', future: 'blue' } as const;

interface Props {
  payment: ContractPaymentDetail;
  onPrint(): void;
  onNext(): void;
}

/** Right after a payment: the instalments it paid, what went to the client's account, the rest, the receipt. */
export function AllocationResult({ payment, onPrint, onNext }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sum = (amount: string) => money(amount, payment.currency, lang);
  const columns: TableColumnsType<AllocationLine> = [
    {
      key: 'n',
      title: t('payments.fields.n'),
      render: (_, a) => (a.n === 0 ? t('payments.due.prepayment') : a.n),
    },
    { key: 'due', title: t('payments.fields.dueDate'), render: (_, a) => shownDate(a.due_date) },
    {
      key: 'bucket',
      title: t('payments.fields.state'),
      render: (_, a) => <Tag color={BUCKET_COLORS[a.bucket]}>{t(`payments.buckets.${a.bucket}`)}</Tag>,
    },
    { key: 'amount', title: t('payments.fields.paid'), align: 'right', render: (_, a) => sum(a.amount) },
  ];
  return (
    <section data-testid="payment-result">
      <Alert
        type="success"
        showIcon
        title={t('payments.take.done', { id: payment.id })}
        description={
          <Space direction="vertical" size={0}>
            {payment.bonus && (
              <span data-testid="result-bonus">
                {t('payments.bonuses.done', { amount: sum(payment.bonus) })}
              </span>
            )}
            {payment.overpaid !== '0.00' && (
              <span data-testid="result-overpaid">
                {t('payments.take.overpaid', { amount: sum(payment.overpaid) })}
              </span>
            )}
            <span data-testid="result-rest">
              {payment.contract_status === 'CLOSED'
                ? t('payments.take.closed')
                : t('payments.take.restAfter', { amount: sum(payment.contract_rest) })}
            </span>
          </Space>
        }
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('payments.take.allocation')}
      </Typography.Title>
      <ListTable<AllocationLine>
        size="small"
        rowKey="n"
        columns={columns}
        dataSource={payment.allocations}
        pagination={false}
        data-testid="result-allocation"
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Button onClick={onPrint} data-testid="result-print">
          {t('payments.take.print')}
        </Button>
        <Button type="primary" onClick={onNext} data-testid="result-next">
          {t('payments.take.another')}
        </Button>
      </Space>
    </section>
  );
}
