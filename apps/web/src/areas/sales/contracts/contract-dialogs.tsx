import { documentNumber } from '@savdo/shared/documents';
import type { ContractView } from '@savdo/shared/schemas/contracts';
import { reasonSchema, responsibleSchema, signSchema } from '@savdo/shared/schemas/contracts';
import { Form, Input, Radio, Select } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { useCashboxOptions, useDefaultCashbox } from '../../cash/cash-desk/use-cashbox-options.ts';
import { contractsApi } from './api.ts';

/** The dialogs of a contract's transitions (a chunk of their own: the view loads them when opened). */

interface DialogProps {
  contract: ContractView;
  onClose(saved: boolean): void;
}

/** Signing: the down payment (row 0 left) into one of the user's cashboxes, in cash, by card or transfer. */
export function SignDialog({ contract: c, onClose }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const cashboxes = useCashboxOptions();
  const preset = useDefaultCashbox();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const down = c.schedule.find((r) => r.n === 0)?.left ?? '0.00';
  const dialog = useFormDialog<{ cashbox_id?: number; paid_currency?: 'UZS' | 'USD'; method?: string }>(
    async (values) => {
      const input = signSchema.parse(values);
      await send(input, (key) => contractsApi.sign(c.id, input, key));
      saved.current = true;
    },
  );
  const rule = fieldRules(signSchema.shape, t);
  // the cashier's own cashbox, as the payment form's `CashboxSelect` starts with (once: a later pick stays)
  const { form } = dialog;
  useEffect(() => {
    if (preset !== undefined && form.getFieldValue('cashbox_id') === undefined)
      form.setFieldValue('cashbox_id', preset);
  }, [preset, form]);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('contracts.sign.title', { number: documentNumber(c.branch_prefix, c.number) })}
      cancelLabel={t('contracts.actions.close')}
      saveLabel={t('contracts.actions.sign')}
      saveTestId="sign-save"
    >
      <p data-testid="sign-down-payment">
        {t('contracts.sign.downPayment')}: <b>{money(down, c.currency, lang)}</b>
      </p>
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ paid_currency: c.currency, method: 'CASH' }}
      >
        <Form.Item name="cashbox_id" label={t('contracts.sign.cashbox')} rules={rule('cashbox_id')}>
          <Select options={cashboxes} data-testid="sign-cashbox" />
        </Form.Item>
        {c.currency === 'USD' && (
          <Form.Item name="paid_currency" label={t('contracts.sign.paidIn')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'USD', label: t('contracts.currencies.USD') },
                { value: 'UZS', label: t('contracts.currencies.UZS') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="method" label={t('contracts.sign.method')}>
          <Radio.Group
            optionType="button"
            options={(['CASH', 'CARD', 'TRANSFER'] as const).map((v) => ({
              value: v,
              label: t(`contracts.methods.${v}`),
            }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** Cancel, freeze or unfreeze: the reason is required. */
export function ReasonDialog({
  contract: c,
  step,
  onClose,
}: DialogProps & { step: 'cancel' | 'freeze' | 'unfreeze' }) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<{ reason: string }>(async (values) => {
    await contractsApi.step(c.id, step, reasonSchema.parse(values).reason);
    saved.current = true;
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(`contracts.steps.${step}`, { number: documentNumber(c.branch_prefix, c.number) })}
      cancelLabel={t('contracts.actions.close')}
      saveLabel={t('contracts.actions.confirm')}
      saveTestId="reason-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('contracts.fields.reason')}
          rules={fieldRules(reasonSchema.shape, t)('reason')}
        >
          <Input.TextArea rows={3} data-testid="reason-text" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

export function ResponsibleDialog({ contract: c, onClose }: DialogProps) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<{ responsible_id: number }>(async (values) => {
    await contractsApi.responsible(c.id, responsibleSchema.parse(values).responsible_id);
    saved.current = true;
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('contracts.actions.responsible')}
      cancelLabel={t('contracts.actions.close')}
      saveLabel={t('contracts.actions.save')}
      saveTestId="responsible-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ responsible_id: c.responsible_id ?? undefined }}
      >
        <Form.Item
          name="responsible_id"
          label={t('contracts.fields.responsible')}
          rules={fieldRules(responsibleSchema.shape, t)('responsible_id')}
        >
          <OptionSelect source="user" label={c.responsible_name} testId="responsible-user" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
