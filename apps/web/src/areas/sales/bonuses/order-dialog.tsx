import { bonusOrderSchema } from '@savdo/shared/schemas/bonuses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { CashboxSelect } from '../../cash/cash-desk/cashbox-select.tsx';
import { BONUSES_KEY, bonusesApi } from './api.ts';
import { points } from './format.ts';

interface Values {
  client_id: number;
  bonus_product_id: number;
  warehouse_id: number;
  quantity: number;
  cashbox_id?: number;
  comment?: string;
}

/**
 * A client takes a bonus product: the client's balance shown, the points
 * spent first and what they fall short of paid in cash into the chosen
 * cashbox (the server refuses without one). Keyed for idempotency.
 */
export function OrderDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = bonusOrderSchema.parse(values);
    await send(input, (key) => bonusesApi.order(input, key));
    saved.current = true;
  });
  const clientId = Form.useWatch('client_id', dialog.form);
  const balance = useQuery({
    queryKey: [BONUSES_KEY, 'balance', clientId],
    queryFn: ({ signal }) => bonusesApi.balance(clientId, signal),
    enabled: typeof clientId === 'number',
  });
  const offers = useQuery({
    queryKey: [BONUSES_KEY, 'offers'],
    queryFn: ({ signal }) => bonusesApi.products({ active: 'true', per_page: 100 }, signal),
  });
  const rule = fieldRules(bonusOrderSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('bonuses.actions.order')}
      cancelLabel={t('bonuses.actions.cancel')}
      saveLabel={t('bonuses.actions.save')}
      saveTestId="bonus-order-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ quantity: 1 }}>
        <Form.Item name="client_id" label={t('bonuses.fields.client')} rules={rule('client_id')}>
          <OptionSelect source="client" testId="bonus-order-client" />
        </Form.Item>
        {balance.data && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="bonus-order-balance"
            title={t('bonuses.hints.balance', { balance: points(balance.data.balance, lang) })}
            description={t('bonuses.hints.shortfall')}
          />
        )}
        <Form.Item
          name="bonus_product_id"
          label={t('bonuses.fields.product')}
          rules={rule('bonus_product_id')}
        >
          <Select
            data-testid="bonus-order-product"
            options={(offers.data ?? []).map((o) => ({
              value: o.id,
              label: `${o.product_name} — ${points(o.points, lang)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="warehouse_id" label={t('bonuses.fields.warehouse')} rules={rule('warehouse_id')}>
          <OptionSelect source="warehouse" testId="bonus-order-warehouse" />
        </Form.Item>
        <Form.Item name="quantity" label={t('bonuses.fields.quantity')} rules={rule('quantity')}>
          <InputNumber min={1} max={1000} precision={0} data-testid="bonus-order-quantity" />
        </Form.Item>
        <Form.Item name="cashbox_id" label={t('bonuses.fields.cashbox')} rules={rule('cashbox_id')}>
          <CashboxSelect allowClear data-testid="bonus-order-cashbox" />
        </Form.Item>
        <Form.Item name="comment" label={t('bonuses.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
