import { secretValueSchema } from '@savdo/shared/schemas';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { settingsApi } from './api.ts';
import type { SecretSetting } from './setting-values.ts';

interface Props {
  setting: SecretSetting;
  /** The secret's state after the replace. */
  onSaved: (saved: SecretSetting) => void;
  onClose: () => void;
}

/**
 * The dialog that takes a secret's new value; it is sent once and never shown again.
 * Loaded when opened: its form and schema stay out of the settings screen's script.
 */
export function ReplaceDialog({ setting, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useFormDialog<{ value: string }>(async ({ value }) =>
    onSaved(await settingsApi.replaceSecret(setting.alias, value)),
  );
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={setting.name}
      cancelLabel={t('engine.cancel')}
      saveLabel={t('settings.general.save')}
      saveTestId={`secret-save-${setting.alias}`}
    >
      <Form form={dialog.form} layout="vertical" autoComplete="off">
        <Form.Item
          name="value"
          label={t('settings.general.secret.newValue')}
          extra={t('settings.general.secret.writeOnly')}
          rules={[zodRule(secretValueSchema.shape.value, t)]}
        >
          <Input.Password
            id={`secret-${setting.alias}`}
            autoComplete="new-password"
            maxLength={4096}
            visibilityToggle={false}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
