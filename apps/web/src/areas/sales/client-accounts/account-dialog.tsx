import { clientDepositSchema } from '@savdo/shared/schemas/client-accounts';
import { Form, Input, Select } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { useCashboxOptions } from '../../cash/cash-desk/use-cashbox-options.ts';
import { accountsApi } from './api.ts';
import { ClientSelect } from './client-select.tsx';

interface Values {
  client_id: number;
  cashbox_id: number;
  amount: string;
  currency: 'UZS' | 'USD';
  comment?: string;
}

interface Props {
  kind: 'deposit' | 'payout';
  clientId?: number;
  onClose(saved: boolean): void;
}

/**
 * Money between a cashbox and a client's account: a deposit (cash in, the
 * account credited) or a payout (the account debited, cash out; the server
 * refuses more than the account holds). Keyed for idempotency.
 */
export function AccountDialog({ kind, clientId, onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const cashboxes = useCashboxOptions();
  const dialog = useFormDialog<Values>(async (values) => {
    const input = clientDepositSchema.parse(values);
    await send(input, (key) =>
      kind === 'deposit' ? accountsApi.deposit(input, key) : accountsApi.payout(input, key),
    );
    saved.current = true;
  });
  const rule = fieldRules(clientDepositSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(kind === 'deposit' ? 'payments.accounts.depositTitle' : 'payments.accounts.payoutTitle')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('payments.list.save')}
      saveTestId="account-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ client_id: clientId, currency: 'UZS' }}>
        <Form.Item name="client_id" label={t('payments.fields.client')} rules={rule('client_id')}>
          <ClientSelect testId="account-client" />
        </Form.Item>
        <Form.Item name="cashbox_id" label={t('payments.fields.cashbox')} rules={rule('cashbox_id')}>
          <Select options={cashboxes} data-testid="account-cashbox" />
        </Form.Item>
        <Form.Item name="amount" label={t('payments.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="account-amount" />
        </Form.Item>
        <Form.Item name="currency" label={t('payments.fields.currency')} rules={rule('currency')}>
          <Select
            options={(['UZS', 'USD'] as const).map((v) => ({
              value: v,
              label: t(`payments.currencies.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="comment" label={t('payments.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
