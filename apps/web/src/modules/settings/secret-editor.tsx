import { secretValueSchema } from '@savdo/shared/schemas';
import { Button, Flex, Form, Input, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../engine/use-confirm.ts';
import { FormDialog, useFormDialog } from '../../shared/form-dialog.tsx';
import { zodRule } from '../../shared/form-rules.ts';
import type { SecretSetting } from './setting-values.ts';
import { settingsApi } from './settings-api.ts';

interface Props {
  setting: SecretSetting;
  canEdit: boolean;
  /** The secret's state after a replace or a clear. */
  onSaved: (saved: SecretSetting) => void;
}

/** The dialog that takes a secret's new value; it is sent once and never shown again. */
function ReplaceDialog({ setting, onSaved, onClose }: Omit<Props, 'canEdit'> & { onClose: () => void }) {
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

/**
 * A secret setting on the general settings screen: set or not set, when and
 * by whom; an editor may replace it (a dialog) or clear it (confirmed). Its
 * value never reaches the browser.
 */
export function SecretEditor({ setting, canEdit, onSaved }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [replacing, setReplacing] = useState(false);
  const clear = async () => {
    if (!(await confirm('settings.general.secret.clearConfirm', { name: setting.name }))) return;
    // The main client shows the error toast.
    await settingsApi.clearSecret(setting.alias).then(onSaved, () => undefined);
  };
  return (
    <Flex gap={8} align="center" wrap data-testid={`secret-${setting.alias}-state`}>
      <Tag color={setting.is_set ? 'green' : 'default'}>
        {setting.is_set ? `•••• ${t('settings.general.secret.set')}` : t('settings.general.secret.notSet')}
      </Tag>
      {setting.updated_at && (
        <Typography.Text type="secondary">
          {t('settings.general.secret.changed', {
            at: dayjs(setting.updated_at).format('DD.MM.YYYY HH:mm'),
            by: setting.updated_by_name ?? '—',
          })}
        </Typography.Text>
      )}
      {canEdit && (
        <Button data-testid={`secret-replace-${setting.alias}`} onClick={() => setReplacing(true)}>
          {t(setting.is_set ? 'settings.general.secret.replace' : 'settings.general.secret.enter')}
        </Button>
      )}
      {canEdit && setting.is_set && (
        <Button danger data-testid={`secret-clear-${setting.alias}`} onClick={() => void clear()}>
          {t('settings.general.secret.clear')}
        </Button>
      )}
      {replacing && <ReplaceDialog setting={setting} onSaved={onSaved} onClose={() => setReplacing(false)} />}
    </Flex>
  );
}
