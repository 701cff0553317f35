import { Alert, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { CashboxSelect } from '../../cash/cash-desk/cashbox-select.tsx';
import { payrollApi, type StatementRow } from './api.ts';

interface Values {
  cashbox_id: number;
  amount?: string;
  comment?: string;
}

/** Paying a statement from a cashbox: one employee's rest or part of it, or every row's rest. */
export function PayDialog({
  statementId,
  row,
  onClose,
}: {
  statementId: number;
  row: StatementRow | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = {
      statement_id: statementId,
      cashbox_id: values.cashbox_id,
      employee_id: row?.employee_id,
      amount: row ? values.amount : undefined,
      comment: values.comment,
    };
    await send(input, (key) => payrollApi.pay(input, key));
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={`${t('payroll.titles.payment')}${row ? `: ${row.full_name}` : ''}`}
      cancelLabel={t('payroll.actions.close')}
      saveLabel={t('payroll.actions.pay')}
      saveTestId="pay-save"
    >
      {!row && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('payroll.hints.payAllHint')} />
      )}
      <Form form={dialog.form} layout="vertical" initialValues={{ amount: row?.owed }}>
        <Form.Item
          name="cashbox_id"
          label={t('payroll.fields.cashbox')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <CashboxSelect data-testid="pay-cashbox" />
        </Form.Item>
        {row && (
          <Form.Item
            name="amount"
            label={`${t('payroll.fields.amount')} (${t('payroll.fields.owed')}: ${money(row.owed, 'UZS', lang)})`}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <DecimalInput testId="pay-amount" />
          </Form.Item>
        )}
        <Form.Item name="comment" label={t('payroll.fields.comment')}>
          <Input maxLength={1000} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
