import { documentNumber } from '@savdo/shared/documents';
import { tradeDiscountSchema } from '@savdo/shared/schemas/cash-trading';
import { Form, Input, Radio, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { type CashTradeRow, cashTradingApi } from './api.ts';

interface Values {
  value?: string;
  reason?: string;
}

const percentRule = tradeDiscountSchema.shape.percent;
const amountRule = tradeDiscountSchema.shape.amount;

/**
 * A discount on a sale whose payment is not complete: an amount or a
 * percent of what is left, with its reason (`cash_trading_discount.add`).
 */
export function DiscountDialog({ trade, onClose }: { trade: CashTradeRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const [by, setBy] = useState<'amount' | 'percent'>('percent');
  const dialog = useFormDialog<Values>(async (values) => {
    const input = tradeDiscountSchema.parse({ [by]: values.value, reason: values.reason });
    await send({ id: trade.id, input }, (key) => cashTradingApi.discount(trade.id, input, key));
    saved.current = true;
  });
  const reasonRule = zodRule(tradeDiscountSchema.shape.reason, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('cashTrading.discount.title', { number: documentNumber(trade.branch_prefix, trade.number) })}
      cancelLabel={t('cashTrading.form.cancel')}
      saveLabel={t('cashTrading.discount.submit')}
      saveTestId="discount-save"
    >
      <Typography.Paragraph>
        {t('cashTrading.payment.rest', { amount: money(trade.rest, 'UZS', lang) })}
      </Typography.Paragraph>
      <Radio.Group
        value={by}
        onChange={(e) => setBy(e.target.value as 'amount' | 'percent')}
        options={[
          { value: 'percent', label: t('cashTrading.discount.byPercent') },
          { value: 'amount', label: t('cashTrading.discount.byAmount') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Form form={dialog.form} layout="vertical">
        <Form.Item
          name="value"
          label={t(by === 'percent' ? 'cashTrading.fields.percent' : 'cashTrading.fields.amount')}
          rules={[
            { required: true, message: t('validation.required') },
            zodRule(by === 'percent' ? percentRule : amountRule, t),
          ]}
        >
          <DecimalInput testId="discount-value" suffix={by === 'percent' ? '%' : 'UZS'} />
        </Form.Item>
        <Form.Item name="reason" label={t('cashTrading.fields.reason')} rules={[reasonRule]}>
          <Input.TextArea rows={2} data-testid="discount-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
