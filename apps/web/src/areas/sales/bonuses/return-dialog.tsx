import { bonusReturnSchema } from '@savdo/shared/schemas/bonuses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { BONUSES_KEY, type BonusOrderRow, bonusesApi } from './api.ts';

interface Values {
  order_id: number;
  quantity?: number;
  reason: string;
}

/**
 * A bonus product comes back, all of the order or some of its units: the
 * goods to the warehouse, the points and the cash difference to the client
 * in proportion. From an order's row (`order`) or by its number.
 */
export function ReturnDialog({ order, onClose }: { order?: BonusOrderRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = bonusReturnSchema.parse(values);
    await send(input, (key) => bonusesApi.returnProduct(input, key));
    saved.current = true;
  });
  const typed = Form.useWatch('order_id', dialog.form);
  const orderId = order?.id ?? (typeof typed === 'number' ? typed : undefined);
  const found = useQuery({
    queryKey: [BONUSES_KEY, 'order', orderId],
    queryFn: ({ signal }) => bonusesApi.orderById(orderId ?? 0, signal),
    enabled: orderId !== undefined && order === undefined,
  });
  const shown = order ?? found.data;
  const left = shown ? shown.quantity - shown.returned_quantity : undefined;
  const rule = fieldRules(bonusReturnSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('bonuses.actions.return')}
      cancelLabel={t('bonuses.actions.cancel')}
      saveLabel={t('bonuses.actions.return')}
      saveTestId="bonus-return-save"
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('bonuses.hints.returnConfirm')} />
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          order_id: order?.id,
          quantity: order ? order.quantity - order.returned_quantity : undefined,
        }}
      >
        <Form.Item name="order_id" label={t('bonuses.fields.order')} rules={rule('order_id')}>
          <InputNumber
            min={1}
            precision={0}
            disabled={order !== undefined}
            data-testid="bonus-return-order"
          />
        </Form.Item>
        {shown && left !== undefined && (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            data-testid="bonus-return-left"
            title={`${shown.product_name}: ${t('bonuses.hints.returnLeft', { left, returned: shown.returned_quantity })}`}
            description={t('bonuses.hints.returnPart')}
          />
        )}
        <Form.Item
          name="quantity"
          label={t('bonuses.fields.returnQuantity')}
          rules={rule('quantity')}
          extra={left === undefined ? undefined : `≤ ${left}`}
        >
          <InputNumber min={1} max={left} precision={0} data-testid="bonus-return-quantity" />
        </Form.Item>
        <Form.Item name="reason" label={t('bonuses.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={2} data-testid="bonus-return-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
