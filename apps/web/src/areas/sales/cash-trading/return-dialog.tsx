import { documentNumber } from '@savdo/shared/documents';
import { fromMilli, toMilli } from '@savdo/shared/quantity';
import { REFUND_TARGETS, type RefundTarget, tradeReturnSchema } from '@savdo/shared/schemas/cash-trading';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { CASH_TRADING_KEY, type CashTradeRow, cashTradingApi } from './api.ts';
import { usePaymentPickers } from './use-pickers.ts';

interface Values {
  warehouse_id?: number;
  refund_to?: RefundTarget;
  cashbox_id?: number;
  reason?: string;
  /** Per line id: how many come back and, for serial goods, their serials (comma-separated). */
  back?: Record<string, { quantity?: string; serials?: string }>;
}

/** The lines asked back (a quantity above zero), serials split by commas or blanks. */
function returnedLines(back: Values['back']) {
  return Object.entries(back ?? {})
    .filter(([, line]) => line.quantity && Number(line.quantity) > 0)
    .map(([id, line]) => ({
      item_id: Number(id),
      quantity: line.quantity,
      serials: line.serials ? line.serials.split(/[\s,;]+/).filter(Boolean) : undefined,
    }));
}

/**
 * Goods of a paid sale coming back: for each released line how many (and
 * which serials), the warehouse they go into (at the cost they left with),
 * and where the money goes: out of a cashbox, or onto the client's account.
 */
export function ReturnDialog({ trade, onClose }: { trade: CashTradeRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const { cashboxes } = usePaymentPickers();
  const detail = useQuery({
    queryKey: [CASH_TRADING_KEY, 'trade', trade.id],
    queryFn: ({ signal }) => cashTradingApi.get(trade.id, signal),
  });
  const warehouses = useQuery({
    queryKey: [CASH_TRADING_KEY, 'warehouses', trade.branch_id],
    queryFn: ({ signal }) => cashTradingApi.warehouses(trade.branch_id, signal),
  });
  const dialog = useFormDialog<Values>(async ({ back, ...values }) => {
    const input = tradeReturnSchema.parse({ ...values, items: returnedLines(back) });
    await send({ id: trade.id, input }, (key) => cashTradingApi.giveBack(trade.id, input, key));
    saved.current = true;
  });
  const refundTo = Form.useWatch('refund_to', dialog.form) as Values['refund_to'];
  const lines = (detail.data?.items ?? []).filter((i) => toMilli(i.released) > toMilli(i.returned));
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('cashTrading.returns.title', { number: documentNumber(trade.branch_prefix, trade.number) })}
      cancelLabel={t('cashTrading.form.cancel')}
      saveLabel={t('cashTrading.returns.submit')}
      saveTestId="return-save"
      width={720}
    >
      {detail.isSuccess && lines.length === 0 && (
        <Alert type="info" showIcon title={t('cashTrading.returns.nothing')} />
      )}
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          refund_to: 'CASHBOX',
          cashbox_id: cashboxes.find((c) => c.branch_id === trade.branch_id)?.id,
        }}
      >
        {lines.map((line) => (
          <Flex key={line.id} gap={8} align="baseline">
            <span style={{ flex: 1 }}>{line.product_name}</span>
            <Typography.Text type="secondary" style={{ width: 160 }}>
              {t('cashTrading.returns.available', {
                quantity: fromMilli(toMilli(line.released) - toMilli(line.returned)),
              })}
            </Typography.Text>
            <Form.Item
              name={['back', String(line.id), 'quantity']}
              rules={[zodRule(tradeReturnSchema.shape.items.element.shape.quantity.optional(), t)]}
              style={{ width: 100 }}
            >
              <Input inputMode="decimal" placeholder="0" data-testid={`return-quantity-${line.id}`} />
            </Form.Item>
            {line.is_serial && (
              <Form.Item
                name={['back', String(line.id), 'serials']}
                style={{ flex: 1 }}
                tooltip={t('cashTrading.returns.serialsHint')}
              >
                <Input
                  placeholder={t('cashTrading.fields.serials')}
                  data-testid={`return-serials-${line.id}`}
                />
              </Form.Item>
            )}
          </Flex>
        ))}
        <Form.Item name="warehouse_id" label={t('cashTrading.fields.warehouse')} rules={required}>
          <Select
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
            data-testid="return-warehouse"
          />
        </Form.Item>
        <Form.Item name="refund_to" label={t('cashTrading.fields.refundTo')}>
          <Radio.Group
            options={REFUND_TARGETS.filter((v) => v === 'CASHBOX' || trade.client_id !== null).map((v) => ({
              value: v,
              label: t(`cashTrading.refundTargets.${v}`),
            }))}
          />
        </Form.Item>
        {refundTo === 'CASHBOX' && (
          <Form.Item name="cashbox_id" label={t('cashTrading.fields.cashbox')} rules={required}>
            <Select
              options={cashboxes
                .filter((c) => c.branch_id === trade.branch_id)
                .map((c) => ({ value: c.id, label: c.name }))}
              data-testid="return-cashbox"
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('cashTrading.fields.reason')}
          rules={[zodRule(tradeReturnSchema.shape.reason, t)]}
        >
          <Input.TextArea rows={2} data-testid="return-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
