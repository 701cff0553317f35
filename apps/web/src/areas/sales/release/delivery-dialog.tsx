import { documentNumber } from '@savdo/shared/documents';
import {
  type DeliveryEditInput,
  deliveryEditSchema,
  type OutputInvoiceRow,
} from '@savdo/shared/schemas/release';
import { Form, Input } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { releaseApi } from './api.ts';
import { DateField } from './filters.tsx';

interface Props {
  row: OutputInvoiceRow;
  onClose(saved: boolean): void;
}

/** A delivery's driver, address and date, changed while it is being collected. */
export function DeliveryDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<DeliveryEditInput>(async (values) => {
    await releaseApi.editDelivery(row.id, deliveryEditSchema.parse({ ...values, version: row.version }));
    saved.current = true;
  });
  const rule = fieldRules(deliveryEditSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('release.delivery.title', { number: documentNumber(row.branch_prefix, row.number) })}
      cancelLabel={t('release.form.close')}
      saveLabel={t('release.delivery.save')}
      saveTestId="delivery-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          driver_id: row.driver_id ?? undefined,
          address: row.address ?? undefined,
          delivery_date: row.delivery_date ?? undefined,
        }}
      >
        <Form.Item name="driver_id" label={t('release.form.driver')} rules={rule('driver_id')}>
          <OptionSelect source="driver" label={row.driver_name} testId="delivery-driver" />
        </Form.Item>
        <Form.Item name="address" label={t('release.form.address')} rules={rule('address')}>
          <Input.TextArea rows={2} data-testid="delivery-address" />
        </Form.Item>
        <Form.Item name="delivery_date" label={t('release.form.deliveryDate')} rules={rule('delivery_date')}>
          <DateField />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
