import { v } from '@savdo/shared/validation';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import type { ResourceRow } from '../../../engine/types.ts';
import { zodRule } from '../../../shared/form-rules.ts';
import { usersApi } from './api.ts';

interface ResetPasswordDialogProps {
  row: ResourceRow;
  onClose: () => void;
  onDone: () => Promise<void>;
}

/** An administrator sets a user's new password; it starts expired, so the user renews it at the next sign-in. */
export function ResetPasswordDialog({ row, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const dialog = useFormDialog<{ password: string }>(async ({ password }) => {
    await usersApi.resetPassword(row.id, password);
    dialog.close();
    await onDone();
  });

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('engine.users.resetPasswordTitle', { name: String(row.full_name ?? row.username ?? row.id) })}
      mask={{ closable: false }}
      cancelLabel={t('engine.cancel')}
      saveLabel={t('engine.save')}
      saveTestId="reset-password-submit"
    >
      <div data-testid="reset-password-dialog">
        <Alert
          type="info"
          showIcon
          title={t('engine.users.resetPasswordHint')}
          style={{ marginBottom: 16 }}
        />
        <Form form={dialog.form} name="reset" layout="vertical" onFinish={() => void dialog.submit()}>
          <Form.Item
            name="password"
            label={t('engine.users.newPassword')}
            required
            rules={[zodRule(v.password(), t)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </div>
    </FormDialog>
  );
}
