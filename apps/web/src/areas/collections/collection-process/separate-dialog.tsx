import { separatePlanSchema } from '@savdo/shared/schemas/collection-process';
import { Button, Flex, Form, Input } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { today } from '../../stock/warehouse/dates.ts';
import { processApi } from './api.ts';
import { ContractPicker } from './pickers.tsx';

interface Values {
  contract_id: number;
  start_date: string;
  rows: { due_date: string; amount: string }[];
  comment?: string;
}

/** A separate reimbursement plan for a late contract: its start and dated sums (at most the rest). */
export function SeparateDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = separatePlanSchema.parse(values);
    await send(input, (key) => processApi.addSeparate(input, key));
    saved.current = true;
  });
  const rule = fieldRules(separatePlanSchema.shape, t);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('collectionProcess.addSeparate')}
      cancelLabel={t('collectionProcess.close')}
      saveLabel={t('collectionProcess.save')}
      saveTestId="separate-save"
      width={640}
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ start_date: today(), rows: [{ due_date: undefined, amount: undefined }] }}
      >
        <Form.Item name="contract_id" label={f('contract')} rules={rule('contract_id')}>
          <ContractPicker testId="separate-contract" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="start_date" label={f('startDate')} rules={rule('start_date')}>
          <DateField testId="separate-start" />
        </Form.Item>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={[field.name, 'due_date']}
                    label={i === 0 ? f('dueDate') : undefined}
                    rules={required}
                  >
                    <DateField testId={`separate-row-date-${i}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={i === 0 ? f('amount') : undefined}
                    rules={required}
                  >
                    <DecimalInput testId={`separate-row-amount-${i}`} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      ×
                    </Button>
                  )}
                </Flex>
              ))}
              <Button onClick={() => add()} data-testid="separate-add-row">
                {t('collectionProcess.addRow')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="comment" label={f('comment')} style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
