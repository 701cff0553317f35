import { Form, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { appealsApi } from './api.ts';
import { useAppealReferences } from './use-references.ts';

/** The changes of an appeal taken through a small form. */
export type AppealAction = 'assign' | 'answer' | 'close' | 'reject' | 'reopen';

interface Values {
  assignee_id?: number;
  text?: string;
}

interface Props {
  id: number;
  action: AppealAction;
  assigneeId: number | null;
  onClose(saved: boolean): void;
}

/** Whether the action's text is required (an answer, a reason) or an optional comment. */
const TEXT_REQUIRED: Record<AppealAction, boolean> = {
  assign: false,
  answer: true,
  close: false,
  reject: true,
  reopen: true,
};

/** Assign (an assignee and a comment), answer (the answer), close (a comment), reject or reopen (a reason). */
export function AppealActionDialog({ id, action, assigneeId, onClose }: Props) {
  const { t } = useTranslation();
  const refs = useAppealReferences();
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async ({ assignee_id, text }) => {
    const value = text?.trim() || undefined;
    if (action === 'assign') await appealsApi.assign(id, { assignee_id: assignee_id ?? 0, comment: value });
    if (action === 'answer') await appealsApi.answer(id, value ?? '');
    if (action === 'close') await appealsApi.close(id, value);
    if (action === 'reject') await appealsApi.reject(id, value ?? '');
    if (action === 'reopen') await appealsApi.reopen(id, value ?? '');
    saved.current = true;
  });
  const required = [{ required: true, message: t('validation.required') }];
  const requiredText = [{ required: true, whitespace: true, message: t('validation.required') }];
  const textLabel =
    action === 'answer'
      ? t('appeals.fields.answer')
      : TEXT_REQUIRED[action]
        ? t('appeals.fields.reason')
        : t('appeals.fields.comment');
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(`appeals.view.${action}`)}
      cancelLabel={t('appeals.list.cancel')}
      saveLabel={t(`appeals.view.${action}`)}
      saveTestId="appeal-action-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ assignee_id: assigneeId ?? undefined }}>
        {action === 'assign' && (
          <Form.Item name="assignee_id" label={t('appeals.fields.assignee')} rules={required}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={refs.users}
              data-testid="appeal-assignee"
            />
          </Form.Item>
        )}
        <Form.Item name="text" label={textLabel} rules={TEXT_REQUIRED[action] ? requiredText : []}>
          <Input.TextArea
            rows={3}
            maxLength={action === 'answer' ? 4000 : 1000}
            data-testid="appeal-action-text"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
