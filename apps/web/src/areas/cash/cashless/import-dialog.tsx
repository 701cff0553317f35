import { STATEMENT_MAX_BYTES, statementImportSchema } from '@savdo/shared/schemas/cashless';
import { Button, Form, Select, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { cashlessApi } from './api.ts';

interface Values {
  firm_account_number_id: number;
}

interface Props {
  accounts: { value: number; label: string }[];
  /** `result`: what the import did, shown by the list ("added 4, already present 0, booked 2"). */
  onClose(result: string | null): void;
}

/** A file's bytes as base64 (what the import endpoint takes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Imports a bank statement into one company account: the account, the file
 * (a 1C client-bank exchange .txt or an .xlsx); the answer says how many
 * rows were added, were already there, and were booked by the rules (shown
 * by the list once the dialog closes). A
 * refused file (400 naming its bad lines) is the main client's toast.
 */
export function ImportDialog({ accounts, onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const result = useRef<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const dialog = useFormDialog<Values>(async (values) => {
    if (!file) {
      setFileError(t('validation.required'));
      throw new Error('no file');
    }
    const input = statementImportSchema.parse({
      ...values,
      file_name: file.name,
      content: await base64Of(file),
    });
    const answer = await send(input, (key) => cashlessApi.importStatement(input, key));
    result.current = t('cashless.import.done', { ...answer });
  });
  const pick = (picked: File | undefined) => {
    setFile(picked ?? null);
    setFileError(picked && picked.size > STATEMENT_MAX_BYTES ? t('cashless.import.tooLarge') : null);
  };
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(result.current)}
      title={t('cashless.import.title')}
      cancelLabel={t('cashless.import.close')}
      saveLabel={t('cashless.import.submit')}
      saveTestId="bank-import-submit"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ firm_account_number_id: accounts[0]?.value }}
      >
        <Form.Item
          name="firm_account_number_id"
          label={t('cashless.import.account')}
          rules={[zodRule(statementImportSchema.shape.firm_account_number_id, t)]}
        >
          <Select
            options={accounts}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="bank-import-account"
          />
        </Form.Item>
        <Form.Item
          label={t('cashless.import.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
        >
          <Button onClick={() => document.getElementById('bank-import-file')?.click()}>
            {t('cashless.import.pick')}
          </Button>{' '}
          <Typography.Text>{file?.name}</Typography.Text>
          <input
            id="bank-import-file"
            data-testid="bank-import-file"
            type="file"
            accept=".txt,.xlsx,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ display: 'none' }}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('cashless.import.hint')}</Typography.Paragraph>
      </Form>
    </FormDialog>
  );
}
