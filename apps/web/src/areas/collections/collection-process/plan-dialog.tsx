import { type CollectorPlanRow, collectorPlanSchema } from '@savdo/shared/schemas/collection-process';
import { Form, Input } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { MonthField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { processApi } from './api.ts';
import { CollectorPicker } from './pickers.tsx';

interface Values {
  collector_id: number;
  month: string;
  branch_id?: number;
  amount: string;
  comment?: string;
}

/** A collector's plan for a month: added, or its sum and comment changed. */
export function PlanDialog({
  plan,
  month,
  onClose,
}: {
  plan: CollectorPlanRow | null;
  month: string;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = collectorPlanSchema.parse(values);
    await send(input, (key) => processApi.savePlan(plan?.id ?? null, input, key));
    saved.current = true;
  });
  const rule = fieldRules(collectorPlanSchema.shape, t);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(plan ? 'collectionProcess.editPlan' : 'collectionProcess.addPlan')}
      cancelLabel={t('collectionProcess.close')}
      saveLabel={t('collectionProcess.save')}
      saveTestId="plan-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={
          plan
            ? {
                collector_id: plan.collector_id,
                month: plan.month,
                branch_id: plan.branch_id ?? undefined,
                amount: plan.amount,
                comment: plan.comment ?? undefined,
              }
            : { month }
        }
      >
        <Form.Item name="collector_id" label={f('collector')} rules={rule('collector_id')}>
          <CollectorPicker testId="plan-collector" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="month" label={f('month')} rules={rule('month')}>
          <MonthField testId="plan-month" />
        </Form.Item>
        <Form.Item name="branch_id" label={f('branch')}>
          <OptionSelect source="branch" allowClear />
        </Form.Item>
        <Form.Item name="amount" label={f('plan')} rules={rule('amount')}>
          <DecimalInput testId="plan-amount" suffix="UZS" />
        </Form.Item>
        <Form.Item name="comment" label={f('comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
