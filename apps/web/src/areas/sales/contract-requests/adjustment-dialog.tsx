import { documentNumber } from '@savdo/shared/documents';
import { discountSchema, writeOffSchema } from '@savdo/shared/schemas/contract-requests';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PAYMENTS_KEY, paymentsApi } from '../contract-payments/api.ts';
import { ContractFinder } from '../contract-payments/contract-finder.tsx';
import { type AdjustmentKind, requestsApi } from './api.ts';

interface Values {
  amount?: string;
  cost_item_id?: number;
  reason: string;
}

interface Props {
  kind: AdjustmentKind;
  onClose(saved: boolean): void;
}

/** Asks for a discount (how much, why) or a write-off of the whole rest (to which cost item, why) on a contract found. */
export function AdjustmentDialog({ kind, onClose }: Props) {
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
  const dialog = useFormDialog<Values>(async (values) => {
    const input =
      kind === 'DISCOUNT'
        ? discountSchema.parse({ ...values, contract_id: contractId })
        : writeOffSchema.parse({ ...values, contract_id: contractId });
    await send(input, (key) => requestsApi.ask(kind, input, key));
    saved.current = true;
  });
  const discountRule = fieldRules(discountSchema.shape, t);
  const writeOffRule = fieldRules(writeOffSchema.shape, t);
  const d = due.data;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(kind === 'DISCOUNT' ? 'payments.requests.discountTitle' : 'payments.requests.writeOffTitle')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('payments.list.save')}
      saveTestId="adjustment-save"
      width={760}
    >
      <Typography.Paragraph type="secondary">
        {t(kind === 'DISCOUNT' ? 'payments.requests.discountHint' : 'payments.requests.writeOffHint')}
      </Typography.Paragraph>
      {contractId === null || !d ? (
        <ContractFinder scope="open" onSelect={(c) => setContractId(c.id)} testId="adjustment-finder" />
      ) : (
        <>
          <Typography.Paragraph>
            <b>{`${documentNumber(d.contract.branch_prefix, d.contract.number)} · ${d.contract.client_name}`}</b>
            {` · ${t('payments.due.rest')}: ${money(d.rest, d.contract.currency, lang)}`}
          </Typography.Paragraph>
          <Form form={dialog.form} layout="vertical">
            {kind === 'DISCOUNT' ? (
              <Form.Item name="amount" label={t('payments.fields.amount')} rules={discountRule('amount')}>
                <DecimalInput testId="adjustment-amount" suffix={d.contract.currency} />
              </Form.Item>
            ) : (
              <Form.Item
                name="cost_item_id"
                label={t('payments.fields.costItem')}
                rules={writeOffRule('cost_item_id')}
              >
                <OptionSelect source="cost_item" testId="adjustment-cost-item" />
              </Form.Item>
            )}
            <Form.Item name="reason" label={t('payments.fields.reason')} rules={discountRule('reason')}>
              <Input.TextArea rows={3} data-testid="adjustment-reason" />
            </Form.Item>
          </Form>
        </>
      )}
    </FormDialog>
  );
}
