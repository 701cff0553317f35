import { installationAssignSchema, installationReassignSchema } from '@savdo/shared/schemas/installation';
import { Form, Input } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { today } from '../../stock/warehouse/dates.ts';
import { type InstallationRow, installationApi } from './api.ts';
import { MasterSelect } from './master-select.tsx';

interface Values {
  master_id: number;
  install_date: string;
  comment?: string;
}

interface Props {
  row: InstallationRow;
  onClose(saved: boolean): void;
}

/** A master and a date for a sold line (a new job), or for a job not yet done (reassigned). */
export function AssignDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    if (row.id === null) {
      await installationApi.assign(
        installationAssignSchema.parse({ ...values, source: row.source, line_id: row.line_id }),
      );
    } else {
      await installationApi.reassign(
        row.id,
        installationReassignSchema.parse({ ...values, version: row.version }),
      );
    }
    saved.current = true;
  });
  const rule = fieldRules(installationAssignSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(row.id === null ? 'installation.actions.assign' : 'installation.actions.reassign')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('payments.list.save')}
      saveTestId="assign-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ master_id: row.master_id ?? undefined, install_date: row.install_date ?? today() }}
      >
        <Form.Item name="master_id" label={t('installation.fields.master')} rules={rule('master_id')}>
          <MasterSelect testId="assign-master" />
        </Form.Item>
        <Form.Item
          name="install_date"
          label={t('installation.fields.installDate')}
          rules={rule('install_date')}
        >
          <DateField testId="assign-date" allowClear={false} />
        </Form.Item>
        {row.id === null && (
          <Form.Item name="comment" label={t('installation.fields.comment')} rules={rule('comment')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
