import { KeyOutlined } from '@ant-design/icons';
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { defineExtension } from '../../../engine/extension-types.ts';
import { attendanceApi } from './api.ts';

/** Shows a device's new secret once (only its hash is kept on the server). */
function SecretDialog({ secret, serial, onClose }: { secret: string; serial: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('attendance.secret.title')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ hidden: true }}
    >
      <Alert type="warning" showIcon title={t('attendance.secret.note')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        {t('attendance.fields.serial')}: <Typography.Text code>{serial}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: secret }} data-testid="device-secret">
        <Typography.Text code>{secret}</Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}

/**
 * The device list (`/face-recognition/device-managements`) stays the
 * engine's; a row action issues the terminal a new secret (the old one stops
 * working), shown once.
 */
export const deviceExtension = defineExtension({
  rowActions: [
    {
      key: 'issue-secret',
      labelKey: 'attendance.actions.issueSecret',
      icon: <KeyOutlined />,
      rule: 'employee_devices.edit',
      visible: (row) => typeof row.serial_number === 'string' && row.serial_number !== '',
      run: async (row, { confirm, open }) => {
        if (!(await confirm('attendance.secret.confirm'))) return;
        const { secret } = await attendanceApi.issueSecret(Number(row.id));
        open((close) => <SecretDialog secret={secret} serial={String(row.serial_number)} onClose={close} />);
      },
    },
  ],
});
