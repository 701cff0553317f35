import { additionSchema, PAYROLL_ADDITION_KINDS } from '@savdo/shared/schemas/payroll';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { payrollApi } from './api.ts';
import { MonthPicker } from './month-picker.tsx';

interface Values {
  employee_id: number;
  month: string;
  kind: string;
  amount: string;
  reason: string;
}

/** Adding a bonus, a fine or another addition or deduction to an employee's month. */
export function AdditionDialog({ month, onClose }: { month: string; onClose(): void }) {
  const { t } = useTranslation();
  const dialog = useFormDialog<Values>(async (values) => {
    await payrollApi.addAddition(additionSchema.parse(values));
  });
  const rule = fieldRules(additionSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('payroll.titles.additions')}
      cancelLabel={t('payroll.actions.close')}
      saveLabel={t('payroll.actions.save')}
      saveTestId="addition-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ month, kind: 'BONUS' }}>
        <Form.Item name="employee_id" label={t('payroll.fields.employee')} rules={rule('employee_id')}>
          <OptionSelect source="payroll_employee" testId="addition-employee" />
        </Form.Item>
        <Form.Item name="month" label={t('payroll.fields.month')} rules={rule('month')}>
          <MonthFormField />
        </Form.Item>
        <Form.Item name="kind" label={t('payroll.fields.kind')} rules={rule('kind')}>
          <Select
            data-testid="addition-kind"
            options={PAYROLL_ADDITION_KINDS.map((k) => ({ value: k, label: t(`payroll.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('payroll.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="addition-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('payroll.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={2} maxLength={1000} data-testid="addition-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** The month picker as a form control (value / onChange from Form.Item). */
export function MonthFormField({ value, onChange }: { value?: string; onChange?: (v?: string) => void }) {
  return <MonthPicker value={value} onChange={(m) => onChange?.(m)} testId="form-month" />;
}
