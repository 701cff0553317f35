import { documentNumber } from '@savdo/shared/documents';
import { tradePaymentSchema } from '@savdo/shared/schemas/cash-trading';
import { Form, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { type CashTradeRow, cashTradingApi } from './api.ts';
import { type PartValues, PaymentParts, partsInput } from './payment-parts.tsx';
import { usePaymentPickers } from './use-pickers.ts';

interface Values {
  cashbox_id?: number;
  parts?: PartValues[];
}

/**
 * A payment of an unpaid sale in one or more parts (cash in soʻm or
 * dollars, card, transfer); the sale is PAID, and its receipt registered,
 * once nothing is left. More than is left is refused by the server (409).
 */
export function PaymentDialog({ trade, onClose }: { trade: CashTradeRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const { types, cashboxes } = usePaymentPickers();
  const dialog = useFormDialog<Values>(async (values) => {
    const input = tradePaymentSchema.parse({
      cashbox_id: values.cashbox_id,
      parts: partsInput(values.parts, types),
    });
    await send({ id: trade.id, input }, (key) => cashTradingApi.pay(trade.id, input, key));
    saved.current = true;
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('cashTrading.payment.title', { number: documentNumber(trade.branch_prefix, trade.number) })}
      cancelLabel={t('cashTrading.form.cancel')}
      saveLabel={t('cashTrading.payment.submit')}
      saveTestId="payment-save"
      width={640}
    >
      <Typography.Paragraph strong data-testid="payment-rest">
        {t('cashTrading.payment.rest', { amount: money(trade.rest, 'UZS', lang) })}
      </Typography.Paragraph>
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ parts: [{ currency: 'UZS', amount: trade.rest }] }}
      >
        <PaymentParts
          path={[]}
          types={types}
          cashboxes={cashboxes.filter((c) => c.branch_id === trade.branch_id)}
        />
      </Form>
    </FormDialog>
  );
}
