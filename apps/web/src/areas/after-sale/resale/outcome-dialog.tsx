import { OFFER_OUTCOMES, type OfferOutcomeInput, offerOutcomeSchema } from '@savdo/shared/schemas/engagement';
import { Form, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { resaleApi } from './api.ts';

type Values = OfferOutcomeInput;

/** The outcome of a conversation: invited, unfinished (a date to call back), rejected (an interview comment). */
export function OutcomeDialog({ id, onClose }: { id: number; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = offerOutcomeSchema.parse(values);
    await resaleApi.outcome(id, input);
    saved.current = true;
  });
  const outcome = Form.useWatch('outcome', dialog.form);
  const f = (key: string) => t(`engagement.fields.${key}`);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('engagement.actions.outcome')}
      cancelLabel={t('engagement.actions.cancel')}
      saveLabel={t('engagement.actions.save')}
      saveTestId="outcome-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="outcome" label={f('outcome')} rules={required}>
          <Select
            data-testid="outcome-select"
            options={OFFER_OUTCOMES.map((o) => ({
              value: o,
              label: t(`engagement.offerStatuses.${o}`),
            }))}
          />
        </Form.Item>
        {outcome === 'UNFINISHED' && (
          <Form.Item name="call_back_date" label={f('callBack')} rules={required}>
            <DateField testId="outcome-call-back" />
          </Form.Item>
        )}
        {outcome === 'REJECTED' && (
          <Form.Item name="comment_id" label={f('interviewComment')} rules={required}>
            <OptionSelect source="conversation_comment" testId="outcome-comment" />
          </Form.Item>
        )}
        <Form.Item name="note" label={f('note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
