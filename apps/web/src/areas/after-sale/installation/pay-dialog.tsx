import { masterPaymentSchema } from '@savdo/shared/schemas/installation';
import { Form, Input } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { CashboxSelect } from '../../cash/cash-desk/cashbox-select.tsx';
import { installationApi } from './api.ts';
import { MasterSelect } from './master-select.tsx';

interface Values {
  master_id: number;
  cashbox_id: number;
  amount: string;
  comment?: string;
}

interface Props {
  masterId?: number;
  onClose(saved: boolean): void;
}

/** Pays a master from a cashbox (MASTER_OUTPUT); the server refuses more than the master is owed. Keyed for idempotency. */
export function PayDialog({ masterId, onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = masterPaymentSchema.parse(values);
    await send(input, (key) => installationApi.pay(input, key));
    saved.current = true;
  });
  const rule = fieldRules(masterPaymentSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('installation.actions.pay')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('payments.list.save')}
      saveTestId="pay-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ master_id: masterId }}>
        <Form.Item name="master_id" label={t('installation.fields.master')} rules={rule('master_id')}>
          <MasterSelect testId="pay-master" />
        </Form.Item>
        <Form.Item name="cashbox_id" label={t('installation.fields.cashbox')} rules={rule('cashbox_id')}>
          <CashboxSelect data-testid="pay-cashbox" />
        </Form.Item>
        <Form.Item name="amount" label={t('installation.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="pay-amount" />
        </Form.Item>
        <Form.Item name="comment" label={t('installation.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
