import { type CashboxOperationType, cashOperationSchema } from '@savdo/shared/schemas/money';
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

interface Values {
  cashbox_id: number;
  amount: string;
  currency: 'UZS' | 'USD';
  operation_date?: string;
  comment?: string;
  approve?: boolean;
}

interface Props {
  type: CashboxOperationType;
  /** The user holds the type's `.approve`: offer "approve at once". */
  canApprove: boolean;
  cashboxes: { value: number; label: string }[];
  onClose(saved: boolean): void;
}

/**
 * Enters one cash operation of `type` in a cashbox of the user's: amount,
 * currency, date, comment, and "approve at once" for who may approve. Each
 * submitted set of values carries its own `Idempotency-Key`, so a double
 * click or a retried request posts once; a refusal (409 cash below zero)
 * is the main client's toast and the dialog stays open.
 */
export function OperationDialog({ type, canApprove, cashboxes, onClose }: Props) {
  const { t } = useTranslation();
  const keyOf = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async ({ approve, ...values }) => {
    const input = cashOperationSchema.parse({ ...values, type });
    await operationsApi.create(input, Boolean(approve), keyOf({ input, approve }));
    saved.current = true;
  });
  const rule = (field: keyof typeof cashOperationSchema.shape) => [
    zodRule(cashOperationSchema.shape[field], t),
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
        <Form.Item name="currency" label={t('money.operations.currency')} rules={rule('currency')}>
          <Select
            options={[
              { value: 'UZS', label: t('money.operations.uzs') },
              { value: 'USD', label: t('money.operations.usd') },
            ]}
            data-testid="cash-operation-currency"
          />
        </Form.Item>
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
