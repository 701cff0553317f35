import { paymentCancelSchema } from '@savdo/shared/schemas/contract-payments';
import { Form, Input, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';

interface Props {
  title: string;
  hint?: string;
  saveLabel: string;
  /** Sends the reason; a refusal keeps the dialog open (the main client showed it). */
  save(reason: string): Promise<unknown>;
  onClose(saved: boolean): void;
}

/** Asks why (a cancellation, a rejection): the reason is required and kept with the record. */
export function ReasonDialog({ title, hint, saveLabel, save, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<{ reason: string }>(async ({ reason }) => {
    await save(paymentCancelSchema.parse({ reason }).reason);
    saved.current = true;
  });
  const rule = fieldRules(paymentCancelSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={title}
      cancelLabel={t('payments.list.close')}
      saveLabel={saveLabel}
      saveTestId="reason-save"
    >
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="reason" label={t('payments.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={3} data-testid="reason-text" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
