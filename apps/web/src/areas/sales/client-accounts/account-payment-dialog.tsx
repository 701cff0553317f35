import { documentNumber } from '@savdo/shared/documents';
import { accountPaymentSchema } from '@savdo/shared/schemas/client-accounts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PAYMENTS_KEY, paymentsApi } from '../contract-payments/api.ts';
import { ContractFinder } from '../contract-payments/contract-finder.tsx';
import { accountsApi } from './api.ts';

interface Props {
  onClose(saved: boolean): void;
}

/** Pays a contract from its client's account: the contract found, what the account holds, how much. */
export function AccountPaymentDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const [contractId, setContractId] = useState<number | null>(null);
  const due = useQuery({
    queryKey: [PAYMENTS_KEY, 'due', contractId],
    queryFn: ({ signal }) => paymentsApi.due(contractId ?? 0, signal),
    enabled: contractId !== null,
  });
  const dialog = useFormDialog<{ amount: string; comment?: string }>(async (values) => {
    const input = accountPaymentSchema.parse({ ...values, contract_id: contractId });
    await send(input, (key) => accountsApi.payContract(input, key));
    saved.current = true;
  });
  const rule = fieldRules(accountPaymentSchema.shape, t);
  const d = due.data;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('payments.accounts.payContractTitle')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('payments.take.submit')}
      saveTestId="account-pay-save"
      width={760}
    >
      {contractId === null || !d ? (
        <ContractFinder scope="payment" onSelect={(c) => setContractId(c.id)} testId="account-pay-finder" />
      ) : (
        <>
          <Typography.Paragraph>
            <b>{`${documentNumber(d.contract.branch_prefix, d.contract.number)} · ${d.contract.client_name}`}</b>
            <br />
            {`${t('payments.due.dueNow')}: ${money(d.due_now, d.contract.currency, lang)} · ${t('payments.accounts.holds', { amount: money(d.account, d.contract.currency, lang) })}`}
          </Typography.Paragraph>
          <Form form={dialog.form} layout="vertical">
            <Form.Item name="amount" label={t('payments.fields.amount')} rules={rule('amount')}>
              <DecimalInput testId="account-pay-amount" suffix={d.contract.currency} />
            </Form.Item>
            <Form.Item name="comment" label={t('payments.fields.comment')} rules={rule('comment')}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Form>
        </>
      )}
    </FormDialog>
  );
}
