import { type WarningLetterRow, warningLetterSchema } from '@savdo/shared/schemas/collection-process';
import { Form } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { processApi } from './api.ts';
import { ContractPicker, TemplatePicker } from './pickers.tsx';

/** Makes a warning letter for a contract from a template (today unless dated); answers the letter made. */
export function LetterDialog({ onClose }: { onClose(made: WarningLetterRow | null): void }) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const made = useRef<WarningLetterRow | null>(null);
  const dialog = useFormDialog<{ contract_id: number; template_id: number; letter_date?: string }>(
    async (values) => {
      const input = warningLetterSchema.parse(values);
      made.current = await send(input, (key) => processApi.makeLetter(input, key));
    },
  );
  const rule = fieldRules(warningLetterSchema.shape, t);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(made.current)}
      title={t('collectionProcess.makeLetter')}
      cancelLabel={t('collectionProcess.close')}
      saveLabel={t('collectionProcess.makeLetter')}
      saveTestId="letter-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="contract_id" label={f('contract')} rules={rule('contract_id')}>
          <ContractPicker testId="letter-contract" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="template_id" label={f('template')} rules={rule('template_id')}>
          <TemplatePicker testId="letter-template" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="letter_date" label={f('date')} rules={rule('letter_date')}>
          <DateField testId="letter-date" allowClear />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
