import { bonusProductEditSchema, bonusProductSchema } from '@savdo/shared/schemas/bonuses';
import { Form, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { type BonusProductRow, bonusesApi } from './api.ts';

interface Values {
  product_id?: number;
  points: string;
  active?: boolean;
}

interface Props {
  /** Editing this offer; a new one when absent. */
  row?: BonusProductRow;
  onClose(saved: boolean): void;
}

/** Offering a product for points, or changing its points / withdrawing it. */
export function ProductDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    if (row) await bonusesApi.editProduct(row.id, bonusProductEditSchema.parse(values));
    else await bonusesApi.addProduct(bonusProductSchema.parse(values));
    saved.current = true;
  });
  const rule = fieldRules(bonusProductSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(row ? 'bonuses.actions.edit' : 'bonuses.actions.add')}
      cancelLabel={t('bonuses.actions.cancel')}
      saveLabel={t('bonuses.actions.save')}
      saveTestId="bonus-product-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={row ? { points: row.points, active: row.active } : { active: true }}
      >
        {row ? (
          <Form.Item label={t('bonuses.fields.product')}>{row.product_name}</Form.Item>
        ) : (
          <Form.Item name="product_id" label={t('bonuses.fields.product')} rules={rule('product_id')}>
            <OptionSelect source="product" testId="bonus-product-product" />
          </Form.Item>
        )}
        <Form.Item name="points" label={t('bonuses.fields.pointsPerUnit')} rules={rule('points')}>
          <DecimalInput testId="bonus-product-points" />
        </Form.Item>
        {row && (
          <Form.Item name="active" label={t('bonuses.fields.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
