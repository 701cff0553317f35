import { type CashOrderInput, cashOrderSchema } from '@savdo/shared/schemas/cash-orders';
import { Form, Input, Select } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { cashOrdersApi } from './cash-orders-api.ts';
import { useCashboxOptions } from './use-cashbox-options.ts';

interface Props {
  onClose(saved: boolean): void;
}

/**
 * A new cash order: from a cashbox of mine to any other, an amount in soʻm
 * or dollars, a comment. It is entered CREATED (nothing moves until it is
 * sent); each submitted set of values carries its own `Idempotency-Key`.
 */
export function CashOrderDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const mine = useCashboxOptions();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<CashOrderInput>(async (values) => {
    const input = cashOrderSchema.parse(values);
    await send(input, (key) => cashOrdersApi.create(input, key));
    saved.current = true;
  });
  // my one cashbox is the source, also when the list arrives after the dialog opened
  const only = mine.length === 1 ? mine[0]?.value : undefined;
  useEffect(() => {
    if (only !== undefined && dialog.form.getFieldValue('source_cashbox_id') === undefined) {
      dialog.form.setFieldsValue({ source_cashbox_id: only });
    }
  }, [only, dialog.form]);
  const rule = fieldRules(cashOrderSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('cashOrders.form.title')}
      cancelLabel={t('cashOrders.form.close')}
      saveLabel={t('cashOrders.form.save')}
      saveTestId="cash-order-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ source_cashbox_id: only, currency: 'UZS' }}>
        <Form.Item
          name="source_cashbox_id"
          label={t('cashOrders.form.source')}
          rules={rule('source_cashbox_id')}
        >
          <Select options={mine} data-testid="cash-order-source" />
        </Form.Item>
        <Form.Item
          name="target_cashbox_id"
          label={t('cashOrders.form.target')}
          rules={rule('target_cashbox_id')}
        >
          <OptionSelect source="cashbox" allowClear={false} testId="cash-order-target" />
        </Form.Item>
        <Form.Item name="amount" label={t('cashOrders.form.amount')} rules={rule('amount')}>
          <DecimalInput testId="cash-order-amount" />
        </Form.Item>
        <Form.Item name="currency" label={t('cashOrders.form.currency')} rules={rule('currency')}>
          <Select
            options={[
              { value: 'UZS', label: t('cashOrders.columns.uzs') },
              { value: 'USD', label: t('cashOrders.columns.usd') },
            ]}
            data-testid="cash-order-currency"
          />
        </Form.Item>
        <Form.Item name="comment" label={t('cashOrders.form.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="cash-order-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
