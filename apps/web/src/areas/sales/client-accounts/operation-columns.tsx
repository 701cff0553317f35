import type { Language } from '@savdo/shared/i18n';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { moneyColumn } from '../../../shared/columns.tsx';
import { money } from '../../../shared/format.ts';
import { shownDate } from '../contract-payments/api.ts';
import { contractDocColumns, createdByColumn, paymentStatusColumn } from '../contract-payments/columns.tsx';
import type { AccountOperationRow, ContractPaymentRow } from './api.ts';

const STATUS_COLORS = { CREATED: 'blue', APPROVED: 'green', CANCELED: 'default' } as const;

interface OperationActions {
  canPrint: boolean;
  canCancel: boolean;
  onPrint(row: AccountOperationRow): void;
  onCancel(row: AccountOperationRow): void;
}

/** The columns of a client-account operations list: the amount signed for the account (+ in, − out). */
export function operationColumns(
  t: TFunction,
  lang: Language,
  a: OperationActions,
): TableColumnsType<AccountOperationRow> {
  const cancellable = (r: AccountOperationRow) =>
    r.status === 'APPROVED' && (r.type === 'CLIENT_INPUT' || r.type === 'CLIENT_OUTPUT');
  return [
    { key: 'id', title: t('payments.fields.number'), dataIndex: 'id', width: 70 },
    { key: 'date', title: t('payments.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'type', title: t('payments.fields.type'), render: (_, r) => t(`money.types.${r.type}`) },
    { key: 'client', title: t('payments.fields.client'), dataIndex: 'client_name' },
    {
      key: 'amount',
      title: t('payments.fields.amount'),
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.amount.startsWith('-') ? 'danger' : 'success'}>
          {money(r.amount, r.currency, lang)}
        </Typography.Text>
      ),
    },
    { key: 'cashbox', title: t('payments.fields.cashbox'), dataIndex: 'cashbox_name' },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`money.statuses.${r.status}`)}</Tag>,
    },
    { key: 'comment', title: t('payments.fields.comment'), dataIndex: 'comment' },
    createdByColumn<AccountOperationRow>(t),
    {
      key: 'actions',
      render: (_, r) => (
        <Space>
          {a.canPrint && r.cashbox_id !== null && (
            <Button size="small" onClick={() => a.onPrint(r)}>
              {t('payments.list.print')}
            </Button>
          )}
          {a.canCancel && cancellable(r) && (
            <Button
              size="small"
              danger
              onClick={() => a.onCancel(r)}
              data-testid={`account-op-cancel-${r.id}`}
            >
              {t('payments.list.cancel')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

/** The columns of the contract payments made from clients' accounts. */
export function fromAccountColumns(
  t: TFunction,
  lang: Language,
  canCancel: boolean,
  onCancel: (row: ContractPaymentRow) => void,
): TableColumnsType<ContractPaymentRow> {
  return [
    ...contractDocColumns<ContractPaymentRow>(t),
    moneyColumn<ContractPaymentRow>('amount', t('payments.fields.amount'), lang, (r) => r.amount),
    paymentStatusColumn<ContractPaymentRow>(t),
    createdByColumn<ContractPaymentRow>(t),
    {
      key: 'actions',
      render: (_, r) =>
        canCancel &&
        r.status === 'APPROVED' && (
          <Button size="small" danger onClick={() => onCancel(r)}>
            {t('payments.list.cancel')}
          </Button>
        ),
    },
  ];
}
