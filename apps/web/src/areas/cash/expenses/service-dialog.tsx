import { type ProvidedServiceInput, providedServiceSchema } from '@savdo/shared/schemas/expenses';
import { Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { expensesApi } from './api.ts';

/** Enters a service a supplier rendered (what is owed is calculated at once), keyed for idempotency. */
export function ServiceDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<ProvidedServiceInput>(async (values) => {
    const input = providedServiceSchema.parse(values);
    await send(input, (key) => expensesApi.createService(input, key));
    saved.current = true;
  });
  const rule = fieldRules(providedServiceSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('expenses.services.dialogTitle')}
      cancelLabel={t('expenses.list.close')}
      saveLabel={t('expenses.list.save')}
      saveTestId="service-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ currency: 'UZS', service_date: dayjs().format('YYYY-MM-DD') }}
      >
        <Form.Item name="supplier_id" label={t('expenses.fields.supplier')} rules={rule('supplier_id')}>
          <OptionSelect source="supplier" testId="service-supplier" />
        </Form.Item>
        <Form.Item name="branch_id" label={t('expenses.fields.branch')} rules={rule('branch_id')}>
          <OptionSelect source="branch" testId="service-branch" />
        </Form.Item>
        <Form.Item name="cost_item_id" label={t('expenses.fields.costItem')} rules={rule('cost_item_id')}>
          <OptionSelect source="cost_item" testId="service-cost-item" />
        </Form.Item>
        <Form.Item name="service_date" label={t('expenses.fields.date')} rules={rule('service_date')}>
          <DateField />
        </Form.Item>
        <Form.Item name="amount" label={t('expenses.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="service-amount" />
        </Form.Item>
        <Form.Item name="currency" label={t('expenses.fields.currency')} rules={rule('currency')}>
          <Select
            options={[
              { value: 'UZS', label: t('expenses.currencies.UZS') },
              { value: 'USD', label: t('expenses.currencies.USD') },
            ]}
            data-testid="service-currency"
          />
        </Form.Item>
        <Form.Item name="description" label={t('expenses.fields.description')} rules={rule('description')}>
          <Input.TextArea rows={2} data-testid="service-description" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
