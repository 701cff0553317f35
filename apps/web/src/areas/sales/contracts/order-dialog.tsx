import { toMinor } from '@savdo/shared/money';
import { clientOrderSchema } from '@savdo/shared/schemas/contracts';
import { isMoney } from '@savdo/shared/validation';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Radio } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { contractsApi } from './api.ts';
import { GoodsLines } from './goods-lines.tsx';
import { basketItems, type GoodsLine, tariffTerms } from './terms.ts';
import { TermsNote } from './terms-note.tsx';
import { useCalculator } from './use-calculator.ts';

const CalculatorDialog = lazy(() =>
  import('./calculator-dialog.tsx').then((m) => ({ default: m.CalculatorDialog })),
);

interface Values {
  client_id?: number;
  currency: 'UZS' | 'USD';
  items: GoodsLine[];
  tariff_id?: number;
  prepayment?: string;
  payment_day?: number | null;
  comment?: string;
}

/**
 * A client's order: the client picked by name, PINFL, passport or phone, the
 * goods with their quantities at today's retail price, the tariff, the
 * prepayment (the tariff's minimum shown) and the payment day; the figures
 * the contract would get are shown as they are typed (the shared calculator).
 */
export function OrderDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const saved = useRef(false);
  const [calculator, setCalculator] = useState(false);
  const dialog = useFormDialog<Values>(async (values) => {
    await contractsApi.createOrder(clientOrderSchema.parse(values));
    saved.current = true;
  });
  const values = Form.useWatch([], dialog.form) as Values | undefined;
  const data = useCalculator(values?.items).data;
  const currency = values?.currency ?? 'UZS';
  const basket = data && values?.items ? basketItems(data, values.items, currency) : null;
  const tariff = data?.tariffs.find((x) => x.id === values?.tariff_id);
  const asked = values?.prepayment && isMoney(values.prepayment) ? toMinor(values.prepayment) : undefined;
  const terms =
    data && basket && tariff
      ? tariffTerms(data, basket, currency, tariff, asked, values?.payment_day ?? undefined)
      : null;
  const m = (v: string) => money(v, currency, lang);
  const rule = fieldRules(clientOrderSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('contracts.orders.new')}
      cancelLabel={t('contracts.actions.close')}
      saveLabel={t('contracts.actions.save')}
      saveTestId="order-save"
      width={760}
    >
      <Button onClick={() => setCalculator(true)} data-testid="order-calculator" style={{ marginBottom: 12 }}>
        {t('contracts.calculator.open')}
      </Button>
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ currency: 'UZS', items: [{ quantity: '1' }] }}
      >
        <Form.Item name="client_id" label={t('contracts.fields.client')} rules={rule('client_id')}>
          <OptionSelect source="order_client" testId="order-client" />
        </Form.Item>
        <Form.Item name="currency" label={t('contracts.fields.currency')} rules={rule('currency')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'UZS', label: t('contracts.currencies.UZS') },
              { value: 'USD', label: t('contracts.currencies.USD') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('contracts.fields.goods')} required>
          <GoodsLines testId="order-goods" products={data?.products} />
        </Form.Item>
        <Form.Item name="tariff_id" label={t('contracts.fields.tariff')} rules={rule('tariff_id')}>
          <OptionSelect source="tariff" testId="order-tariff" />
        </Form.Item>
        <Form.Item
          name="prepayment"
          label={t('contracts.fields.prepayment')}
          rules={rule('prepayment')}
          extra={terms && t('contracts.orders.minimum', { amount: m(terms.minimum) })}
        >
          <DecimalInput testId="order-prepayment" />
        </Form.Item>
        <Form.Item name="payment_day" label={t('contracts.fields.paymentDay')} rules={rule('payment_day')}>
          <InputNumber min={1} max={28} precision={0} data-testid="order-payment-day" />
        </Form.Item>
        <Form.Item name="comment" label={t('contracts.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
      {terms?.invalid && asked !== undefined && (
        <Alert type="warning" showIcon title={t('contracts.orders.prepaymentOutOfRange')} />
      )}
      {terms && (
        <Descriptions size="small" column={2} bordered data-testid="order-terms">
          <Descriptions.Item label={t('contracts.fields.price')}>{m(terms.price)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.financed')}>{m(terms.financed)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.markup')}>{m(terms.markup)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.debt')}>{m(terms.debt)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.monthly')}>
            <b data-testid="order-monthly">{m(terms.monthly)}</b>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.calculator.last')}>{m(terms.last)}</Descriptions.Item>
        </Descriptions>
      )}
      {terms && <TermsNote terms={terms} currency={currency} />}
      {calculator && (
        <Suspense fallback={null}>
          <CalculatorDialog onClose={() => setCalculator(false)} />
        </Suspense>
      )}
    </FormDialog>
  );
}
