import { type EstimateInput, type EstimateRow, estimateSchema } from '@savdo/shared/schemas/expenses';
import { Form, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { expensesApi, monthOptions, shownMonth } from './api.ts';

interface Props {
  /** The estimate edited (CREATED), or null for a new one. */
  estimate: EstimateRow | null;
  onClose(saved: boolean): void;
}

/** Enters or edits an estimate: month, branch, cost item, currency, plan and comment. */
export function EstimateDialog({ estimate, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<EstimateInput>(async (values) => {
    const input = estimateSchema.parse(values);
    if (estimate) await expensesApi.updateEstimate(estimate.id, input);
    else await expensesApi.createEstimate(input);
    saved.current = true;
  });
  const rule = fieldRules(estimateSchema.shape, t);
  const months = monthOptions().map((m) => ({ value: m, label: shownMonth(m) }));
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('expenses.estimates.dialogTitle')}
      cancelLabel={t('expenses.list.close')}
      saveLabel={t('expenses.list.save')}
      saveTestId="estimate-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={
          estimate
            ? { ...estimate, comment: estimate.comment ?? undefined }
            : { currency: 'UZS', month: new Date().toISOString().slice(0, 7) }
        }
      >
        <Form.Item name="month" label={t('expenses.fields.month')} rules={rule('month')}>
          <Select options={months} data-testid="estimate-month" />
        </Form.Item>
        <Form.Item name="branch_id" label={t('expenses.fields.branch')} rules={rule('branch_id')}>
          <OptionSelect source="branch" label={estimate?.branch_name} testId="estimate-branch" />
        </Form.Item>
        <Form.Item name="cost_item_id" label={t('expenses.fields.costItem')} rules={rule('cost_item_id')}>
          <OptionSelect source="cost_item" label={estimate?.cost_item_name} testId="estimate-cost-item" />
        </Form.Item>
        <Form.Item name="currency" label={t('expenses.fields.currency')} rules={rule('currency')}>
          <Select
            options={[
              { value: 'UZS', label: t('expenses.currencies.UZS') },
              { value: 'USD', label: t('expenses.currencies.USD') },
            ]}
            data-testid="estimate-currency"
          />
        </Form.Item>
        <Form.Item name="amount" label={t('expenses.fields.plan')} rules={rule('amount')}>
          <DecimalInput testId="estimate-amount" />
        </Form.Item>
        <Form.Item name="comment" label={t('expenses.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="estimate-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
