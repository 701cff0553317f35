import { TIME_SHEET_DAY_STATUSES, timeSheetCorrectionSchema } from '@savdo/shared/schemas/payroll';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import { PAYROLL_KEY, payrollApi, type TimeSheetRow } from './api.ts';

interface Values {
  date?: string;
  status?: string;
  worked_days?: number;
  reason: string;
}

interface Props {
  row: TimeSheetRow;
  month: string;
  dates: string[];
  onClose(): void;
}

/** HR corrects an employee's time sheet: a day's status or the month's worked days, with a reason; the history below. */
export function CorrectionDialog({ row, month, dates, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useFormDialog<Values>(async (values) => {
    await payrollApi.correct(
      timeSheetCorrectionSchema.parse({ ...values, employee_id: row.employee_id, month }),
    );
  });
  const history = useQuery({
    queryKey: [PAYROLL_KEY, 'corrections', month, row.employee_id],
    queryFn: ({ signal }) => payrollApi.corrections({ month, employee_id: row.employee_id }, signal),
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={`${t('payroll.titles.correction')}: ${row.full_name}`}
      cancelLabel={t('payroll.actions.close')}
      saveLabel={t('payroll.actions.save')}
      saveTestId="correction-save"
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('payroll.hints.correctionDay')}</Typography.Paragraph>
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="date" label={t('payroll.fields.date')}>
          <Select
            allowClear
            data-testid="correction-date"
            options={dates.map((d) => ({
              value: d,
              label: `${d.slice(8)}.${d.slice(5, 7)} — ${t(`payroll.dayStatuses.${row.days[d] ?? 'ABSENT'}`)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('payroll.fields.dayStatus')}>
          <Select
            allowClear
            data-testid="correction-status"
            options={TIME_SHEET_DAY_STATUSES.map((s) => ({ value: s, label: t(`payroll.dayStatuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="worked_days" label={t('payroll.fields.workedDays')}>
          <InputNumber min={0} max={31} data-testid="correction-worked" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('payroll.fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea rows={2} maxLength={1000} data-testid="correction-reason" />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('payroll.titles.corrections')}</Typography.Title>
      <ListTable
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={history.data ?? []}
        columns={[
          {
            key: 'date',
            title: t('payroll.fields.date'),
            render: (_, r) => r.date ?? t('payroll.fields.month'),
          },
          { key: 'before', title: t('payroll.fields.before'), dataIndex: 'before' },
          { key: 'after', title: t('payroll.fields.after'), dataIndex: 'after' },
          { key: 'reason', title: t('payroll.fields.reason'), dataIndex: 'reason' },
          { key: 'who', title: t('payroll.fields.who'), dataIndex: 'created_by' },
        ]}
      />
    </FormDialog>
  );
}
