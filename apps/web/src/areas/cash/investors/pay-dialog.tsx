import type { DistributionLine } from '@savdo/shared/schemas/investors';
import { type DistributionPaymentInput, distributionPaymentSchema } from '@savdo/shared/schemas/investors';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { INVESTORS_KEY, investorsApi } from './api.ts';

interface Props {
  distributionId: number;
  line: DistributionLine;
  onClose(paid: boolean): void;
}

/** Pays an investor's line (what is owed by default) out of one of the actor's cashboxes, in UZS. */
export function PayDialog({ distributionId, line, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const paid = useRef(false);
  const [key] = useState(() => crypto.randomUUID());
  const dialog = useFormDialog<Partial<DistributionPaymentInput>>(async (values) => {
    await investorsApi.pay(
      distributionId,
      distributionPaymentSchema.parse({ ...values, line_id: line.id }),
      key,
    );
    paid.current = true;
  });
  const options = useQuery({
    queryKey: [INVESTORS_KEY, 'options'],
    queryFn: ({ signal }) => investorsApi.options(signal),
  });
  const rule = fieldRules(distributionPaymentSchema.shape, t);
  const cashboxId = Form.useWatch('cashbox_id', dialog.form) as number | undefined;
  const chosen = options.data?.cashboxes.find((c) => c.id === cashboxId);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(paid.current)}
      title={t('investors.payTitle', { investor: line.investor_name })}
      cancelLabel={t('investors.close')}
      saveLabel={t('investors.pay')}
      saveTestId="distribution-pay-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ amount: line.owed }}>
        <Form.Item
          name="cashbox_id"
          label={t('investors.cashbox')}
          rules={rule('cashbox_id')}
          extra={chosen && t('investors.balance', { balance: money(chosen.balance_uzs, 'UZS', lang) })}
        >
          <Select
            data-testid="distribution-pay-cashbox"
            showSearch={{ optionFilterProp: 'label' }}
            options={(options.data?.cashboxes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('investors.amount')} rules={rule('amount')}>
          <DecimalInput testId="distribution-pay-amount" />
        </Form.Item>
        <Form.Item name="comment" label={t('investors.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="distribution-pay-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
