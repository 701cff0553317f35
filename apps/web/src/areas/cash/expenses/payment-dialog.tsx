import {
  type ProvidedServiceRow,
  providedServiceSchema,
  type ServicePaymentInput,
  servicePaymentSchema,
} from '@savdo/shared/schemas/expenses';
import { Form, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useRules } from '../../../platform/session.ts';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules, zodRule } from '../../../shared/form-rules.ts';
import { useCashboxOptions } from '../cash-desk/use-cashbox-options.ts';
import { expensesApi } from './api.ts';

interface Props {
  service: ProvidedServiceRow;
  onClose(saved: boolean): void;
}

/**
 * Pays a service to its supplier, or records a refund from it, from a
 * cashbox of the user's or a company bank account in the service's
 * currency; the rest is offered as the amount.
 */
export function PaymentDialog({ service, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const cashboxes = useCashboxOptions();
  const dialog = useFormDialog<ServicePaymentInput>(async (values) => {
    const input = servicePaymentSchema.parse(values);
    await send(input, (key) => expensesApi.pay(service.id, input, key));
    saved.current = true;
  });
  const shape = servicePaymentSchema.shape;
  const rule = fieldRules(shape, t);
  // the account of the chosen source is required (the schema checks it across fields): a required id
  const required = [zodRule(providedServiceSchema.shape.branch_id, t)];
  const source = Form.useWatch('source', dialog.form) ?? 'cash';
  const directions = (['out', 'in'] as const).filter((d) =>
    rules.has(`rendered_service_supplier_${d === 'out' ? 'output' : 'input'}.add`),
  );
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('expenses.services.payTitle', { id: service.id })}
      cancelLabel={t('expenses.list.close')}
      saveLabel={t('expenses.list.save')}
      saveTestId="payment-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          direction: directions[0] ?? 'out',
          source: 'cash',
          amount: service.rest.startsWith('-') ? undefined : service.rest,
          cashbox_id: cashboxes.length === 1 ? cashboxes[0]?.value : undefined,
          operation_date: dayjs().format('YYYY-MM-DD'),
        }}
      >
        <Form.Item name="direction" label={t('expenses.services.direction')} rules={rule('direction')}>
          <Radio.Group
            options={directions.map((d) => ({ value: d, label: t(`expenses.services.${d}`) }))}
            data-testid="payment-direction"
          />
        </Form.Item>
        <Form.Item name="source" label={t('expenses.fields.source')} rules={rule('source')}>
          <Radio.Group
            options={(['cash', 'bank'] as const).map((s) => ({
              value: s,
              label: t(`expenses.sources.${s}`),
            }))}
            data-testid="payment-source"
          />
        </Form.Item>
        {source === 'cash' ? (
          <Form.Item name="cashbox_id" label={t('expenses.fields.cashbox')} rules={required}>
            <Select options={cashboxes} data-testid="payment-cashbox" />
          </Form.Item>
        ) : (
          <Form.Item
            name="bank_account_id"
            label={t('expenses.fields.bankAccount')}
            rules={rule('cashbox_id')}
          >
            <OptionSelect
              source="firm_account_number"
              filter={{ currency: service.currency }}
              testId="payment-bank-account"
            />
          </Form.Item>
        )}
        <Form.Item name="amount" label={t('expenses.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="payment-amount" suffix={service.currency} />
        </Form.Item>
        <Form.Item name="operation_date" label={t('expenses.fields.date')} rules={rule('operation_date')}>
          <DateField />
        </Form.Item>
        <Form.Item name="comment" label={t('expenses.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="payment-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
