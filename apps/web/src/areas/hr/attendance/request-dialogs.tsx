import { absenceDecisionSchema, absenceRequestSchema } from '@savdo/shared/schemas/attendance';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { attendanceApi } from './api.ts';

interface RequestForm {
  employee_id?: number;
  dates?: [string, string];
  absence_reason_id?: number;
  comment?: string;
}

/** A new absence request: employee, day or days, reason, comment (checked by the shared schema). */
export function RequestDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RequestForm>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    const v = form.getFieldsValue();
    const input = {
      employee_id: v.employee_id ?? 0,
      date_from: v.dates?.[0] ?? '',
      date_to: v.dates?.[1] ?? '',
      absence_reason_id: v.absence_reason_id ?? 0,
      comment: v.comment,
    };
    const parsed = absenceRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => `${String(i.path[0])}: ${t(i.message)}`));
      return;
    }
    setBusy(true);
    try {
      await attendanceApi.addRequest(parsed.data);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('attendance.actions.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" data-testid="absence-request-form">
        <Form.Item name="employee_id" label={t('attendance.fields.employee')}>
          <OptionSelect source="attendance_employee" testId="absence-request-employee" />
        </Form.Item>
        <Form.Item
          name="dates"
          label={`${t('attendance.fields.dateFrom')} — ${t('attendance.fields.dateTo')}`}
        >
          <DateRangeField testId="absence-request-dates" />
        </Form.Item>
        <Form.Item name="absence_reason_id" label={t('attendance.fields.reason')}>
          <OptionSelect source="absence_reason" testId="absence-request-reason" />
        </Form.Item>
        <Form.Item name="comment" label={t('attendance.fields.comment')}>
          <Input.TextArea maxLength={1000} data-testid="absence-request-comment" />
        </Form.Item>
        {errors.map((e) => (
          <div key={e} style={{ color: 'red' }}>
            {e}
          </div>
        ))}
      </Form>
    </Modal>
  );
}

/** Approving or rejecting a request; a rejection says why. */
export function DecisionDialog({
  id,
  decision,
  onClose,
  onSaved,
}: {
  id: number;
  decision: 'APPROVED' | 'REJECTED';
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = absenceDecisionSchema.safeParse({ decision, comment: comment.trim() || undefined });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setBusy(true);
    try {
      await attendanceApi.decide(id, parsed.data);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  const title = t(decision === 'APPROVED' ? 'attendance.actions.approve' : 'attendance.actions.reject');
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy}>
      <Form layout="vertical">
        <Form.Item
          label={t('attendance.fields.decisionComment')}
          validateStatus={error ? 'error' : ''}
          help={error}
        >
          <Input.TextArea
            value={comment}
            maxLength={1000}
            onChange={(e) => setComment(e.target.value)}
            data-testid="absence-decision-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
