import { cashOperationSchema } from '@savdo/shared/schemas/money';
import { Checkbox, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { useCashboxOptions } from '../cash-desk/use-cashbox-options.ts';
import { expensesApi } from './api.ts';

interface Values {
  cashbox_id: number;
  counterpart_id: number;
  amount: string;
  currency: 'UZS' | 'USD';
  operation_date?: string;
  comment?: string;
  approve?: boolean;
}

interface Props {
  /** The user holds `expense_output.approve`: offer "approve at once". */
  canApprove: boolean;
  onClose(saved: boolean): void;
}

/**
 * Enters a cash expense (EXPENSE_OUTPUT) by cost item in a cashbox of the
 * user's, keyed for idempotency like every money form. An expense past its
 * approved estimate is refused by the server (409 naming the rest, shown in
 * the toast) and the dialog stays open.
 */
export function ExpenseDialog({ canApprove, onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const cashboxes = useCashboxOptions();
  const dialog = useFormDialog<Values>(async ({ approve, ...values }) => {
    const input = cashOperationSchema.parse({ ...values, type: 'EXPENSE_OUTPUT' });
    await send({ input, approve }, (key) => expensesApi.enterExpense(input, Boolean(approve), key));
    saved.current = true;
  });
  const rule = fieldRules(cashOperationSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('expenses.expenses.dialogTitle')}
      cancelLabel={t('expenses.list.close')}
      saveLabel={t('expenses.list.save')}
      saveTestId="expense-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ currency: 'UZS', operation_date: dayjs().format('YYYY-MM-DD'), approve: canApprove }}
      >
        <Form.Item name="cashbox_id" label={t('expenses.fields.cashbox')} rules={rule('cashbox_id')}>
          <Select options={cashboxes} data-testid="expense-cashbox" />
        </Form.Item>
        {/* required here (a cost item is what an expense is booked to): the id rule of `cashbox_id` */}
        <Form.Item name="counterpart_id" label={t('expenses.fields.costItem')} rules={rule('cashbox_id')}>
          <OptionSelect source="cost_item" testId="expense-cost-item" />
        </Form.Item>
        <Form.Item name="amount" label={t('expenses.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="expense-amount" />
        </Form.Item>
        <Form.Item name="currency" label={t('expenses.fields.currency')} rules={rule('currency')}>
          <Select
            options={[
              { value: 'UZS', label: t('expenses.currencies.UZS') },
              { value: 'USD', label: t('expenses.currencies.USD') },
            ]}
            data-testid="expense-currency"
          />
        </Form.Item>
        <Form.Item name="operation_date" label={t('expenses.fields.date')} rules={rule('operation_date')}>
          <DateField />
        </Form.Item>
        <Form.Item name="comment" label={t('expenses.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="expense-comment" />
        </Form.Item>
        {canApprove && (
          <Form.Item name="approve" valuePropName="checked">
            <Checkbox data-testid="expense-approve">{t('expenses.expenses.approveAtOnce')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
