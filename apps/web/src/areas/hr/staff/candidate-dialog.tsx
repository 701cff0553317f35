import { candidateSchema } from '@savdo/shared/schemas/hr';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { type CandidateRow, hrApi } from './api.ts';
import { DateItem, PickItem } from './form-items.tsx';
import { useSavingDialog } from './use-saving-dialog.ts';

/** Adds a candidate, or edits an open one (NEW ↔ INTERVIEW). */
export function CandidateDialog({ row, onClose }: { row?: CandidateRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const { dialog, close } = useSavingDialog<Record<string, unknown>>(async (values) => {
    const input = candidateSchema.parse(values);
    await (row ? hrApi.editCandidate(row.id, input) : hrApi.addCandidate(input));
  }, onClose);
  const rule = fieldRules(candidateSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={close}
      title={t(row ? 'hr.actions.edit' : 'hr.actions.add')}
      cancelLabel={t('hr.actions.cancel')}
      saveLabel={t('hr.actions.save')}
      saveTestId="hr-candidate-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={row ?? { status: 'NEW' }}>
        <Form.Item name="full_name" label={t('hr.fields.full_name')} rules={rule('full_name')}>
          <Input data-testid="hr-candidate-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('hr.fields.phone')} rules={rule('phone')}>
          <Input data-testid="hr-candidate-phone" />
        </Form.Item>
        <DateItem
          name="birth_date"
          label={t('hr.fields.birth_date')}
          rules={rule('birth_date')}
          testId="hr-candidate-birth"
        />
        <PickItem
          name="hr_section_id"
          label={t('hr.fields.hr_section_id')}
          source="hr_section"
          testId="hr-candidate-section"
        />
        <PickItem
          name="user_position_id"
          label={t('hr.fields.user_position_id')}
          source="hr_position"
          testId="hr-candidate-position"
        />
        <Form.Item name="status" label={t('hr.fields.status')}>
          <Select
            options={(['NEW', 'INTERVIEW'] as const).map((s) => ({
              value: s,
              label: t(`hr.candidateStatuses.${s}`),
            }))}
            data-testid="hr-candidate-status"
          />
        </Form.Item>
        <Form.Item name="note" label={t('hr.fields.note')} rules={rule('note')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** Rejects an open candidate with a reason. */
export function RejectDialog({ row, onClose }: { row: CandidateRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const { dialog, close } = useSavingDialog<{ reason: string }>(async (values) => {
    await hrApi.rejectCandidate(row.id, values.reason);
  }, onClose);
  return (
    <FormDialog
      dialog={dialog}
      onClose={close}
      title={`${t('hr.actions.reject')}: ${row.full_name}`}
      cancelLabel={t('hr.actions.cancel')}
      saveLabel={t('hr.actions.reject')}
      saveTestId="hr-reject-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('hr.fields.reject_reason')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea rows={2} data-testid="hr-reject-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
