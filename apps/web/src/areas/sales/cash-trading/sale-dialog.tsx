import { cashTradeSchema } from '@savdo/shared/schemas/cash-trading';
import { Checkbox, Divider, Form, Input, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useMe } from '../../../platform/session.ts';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { type CashTradeDetail, cashTradingApi } from './api.ts';
import { ClientPicker } from './client-picker.tsx';
import { type PartValues, PaymentParts, partsInput } from './payment-parts.tsx';
import { SaleLines } from './sale-lines.tsx';
import type { LineValues } from './sale-total.ts';
import { usePaymentPickers } from './use-pickers.ts';

interface Values {
  branch_id?: number;
  client_id?: number;
  fond_id?: number;
  fond_amount?: string;
  comment?: string;
  items?: LineValues[];
  pay_now?: boolean;
  payment?: { cashbox_id?: number; parts?: PartValues[] };
}

/**
 * A new sale (or a fund sale): branch, optional client, the goods at
 * today's retail price with their quantities and total, a fund and its part
 * for a fund sale, and the payment at once in one or more parts (cash in soʻm
 * or dollars into a cashbox, card, transfer). Each submitted set of values
 * carries its own `Idempotency-Key`; the server prices the goods itself.
 * Closes with the sale made (its receipt is printed from its card).
 */
export function SaleDialog({
  fond,
  onClose,
}: {
  fond: boolean;
  onClose(trade: CashTradeDetail | null): void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const send = useMemo(() => formKeys(), []);
  const made = useRef<CashTradeDetail | null>(null);
  const { types, cashboxes } = usePaymentPickers();
  const dialog = useFormDialog<Values>(async (values) => {
    const input = cashTradeSchema.parse({
      branch_id: values.branch_id,
      client_id: values.client_id,
      fond_id: values.fond_id,
      fond_amount: values.fond_amount,
      comment: values.comment,
      items: (values.items ?? []).map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      payment: values.pay_now
        ? { cashbox_id: values.payment?.cashbox_id, parts: partsInput(values.payment?.parts, types) }
        : undefined,
    });
    made.current = await send(input, (key) => cashTradingApi.create(input, key));
  });
  const rule = fieldRules(cashTradeSchema.shape, t);
  const branch = Form.useWatch('branch_id', dialog.form) as number | undefined;
  const payNow = Form.useWatch('pay_now', dialog.form) as boolean | undefined;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(made.current)}
      title={t(fond ? 'cashTrading.form.fondTitle' : 'cashTrading.form.title')}
      cancelLabel={t('cashTrading.form.cancel')}
      saveLabel={t('cashTrading.form.save')}
      saveTestId="sale-save"
      width={760}
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          branch_id: me.data?.user.branch?.id,
          items: [],
          pay_now: !fond,
          payment: { parts: [{ currency: 'UZS' }] },
        }}
      >
        <Form.Item name="branch_id" label={t('cashTrading.fields.branch')} rules={rule('branch_id')}>
          <OptionSelect source="branch" allowClear={false} testId="sale-branch" />
        </Form.Item>
        <Form.Item name="client_id" label={t('cashTrading.fields.client')}>
          <ClientPicker />
        </Form.Item>
        {fond && (
          <>
            <Form.Item name="fond_id" label={t('cashTrading.fields.fond')} rules={rule('fond_id')}>
              <OptionSelect source="fond" testId="sale-fond" />
            </Form.Item>
            <Form.Item
              name="fond_amount"
              label={t('cashTrading.fields.fondAmount')}
              extra={t('cashTrading.form.fondAmountHint')}
              rules={rule('fond_amount')}
            >
              <DecimalInput testId="sale-fond-amount" />
            </Form.Item>
          </>
        )}
        <SaleLines form={dialog.form} />
        <Divider />
        <Form.Item name="pay_now" valuePropName="checked">
          <Checkbox data-testid="sale-pay-now">{t('cashTrading.form.payNow')}</Checkbox>
        </Form.Item>
        {payNow && (
          <PaymentParts
            path={['payment']}
            types={types}
            cashboxes={cashboxes.filter((c) => c.branch_id === branch)}
          />
        )}
        <Form.Item
          name="comment"
          label={t('cashTrading.fields.comment')}
          rules={rule('comment')}
          style={{ marginTop: 12 }}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        {fond && (
          <Typography.Paragraph type="secondary">{t('cashTrading.list.fondHint')}</Typography.Paragraph>
        )}
      </Form>
    </FormDialog>
  );
}
