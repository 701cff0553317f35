import { debitCancelSchema } from '@savdo/shared/schemas/auto-pay';
import { Form, Input } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';

interface Props {
  title: string;
  save(reason: string): Promise<unknown>;
  onClose(saved: boolean): void;
}

/** Asks why a paid debit is cancelled: the reason is required and kept with the reversal. */
export function ReasonDialog({ title, save, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<{ reason: string }>(async ({ reason }) => {
    await save(reason);
    saved.current = true;
  });
  const rule = fieldRules(debitCancelSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={title}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('autoPay.actions.cancel')}
      saveTestId="reason-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="reason" label={t('autoPay.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={3} data-testid="reason-text" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
