import { cashOperationSchema, currencyExchangeSchema } from '@savdo/shared/schemas/money';
import { Checkbox, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { operationsApi } from './api.ts';
import { CashboxSelect } from './cashbox-select.tsx';
import { COUNTERPART_SOURCES, counterpartOf } from './counterparts.ts';
import type { EnteredType } from './operation-screens.ts';

interface Values {
  type?: EnteredType;
  cashbox_id: number;
  counterpart_id?: number;
  amount: string;
  /** A cash operation's currency; an exchange's currency given up (`from_currency`). */
  currency: 'UZS' | 'USD';
  rate?: string;
  operation_date?: string;
  comment?: string;
  approve?: boolean;
}

interface Props {
  /** The types the user may enter here: one on a type's screen, a choice in the journal. */
  types: readonly EnteredType[];
  /** The types whose `.approve` the user holds: offer "approve at once". */
  approvable: ReadonlySet<EnteredType>;
  cashboxes: { value: number; label: string }[];
  onClose(saved: boolean): void;
}

/** Sends the dialog's values as the type's payload (parsed by its shared schema). */
function enter(
  type: EnteredType,
  { approve, currency, rate, type: _chosen, ...values }: Values,
  send: ReturnType<typeof formKeys>,
) {
  if (type === 'CURRENCY_EXCHANGE') {
    const input = currencyExchangeSchema.parse({ ...values, from_currency: currency, rate });
    return send({ input, approve }, (key) => operationsApi.exchange(input, Boolean(approve), key));
  }
  const { counterpart_id, ...rest } = values;
  const input = cashOperationSchema.parse({
    ...rest,
    counterpart_id: counterpart_id ?? undefined,
    currency,
    type,
  });
  return send({ input, approve }, (key) => operationsApi.create(input, Boolean(approve), key));
}

/**
 * Enters one operation of a type (chosen first in the journal) in a cashbox
 * of the user's: amount, currency (for an exchange the currency given up,
 * and the rate), the counterpart of the type (supplier, bank account of the
 * operation's currency, cost item, employee, investor), date, comment, and
 * "approve at once" for who may approve. Each
 * submitted set of values carries its own `Idempotency-Key`, so a double
 * click or a retried request posts once; a refusal (409 cash below zero)
 * is the main client's toast and the dialog stays open.
 */
export function OperationDialog({ types, approvable, cashboxes, onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const [type, setType] = useState<EnteredType>(types[0] ?? 'CASHBOX_INPUT');
  const exchange = type === 'CURRENCY_EXCHANGE';
  const canApprove = approvable.has(type);
  const counterpart = counterpartOf(type);
  const dialog = useFormDialog<Values>(async (values) => {
    await enter(type, values, send);
    saved.current = true;
  });
  const rule = fieldRules(currencyExchangeSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={types.length > 1 ? t('money.operations.newOperation') : t(`money.types.${type}`)}
      cancelLabel={t('money.operations.close')}
      saveLabel={t('money.operations.save')}
      saveTestId="cash-operation-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          cashbox_id: cashboxes.length === 1 ? cashboxes[0]?.value : undefined,
          currency: 'UZS',
          operation_date: dayjs().format('YYYY-MM-DD'),
          approve: canApprove,
          type,
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.type) {
            setType(changed.type);
            dialog.form.setFieldsValue({ counterpart_id: undefined, approve: approvable.has(changed.type) });
          }
          // a bank account is picked among the accounts of the operation's currency
          if (changed.currency && counterpart?.kind === 'bank_account') {
            dialog.form.setFieldsValue({ counterpart_id: undefined });
          }
        }}
      >
        {types.length > 1 && (
          <Form.Item name="type" label={t('money.operations.chooseType')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={types.map((v) => ({ value: v, label: t(`money.types.${v}`) }))}
              data-testid="cash-operation-type"
            />
          </Form.Item>
        )}
        <Form.Item name="cashbox_id" label={t('money.operations.cashbox')} rules={rule('cashbox_id')}>
          <CashboxSelect data-testid="cash-operation-cashbox" />
        </Form.Item>
        <Form.Item name="amount" label={t('money.operations.amount')} rules={rule('amount')}>
          <DecimalInput testId="cash-operation-amount" />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t(exchange ? 'money.operations.fromCurrency' : 'money.operations.currency')}
          rules={rule('from_currency')}
        >
          <Select
            options={[
              { value: 'UZS', label: t('money.operations.uzs') },
              { value: 'USD', label: t('money.operations.usd') },
            ]}
            data-testid="cash-operation-currency"
          />
        </Form.Item>
        {counterpart && <CounterpartItem kind={counterpart.kind} optional={counterpart.optional} />}
        {exchange && (
          <Form.Item name="rate" label={t('money.operations.rate')} rules={rule('rate')}>
            <DecimalInput testId="cash-operation-rate" />
          </Form.Item>
        )}
        <Form.Item name="operation_date" label={t('money.operations.date')} rules={rule('operation_date')}>
          <DateField />
        </Form.Item>
        <Form.Item name="comment" label={t('money.operations.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="cash-operation-comment" />
        </Form.Item>
        {canApprove && (
          <Form.Item name="approve" valuePropName="checked">
            <Checkbox data-testid="cash-operation-approve">{t('money.operations.approveAtOnce')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}

/** The counterpart picker of a type: required unless the type may leave it out; bank accounts of the chosen currency. */
function CounterpartItem({ kind, optional }: NonNullable<ReturnType<typeof counterpartOf>>) {
  const { t } = useTranslation();
  const source = COUNTERPART_SOURCES[kind];
  if (!source) return null;
  const bank = kind === 'bank_account';
  return (
    <Form.Item noStyle dependencies={['currency']}>
      {({ getFieldValue }) => {
        const currency = getFieldValue('currency') as string;
        return (
          <Form.Item
            name="counterpart_id"
            label={t(`money.operations.counterparts.${kind}`)}
            rules={optional ? [] : [{ required: true, message: t('validation.required') }]}
          >
            <OptionSelect
              source={source}
              testId="cash-operation-counterpart"
              {...(bank ? { filter: { currency }, suffix: currency } : {})}
            />
          </Form.Item>
        );
      }}
    </Form.Item>
  );
}
