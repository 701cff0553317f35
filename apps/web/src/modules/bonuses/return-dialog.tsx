import { bonusReturnSchema } from '@savdo/shared/schemas/bonuses';
import { Alert, Form, Input, InputNumber } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../shared/form-dialog.tsx';
import { fieldRules } from '../../shared/form-rules.ts';
import { formKeys } from '../cashbox/form-key.ts';
import { bonusesApi } from './api.ts';

interface Values {
  order_id: number;
  reason: string;
}

/** A bonus product comes back: the goods to the warehouse, the points and the cash difference to the client. */
export function ReturnDialog({ orderId, onClose }: { orderId?: number; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = bonusReturnSchema.parse(values);
    await send(input, (key) => bonusesApi.returnProduct(input, key));
    saved.current = true;
  });
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
      <Form form={dialog.form} layout="vertical" initialValues={{ order_id: orderId }}>
        <Form.Item name="order_id" label={t('bonuses.fields.order')} rules={rule('order_id')}>
          <InputNumber
            min={1}
            precision={0}
            disabled={orderId !== undefined}
            data-testid="bonus-return-order"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('bonuses.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={2} data-testid="bonus-return-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
