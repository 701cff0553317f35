import { CALL_OUTCOMES, type ClientCallInput, clientCallSchema } from '@savdo/shared/schemas/engagement';
import { Form, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { engagementApi } from './api.ts';

/** Records a call the signed-in user made: the client (the clients' search), outcome, comment type and text. */
export function CallDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<ClientCallInput>(async (values) => {
    await engagementApi.record(clientCallSchema.parse(values));
    saved.current = true;
  });
  const rule = fieldRules(clientCallSchema.shape, t);
  const f = (key: string) => t(`engagement.fields.${key}`);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('engagement.actions.record')}
      cancelLabel={t('engagement.actions.cancel')}
      saveLabel={t('engagement.actions.save')}
      saveTestId="call-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="client_id" label={f('client')} rules={rule('client_id')}>
          <OptionSelect source="client" testId="call-client" />
        </Form.Item>
        <Form.Item name="outcome" label={f('outcome')} rules={rule('outcome')}>
          <Select
            data-testid="call-outcome"
            options={CALL_OUTCOMES.map((o) => ({ value: o, label: t(`engagement.outcomes.${o}`) }))}
          />
        </Form.Item>
        <Form.Item name="comment_type_id" label={f('commentType')} rules={rule('comment_type_id')}>
          <OptionSelect source="comment_type" allowClear testId="call-comment-type" />
        </Form.Item>
        <Form.Item name="comment" label={f('comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} maxLength={1000} data-testid="call-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
