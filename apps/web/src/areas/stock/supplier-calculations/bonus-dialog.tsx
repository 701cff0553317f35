import { supplierBonusSchema } from '@savdo/shared/schemas';
import { Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { today } from '../warehouse/dates.ts';
import { type Currency, type SupplierBonus, settlementsApi } from './api.ts';

interface Props {
  /** The bonus to edit, or null for a new one. */
  bonus: SupplierBonus | null;
  onClose(): void;
  onSaved(): Promise<void>;
}

interface Values {
  supplier_id?: number;
  currency: Currency;
  amount: string;
  bonus_date: string;
  note?: string;
}

const fields = supplierBonusSchema.shape;

/** A supplier bonus form (new, or one still CREATED), checked by the same schema as the server. */
export function BonusDialog({ bonus, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const dialog = useFormDialog<Values>(async (values) => {
    const body = supplierBonusSchema.parse(values);
    if (bonus) await settlementsApi.updateBonus(bonus.id, { ...body, version: bonus.version });
    else await settlementsApi.createBonus(body);
    await onSaved();
  });

  const initial: Values = bonus
    ? {
        supplier_id: bonus.supplier_id,
        currency: bonus.currency,
        amount: bonus.amount,
        bonus_date: bonus.bonus_date,
        note: bonus.note ?? undefined,
      }
    : { currency: 'UZS', amount: '', bonus_date: today() };

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={
        bonus
          ? t('supplierCalculations.bonuses.editTitle', { number: bonus.id })
          : t('supplierCalculations.bonuses.addTitle')
      }
      cancelLabel={t('supplierCalculations.list.close')}
      saveLabel={t('supplierCalculations.list.save')}
      saveTestId="bonus-save"
    >
      <Form
        form={dialog.form}
        name="supplier-bonus"
        layout="vertical"
        initialValues={initial}
        onFinish={() => void dialog.submit()}
      >
        <Form.Item
          name="supplier_id"
          label={t('supplierCalculations.fields.supplier')}
          required
          rules={[zodRule(fields.supplier_id, t)]}
        >
          <OptionSelect source="supplier" testId="bonus-supplier" label={bonus?.supplier_name} />
        </Form.Item>
        <Form.Item name="currency" label={t('supplierCalculations.fields.currency')} required>
          <Segmented<Currency> data-testid="bonus-currency" options={['UZS', 'USD']} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('supplierCalculations.fields.amount')}
          required
          rules={[zodRule(fields.amount, t)]}
        >
          <DecimalInput testId="bonus-amount" />
        </Form.Item>
        <Form.Item
          name="bonus_date"
          label={t('supplierCalculations.fields.date')}
          required
          rules={[zodRule(fields.bonus_date, t)]}
        >
          <DateField testId="bonus-date" />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('supplierCalculations.fields.note')}
          rules={[zodRule(fields.note, t)]}
        >
          <Input.TextArea rows={2} data-testid="bonus-note" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
