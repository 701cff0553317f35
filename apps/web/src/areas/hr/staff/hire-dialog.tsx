import { hireSchema } from '@savdo/shared/schemas/hr';
import { Alert, Descriptions, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { type CandidateRow, type HireResult, hrApi } from './api.ts';
import { DateItem, PickItem } from './form-items.tsx';

/** What the hire answered, shown once: the number, the login and the temporary password. */
function Hired({ result, onClose }: { result: HireResult; onClose(): void }) {
  const { t } = useTranslation();
  const e = result.employee;
  return (
    <Modal
      open
      title={t('hr.actions.hire')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ hidden: true }}
    >
      <Alert
        type="success"
        showIcon
        title={t('hr.hints.hired', { name: e.full_name, number: e.employee_number, username: e.username })}
      />
      {result.temporary_password && (
        <>
          <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('hr.hints.passwordOnce')} />
          <Descriptions column={1} style={{ marginTop: 12 }}>
            <Descriptions.Item label={t('hr.fields.username')}>
              <Typography.Text copyable data-testid="hr-hired-username">
                {e.username}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('hr.fields.password')}>
              <Typography.Text copyable code data-testid="hr-hired-password">
                {result.temporary_password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}

/**
 * Hires a candidate (or a person without one): the placement, the salary
 * from the hiring date, and a new user (login; a temporary password shown
 * once) or an existing one who is not yet an employee.
 */
export function HireDialog({
  candidate,
  onClose,
}: {
  candidate?: CandidateRow;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<HireResult | null>(null);
  const [account, setAccount] = useState<'new' | 'existing'>('new');
  const dialog = useFormDialog<Record<string, unknown>>(async (values) => {
    const input = hireSchema.parse({ ...values, candidate_id: candidate?.id });
    setResult(await hrApi.hire(input));
  });
  const rule = fieldRules(hireSchema.shape, t);
  const initial = candidate && {
    full_name: candidate.full_name,
    phone: candidate.phone ?? undefined,
    hr_section_id: candidate.hr_section_id ?? undefined,
    user_position_id: candidate.user_position_id ?? undefined,
  };
  if (result && !dialog.open) return <Hired result={result} onClose={() => onClose(true)} />;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => !result && onClose(false)}
      title={candidate ? `${t('hr.actions.hire')}: ${candidate.full_name}` : t('hr.actions.hire')}
      cancelLabel={t('hr.actions.cancel')}
      saveLabel={t('hr.actions.hire')}
      saveTestId="hr-hire-save"
      width={640}
    >
      <Form form={dialog.form} layout="vertical" initialValues={initial}>
        <Form.Item name="full_name" label={t('hr.fields.full_name')} rules={rule('full_name')}>
          <Input data-testid="hr-hire-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('hr.fields.phone')} rules={rule('phone')}>
          <Input data-testid="hr-hire-phone" />
        </Form.Item>
        <Radio.Group
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          style={{ marginBottom: 12 }}
          options={[
            { value: 'new', label: t('hr.actions.newUser') },
            { value: 'existing', label: t('hr.actions.existingUser') },
          ]}
        />
        {account === 'new' ? (
          <Form.Item
            name="username"
            label={t('hr.fields.username')}
            rules={[{ required: true }, ...rule('username')]}
          >
            <Input data-testid="hr-hire-username" autoComplete="off" />
          </Form.Item>
        ) : (
          <PickItem
            name="user_id"
            label={t('hr.fields.user_id')}
            source="hr_user"
            testId="hr-hire-user"
            rules={[{ required: true }]}
          />
        )}
        <Form.Item
          name="employee_number"
          label={t('hr.fields.employee_number')}
          rules={rule('employee_number')}
        >
          <Input placeholder="E0001" data-testid="hr-hire-number" />
        </Form.Item>
        <PickItem
          name="branch_id"
          label={t('hr.fields.branch_id')}
          source="hr_branch"
          testId="hr-hire-branch"
          rules={rule('branch_id')}
        />
        <PickItem
          name="user_position_id"
          label={t('hr.fields.user_position_id')}
          source="hr_position"
          testId="hr-hire-position"
          rules={rule('user_position_id')}
        />
        <PickItem
          name="hr_section_id"
          label={t('hr.fields.hr_section_id')}
          source="hr_section"
          testId="hr-hire-section"
        />
        <PickItem
          name="work_location_id"
          label={t('hr.fields.work_location_id')}
          source="hr_workplace"
          testId="hr-hire-workplace"
        />
        <PickItem
          name="work_schedule_id"
          label={t('hr.fields.work_schedule_id')}
          source="hr_schedule"
          testId="hr-hire-schedule"
          rules={rule('work_schedule_id')}
        />
        <Form.Item name="salary" label={t('hr.fields.salary')} rules={rule('salary')}>
          <DecimalInput testId="hr-hire-salary" />
        </Form.Item>
        <DateItem
          name="hired_on"
          label={t('hr.fields.hired_on')}
          rules={rule('hired_on')}
          testId="hr-hire-date"
        />
      </Form>
    </FormDialog>
  );
}
