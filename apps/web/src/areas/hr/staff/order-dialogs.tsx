import { dismissalSchema, salaryChangeSchema, transferSchema } from '@savdo/shared/schemas/hr';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../controls/form-dialog.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { hrApi } from './api.ts';
import { DateItem, PickItem } from './form-items.tsx';
import { useSavingDialog } from './use-saving-dialog.ts';

type Values = Record<string, unknown>;
interface Props {
  onClose(saved: boolean): void;
}

/** Moves an employee to another branch, section, workplace, position or schedule from a date, with a reason. */
export function TransferDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const { dialog, close } = useSavingDialog<Values>(async (values) => {
    await hrApi.transfer(transferSchema.parse(values));
  }, onClose);
  const rule = fieldRules(transferSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={close}
      title={t('hr.actions.transfer')}
      cancelLabel={t('hr.actions.cancel')}
      saveLabel={t('hr.actions.transfer')}
      saveTestId="hr-transfer-save"
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('hr.hints.futureTransfer')} />
      <Form form={dialog.form} layout="vertical">
        <PickItem
          name="employee_id"
          label={t('hr.fields.employee')}
          source="hr_employee"
          testId="hr-transfer-employee"
          rules={rule('employee_id')}
        />
        <DateItem name="date" label={t('hr.fields.date')} rules={rule('date')} testId="hr-transfer-date" />
        <PickItem
          name="branch_id"
          label={t('hr.fields.branch_id')}
          source="hr_branch"
          testId="hr-transfer-branch"
          rules={rule('branch_id')}
        />
        <PickItem
          name="hr_section_id"
          label={t('hr.fields.hr_section_id')}
          source="hr_section"
          testId="hr-transfer-section"
        />
        <PickItem
          name="work_location_id"
          label={t('hr.fields.work_location_id')}
          source="hr_workplace"
          testId="hr-transfer-workplace"
        />
        <PickItem
          name="user_position_id"
          label={t('hr.fields.user_position_id')}
          source="hr_position"
          testId="hr-transfer-position"
        />
        <PickItem
          name="work_schedule_id"
          label={t('hr.fields.work_schedule_id')}
          source="hr_schedule"
          testId="hr-transfer-schedule"
        />
        <Form.Item name="reason" label={t('hr.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={2} data-testid="hr-transfer-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** Dismisses an employee from a date with a leave reason: their user is blocked and signed out. */
export function DismissDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const { dialog, close } = useSavingDialog<Values>(async (values) => {
    await hrApi.dismiss(dismissalSchema.parse(values));
  }, onClose);
  const rule = fieldRules(dismissalSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={close}
      title={t('hr.actions.dismiss')}
      cancelLabel={t('hr.actions.cancel')}
      saveLabel={t('hr.actions.dismiss')}
      saveTestId="hr-dismiss-save"
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('hr.hints.dismissConfirm')} />
      <Form form={dialog.form} layout="vertical">
        <PickItem
          name="employee_id"
          label={t('hr.fields.employee')}
          source="hr_employee"
          testId="hr-dismiss-employee"
          rules={rule('employee_id')}
        />
        <DateItem name="date" label={t('hr.fields.date')} rules={rule('date')} testId="hr-dismiss-date" />
        <PickItem
          name="work_leave_reason_id"
          label={t('hr.fields.work_leave_reason_id')}
          source="hr_leave_reason"
          testId="hr-dismiss-reason"
          rules={rule('work_leave_reason_id')}
        />
        <Form.Item name="note" label={t('hr.fields.note')} rules={rule('note')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** A salary change from a date (a future one applies at that day's close). */
export function SalaryDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const { dialog, close } = useSavingDialog<Values>(async (values) => {
    await hrApi.addSalary(salaryChangeSchema.parse(values));
  }, onClose);
  const rule = fieldRules(salaryChangeSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={close}
      title={t('hr.actions.addChange')}
      cancelLabel={t('hr.actions.cancel')}
      saveLabel={t('hr.actions.save')}
      saveTestId="hr-salary-save"
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('hr.hints.futureSalary')} />
      <Form form={dialog.form} layout="vertical">
        <PickItem
          name="employee_id"
          label={t('hr.fields.employee')}
          source="hr_employee"
          testId="hr-salary-employee"
          rules={rule('employee_id')}
        />
        <DateItem
          name="effective_from"
          label={t('hr.fields.effective_from')}
          rules={rule('effective_from')}
          testId="hr-salary-date"
        />
        <Form.Item name="amount" label={t('hr.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="hr-salary-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('hr.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={2} data-testid="hr-salary-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
