import { cashOperationSchema, currencyExchangeSchema } from '@savdo/shared/schemas/money';
import { Checkbox, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../engine/date-controls.tsx';
import { DecimalInput } from '../../shared/decimal-input.tsx';
import { FormDialog, useFormDialog } from '../../shared/form-dialog.tsx';
import { zodRule } from '../../shared/form-rules.ts';
import { operationsApi } from './api.ts';
import { formKeys } from './form-key.ts';
import type { EnteredType } from './operation-screens.ts';

interface Values {
  cashbox_id: number;
  amount: string;
  /** A cash operation's currency; an exchange's currency given up (`from_currency`). */
  currency: 'UZS' | 'USD';
  rate?: string;
  operation_date?: string;
  comment?: string;
  approve?: boolean;
}

interface Props {
  type: EnteredType;
  /** The user holds the type's `.approve`: offer "approve at once". */
  canApprove: boolean;
  cashboxes: { value: number; label: string }[];
  onClose(saved: boolean): void;
}

/** Sends the dialog's values as the type's payload (parsed by its shared schema). */
function enter(
  type: EnteredType,
  { approve, currency, rate, ...values }: Values,
  send: ReturnType<typeof formKeys>,
) {
  if (type === 'CURRENCY_EXCHANGE') {
    const input = currencyExchangeSchema.parse({ ...values, from_currency: currency, rate });
    return send({ input, approve }, (key) => operationsApi.exchange(input, Boolean(approve), key));
  }
  const input = cashOperationSchema.parse({ ...values, currency, type });
  return send({ input, approve }, (key) => operationsApi.create(input, Boolean(approve), key));
}

/**
 * Enters one operation of `type` in a cashbox of the user's: amount,
 * currency (for an exchange the currency given up, and the rate), date,
 * comment, and "approve at once" for who may approve. Each
 * submitted set of values carries its own `Idempotency-Key`, so a double
 * click or a retried request posts once; a refusal (409 cash below zero)
 * is the main client's toast and the dialog stays open.
 */
export function OperationDialog({ type, canApprove, cashboxes, onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const exchange = type === 'CURRENCY_EXCHANGE';
  const dialog = useFormDialog<Values>(async (values) => {
    await enter(type, values, send);
    saved.current = true;
  });
  const rule = (field: keyof typeof currencyExchangeSchema.shape) => [
    zodRule(currencyExchangeSchema.shape[field], t),
  ];
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(`money.types.${type}`)}
      cancelLabel={t('money.operations.close')}
      saveLabel={t('money.operations.save')}
      saveTestId="cash-operation-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          cashbox_id: cashboxes.length === 1 ? cashboxes[0]?.value : undefined,
          currency: 'UZS',
          operation_date: dayjs().format('YYYY-MM-DD'),
          approve: canApprove,
        }}
      >
        <Form.Item name="cashbox_id" label={t('money.operations.cashbox')} rules={rule('cashbox_id')}>
          <Select options={cashboxes} data-testid="cash-operation-cashbox" />
        </Form.Item>
        <Form.Item name="amount" label={t('money.operations.amount')} rules={rule('amount')}>
          <DecimalInput testId="cash-operation-amount" />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t(exchange ? 'money.operations.fromCurrency' : 'money.operations.currency')}
          rules={rule('from_currency')}
        >
          <Select
            options={[
              { value: 'UZS', label: t('money.operations.uzs') },
              { value: 'USD', label: t('money.operations.usd') },
            ]}
            data-testid="cash-operation-currency"
          />
        </Form.Item>
        {exchange && (
          <Form.Item name="rate" label={t('money.operations.rate')} rules={rule('rate')}>
            <DecimalInput testId="cash-operation-rate" />
          </Form.Item>
        )}
        <Form.Item name="operation_date" label={t('money.operations.date')} rules={rule('operation_date')}>
          <DateInput />
        </Form.Item>
        <Form.Item name="comment" label={t('money.operations.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="cash-operation-comment" />
        </Form.Item>
        {canApprove && (
          <Form.Item name="approve" valuePropName="checked">
            <Checkbox data-testid="cash-operation-approve">{t('money.operations.approveAtOnce')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
