import { fondPaymentSchema } from '@savdo/shared/schemas/cash-trading';
import { Form, Input, Select, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { cashTradingApi, type FondDebtRow } from './api.ts';
import { usePaymentPickers } from './use-pickers.ts';

interface Values {
  cashbox_id?: number;
  amount?: string;
  comment?: string;
}

/** Cash a fund brings to a cashbox: up to its debt, settling its sales oldest first. */
export function FondPaymentDialog({ fond, onClose }: { fond: FondDebtRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const { cashboxes } = usePaymentPickers();
  const dialog = useFormDialog<Values>(async (values) => {
    const input = fondPaymentSchema.parse({ ...values, fond_id: fond.fond_id });
    await send(input, (key) => cashTradingApi.payFond(input, key));
    saved.current = true;
  });
  const rule = fieldRules(fondPaymentSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={`${t('cashTrading.fonds.payTitle')}: ${fond.fond_name}`}
      cancelLabel={t('cashTrading.form.cancel')}
      saveLabel={t('cashTrading.fonds.submit')}
      saveTestId="fond-payment-save"
    >
      <Typography.Paragraph>
        {t('cashTrading.fields.debt')}: {money(fond.debt, 'UZS', lang)}
      </Typography.Paragraph>
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          cashbox_id: cashboxes.length === 1 ? cashboxes[0]?.id : undefined,
          amount: fond.debt,
        }}
      >
        <Form.Item name="cashbox_id" label={t('cashTrading.fields.cashbox')} rules={rule('cashbox_id')}>
          <Select
            options={cashboxes.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="fond-payment-cashbox"
          />
        </Form.Item>
        <Form.Item name="amount" label={t('cashTrading.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="fond-payment-amount" suffix="UZS" />
        </Form.Item>
        <Form.Item name="comment" label={t('cashTrading.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
