import { supplierLimitSchema } from '@savdo/shared/schemas';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { type SupplierLimitRow, settlementsApi } from './api.ts';

interface Props {
  row: SupplierLimitRow;
  onClose(): void;
  onSaved(): Promise<void>;
}

type Values = { limit_uzs: string; limit_usd: string };

/** Sets one supplier's debt limits in soʻm and dollars (0: no limit); the server audits the change. */
export function LimitDialog({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const dialog = useFormDialog<Values>(async (values) => {
    await settlementsApi.setLimits(row.id, supplierLimitSchema.parse(values));
    await onSaved();
  });

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('supplierCalculations.limits.editTitle', { name: row.name })}
      cancelLabel={t('supplierCalculations.list.close')}
      saveLabel={t('supplierCalculations.list.save')}
      saveTestId="limit-save"
    >
      <Form
        form={dialog.form}
        name="supplier-limit"
        layout="vertical"
        initialValues={{ limit_uzs: row.limit_uzs, limit_usd: row.limit_usd }}
        onFinish={() => void dialog.submit()}
      >
        <Form.Item
          name="limit_uzs"
          label={t('supplierCalculations.fields.limitUzs')}
          required
          rules={[zodRule(supplierLimitSchema.shape.limit_uzs, t)]}
        >
          <DecimalInput testId="limit-uzs" />
        </Form.Item>
        <Form.Item
          name="limit_usd"
          label={t('supplierCalculations.fields.limitUsd')}
          required
          rules={[zodRule(supplierLimitSchema.shape.limit_usd, t)]}
        >
          <DecimalInput testId="limit-usd" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
