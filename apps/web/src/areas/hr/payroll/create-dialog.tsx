import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { payrollApi } from './api.ts';
import { lastMonth, MonthPicker } from './month-picker.tsx';

/** A new statement: a month and a branch (none: all branches); computed at once by the server. */
export function CreateDialog({ onClose }: { onClose(id?: number): void }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonth());
  const [branch, setBranch] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const s = await payrollApi.create({ month, branch_id: branch });
      onClose(s.id);
    } catch {
      // the main client showed the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('payroll.actions.create')}
      onCancel={() => onClose()}
      onOk={create}
      okText={t('payroll.actions.create')}
      cancelText={t('payroll.actions.close')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'statement-create-save' } as Record<string, string>}
    >
      <Form layout="vertical">
        <Form.Item label={t('payroll.fields.month')}>
          <MonthPicker value={month} onChange={(m) => m && setMonth(m)} testId="statement-create-month" />
        </Form.Item>
        <Form.Item label={t('payroll.fields.branch')}>
          <OptionSelect
            source="branch"
            value={branch}
            placeholder={t('payroll.allBranches')}
            aria-label={t('payroll.allBranches')}
            onChange={(v) => setBranch(v)}
            testId="statement-create-branch"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
