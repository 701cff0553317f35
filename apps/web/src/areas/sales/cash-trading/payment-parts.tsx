import type { Currency } from '@savdo/shared/money';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import type { TradeCashboxOption, TradePaymentTypeOption } from './api.ts';

/** One part as the form holds it. */
export interface PartValues {
  payment_type_id?: number;
  amount?: string;
  currency?: Currency;
}

interface Props {
  /** The form path of the parts and the cashbox: `['payment']` in the sale form, `[]` in the payment dialog. */
  path: (string | number)[];
  types: TradePaymentTypeOption[];
  /** The user's cashboxes of the trade's branch. */
  cashboxes: TradeCashboxOption[];
}

/**
 * The parts of a payment: each a payment type, an amount and (for cash) its
 * currency; the cashbox the cash goes into when any part is cash. Card and
 * transfer parts are in soʻm; what they take waits for the bank (the
 * payment type's transit account).
 */
export function PaymentParts({ path, types, cashboxes }: Props) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('validation.required') }];
  const groupOf = (id?: number) => types.find((p) => p.id === id)?.group;
  return (
    <>
      <Typography.Text strong>{t('cashTrading.form.parts')}</Typography.Text>
      <Form.List name={[...path, 'parts']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item name={[field.name, 'payment_type_id']} rules={required} style={{ flex: 2 }}>
                  <Select
                    placeholder={t('cashTrading.fields.paymentType')}
                    aria-label={t('cashTrading.fields.paymentType')}
                    options={types.map((p) => ({ value: p.id, label: p.name }))}
                    data-testid={`part-type-${field.name}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'amount']} rules={required} style={{ flex: 2 }}>
                  <DecimalInput testId={`part-amount-${field.name}`} />
                </Form.Item>
                <Form.Item noStyle dependencies={[[...path, 'parts', field.name, 'payment_type_id']]}>
                  {({ getFieldValue }) =>
                    groupOf(getFieldValue([...path, 'parts', field.name, 'payment_type_id'])) === 'CASH' ? (
                      <Form.Item name={[field.name, 'currency']} initialValue="UZS" style={{ flex: 1 }}>
                        <Select
                          options={[
                            { value: 'UZS', label: 'UZS' },
                            { value: 'USD', label: 'USD' },
                          ]}
                          data-testid={`part-currency-${field.name}`}
                        />
                      </Form.Item>
                    ) : (
                      <span style={{ flex: 1 }} />
                    )
                  }
                </Form.Item>
                {fields.length > 1 && (
                  <Button onClick={() => remove(field.name)} aria-label={t('cashTrading.form.remove')}>
                    ×
                  </Button>
                )}
              </Flex>
            ))}
            <Button type="dashed" onClick={() => add({ currency: 'UZS' })} data-testid="part-add" block>
              {t('cashTrading.form.addPart')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item noStyle dependencies={[[...path, 'parts']]}>
        {({ getFieldValue }) => {
          const parts = (getFieldValue([...path, 'parts']) ?? []) as PartValues[];
          if (!parts.some((p) => groupOf(p?.payment_type_id) === 'CASH')) return null;
          return (
            <Form.Item
              name={[...path, 'cashbox_id']}
              label={t('cashTrading.fields.cashbox')}
              rules={required}
              initialValue={cashboxes.length === 1 ? cashboxes[0]?.id : undefined}
              style={{ marginTop: 12 }}
            >
              <Select
                options={cashboxes.map((c) => ({ value: c.id, label: c.name }))}
                data-testid="part-cashbox"
              />
            </Form.Item>
          );
        }}
      </Form.Item>
    </>
  );
}

/** The parts as the shared schema reads them: a currency only for cash parts, blanks dropped. */
export function partsInput(parts: PartValues[] | undefined, types: TradePaymentTypeOption[]) {
  return (parts ?? []).map((p) => ({
    payment_type_id: p.payment_type_id,
    amount: p.amount,
    currency:
      types.find((x) => x.id === p.payment_type_id)?.group === 'CASH' ? (p.currency ?? 'UZS') : undefined,
  }));
}
