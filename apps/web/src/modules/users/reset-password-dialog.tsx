import { v } from '@savdo/shared/validation';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../engine/types.ts';
import { zodRule } from '../../shared/form-rules.ts';
import { usersApi } from './users-api.ts';

interface ResetPasswordDialogProps {
  row: ResourceRow;
  onClose: () => void;
  onDone: () => Promise<void>;
}

/** An administrator sets a user's new password; it starts expired, so the user renews it at the next sign-in. */
export function ResetPasswordDialog({ row, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let password: string;
    try {
      ({ password } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    try {
      await usersApi.resetPassword(row.id, password);
      setOpen(false);
      await onDone();
    } catch {
      // the main client showed the error toast
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('engine.users.resetPasswordTitle', { name: String(row.full_name ?? row.username ?? row.id) })}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => setOpen(false)}>
          {t('engine.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          onClick={() => void submit()}
          data-testid="reset-password-submit"
        >
          {t('engine.save')}
        </Button>,
      ]}
    >
      <div data-testid="reset-password-dialog">
        <Alert
          type="info"
          showIcon
          title={t('engine.users.resetPasswordHint')}
          style={{ marginBottom: 16 }}
        />
        <Form form={form} name="reset" layout="vertical" onFinish={() => void submit()}>
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
    </Modal>
  );
}
