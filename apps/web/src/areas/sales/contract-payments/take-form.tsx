import { contractPaymentSchema, TAKING_METHODS } from '@savdo/shared/schemas/contract-payments';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { formatRate, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { CashboxSelect } from '../../cash/cash-desk/cashbox-select.tsx';
import { type ContractDue, type ContractPaymentDetail, type PaymentScreen, paymentsApi } from './api.ts';
import { converted } from './exchange.ts';

interface Values {
  amount: string;
  currency: 'UZS' | 'USD';
  method: 'CASH' | 'CARD' | 'TRANSFER';
  cashbox_id?: number;
  bank_account_id?: number;
  comment?: string;
}

interface Props {
  due: ContractDue;
  /** A payment screen's kind, or the early close (the whole rest less the bonus). */
  mode: PaymentScreen | 'close';
  onDone(payment: ContractPaymentDetail): void;
}

/**
 * Takes the money: how much in which currency (the contract's, or the other
 * one at the day's rate: the sum in the contract's currency is shown as the
 * server will count it), how, into which cashbox or bank account. Keyed for
 * idempotency, so a double click or a retry posts once.
 */
export function TakeForm({ due, mode, onDone }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const send = useMemo(() => formKeys(), []);
  const c = due.contract;
  const rule = fieldRules(contractPaymentSchema.shape, t);
  const method = Form.useWatch('method', form);
  const currency = Form.useWatch('currency', form) ?? c.currency;
  const amount = Form.useWatch('amount', form);
  const inContract = currency !== c.currency && due.rate ? converted(amount, currency, due.rate) : null;
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const base = { ...values, contract_id: c.id };
      const done =
        mode === 'close'
          ? await send(base, (key) => paymentsApi.close(base, key))
          : await send(base, (key) => paymentsApi.take(mode, contractPaymentSchema.parse(base), key));
      onDone(done);
    } catch {
      // the main client showed the error toast
    } finally {
      setSaving(false);
    }
  };
  const initial = mode === 'close' ? due.to_close : due.due_now;
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{
        amount: initial === '0.00' ? undefined : initial,
        currency: c.currency,
        method: 'CASH',
      }}
      data-testid="take-form"
    >
      <Typography.Title level={5}>
        {t(
          mode === 'close'
            ? 'payments.bonuses.closeTitle'
            : mode === 'pre-payment'
              ? 'payments.take.preTitle'
              : 'payments.take.title',
        )}
      </Typography.Title>
      <Form.Item name="amount" label={t('payments.fields.amount')} rules={rule('amount')}>
        <DecimalInput testId="take-amount" />
      </Form.Item>
      <Form.Item name="currency" label={t('payments.fields.currency')} rules={rule('currency')}>
        <Select
          data-testid="take-currency"
          options={(['UZS', 'USD'] as const).map((v) => ({ value: v, label: t(`payments.currencies.${v}`) }))}
        />
      </Form.Item>
      {currency !== c.currency && (
        <Alert
          type={due.rate ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          title={
            due.rate
              ? t('payments.take.converted', {
                  amount: inContract ? money(inContract, c.currency, lang) : '—',
                  rate: formatRate(due.rate),
                })
              : t('payments.take.noRate')
          }
          data-testid="take-converted"
        />
      )}
      <Form.Item name="method" label={t('payments.fields.method')} rules={rule('method')}>
        <Select
          data-testid="take-method"
          options={TAKING_METHODS.map((v) => ({ value: v, label: t(`payments.methods.${v}`) }))}
        />
      </Form.Item>
      {method === 'TRANSFER' ? (
        <Form.Item
          name="bank_account_id"
          label={t('payments.fields.bankAccount')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <OptionSelect source="firm_account_number" testId="take-bank-account" />
        </Form.Item>
      ) : (
        <Form.Item
          name="cashbox_id"
          label={t('payments.fields.cashbox')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <CashboxSelect data-testid="take-cashbox" />
        </Form.Item>
      )}
      <Form.Item name="comment" label={t('payments.fields.comment')} rules={rule('comment')}>
        <Input.TextArea rows={2} data-testid="take-comment" />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="take-submit">
        {t(mode === 'close' ? 'payments.bonuses.submit' : 'payments.take.submit')}
      </Button>
    </Form>
  );
}
