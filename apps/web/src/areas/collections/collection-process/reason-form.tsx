import { offBalanceMarkSchema } from '@savdo/shared/schemas/collection-process';
import { Form, Input } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { ContractPicker } from './pickers.tsx';

/**
 * A contract (given, or picked when `contractId` is null) and a reason: off
 * balance by hand, back on balance, a separate plan cancelled.
 */
export function ReasonForm({
  title,
  saveLabel,
  contractId,
  save,
  onClose,
}: {
  title: string;
  saveLabel: string;
  contractId: number | null;
  save(input: { contract_id: number; reason: string }, idempotencyKey: string): Promise<unknown>;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<{ contract_id?: number; reason: string }>(async (values) => {
    const input = offBalanceMarkSchema.parse({
      contract_id: contractId ?? values.contract_id,
      reason: values.reason,
    });
    await send(input, (key) => save(input, key));
    saved.current = true;
  });
  const rule = fieldRules(offBalanceMarkSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={title}
      cancelLabel={t('collectionProcess.close')}
      saveLabel={saveLabel}
      saveTestId="reason-save"
    >
      <Form form={dialog.form} layout="vertical">
        {contractId === null && (
          <Form.Item
            name="contract_id"
            label={t('collectionProcess.fields.contract')}
            rules={rule('contract_id')}
          >
            <ContractPicker testId="reason-contract" style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('collectionProcess.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={3} data-testid="reason-text" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
