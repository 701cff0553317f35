import { Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { settingsApi } from './api.ts';
import type { SecretSetting } from './setting-values.ts';

const ReplaceDialog = lazy(() =>
  import('./secret-replace-dialog.tsx').then((m) => ({ default: m.ReplaceDialog })),
);

interface Props {
  setting: SecretSetting;
  canEdit: boolean;
  /** The secret's state after a replace or a clear. */
  onSaved: (saved: SecretSetting) => void;
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
      {replacing && (
        <Suspense fallback={null}>
          <ReplaceDialog setting={setting} onSaved={onSaved} onClose={() => setReplacing(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
