import { KeyOutlined, LockOutlined, SafetyOutlined, UnlockOutlined } from '@ant-design/icons';
import { Input, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { defineExtension } from '../../../engine/extension-types.ts';
import type { ResourceRow } from '../../../engine/types.ts';
import { usersApi } from './api.ts';

const ResetPasswordDialog = lazy(() =>
  import('./reset-password-dialog.tsx').then((m) => ({ default: m.ResetPasswordDialog })),
);

function PasswordInput(props: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return (
    <Input.Password
      id={props.id}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(e) => props.onChange?.(e.target.value)}
      autoComplete="new-password"
    />
  );
}

function UserStatus({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  return (
    <Tag color={row.active ? 'green' : 'red'} data-testid={`status-${row.id}`}>
      {t(row.active ? 'engine.active' : 'engine.users.blocked')}
    </Tag>
  );
}

function MustRenew({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  return row.must_change_password ? <Tag color="orange">{t('engine.users.mustRenew')}</Tag> : t('engine.no');
}

const name = (row: ResourceRow) => String(row.full_name ?? row.username ?? row.id);

/**
 * The users screen (`/information/users`): the engine lists, exports and
 * shows the history of users, the users module writes them. The add dialog
 * asks for a first password (it starts expired); blocking replaces
 * deactivation (it also ends the user's sessions); a password can be reset.
 */
export const usersExtension = defineExtension({
  writes: { create: usersApi.create, update: usersApi.update, toggle: false },
  // The users module's own schemas (username pattern, first password), loaded with the dialog.
  formSchema: async (mode) => {
    const { userCreateSchema, userUpdateSchema } = await import('@savdo/shared/schemas');
    return mode === 'create' ? userCreateSchema : userUpdateSchema;
  },
  extraFormFields: [
    { name: 'password', labelKey: 'engine.users.password', modes: ['create'], control: PasswordInput },
  ],
  cells: {
    active: (row) => <UserStatus row={row} />,
    must_change_password: (row) => <MustRenew row={row} />,
  },
  rowActions: [
    {
      key: 'block',
      labelKey: 'engine.users.block',
      icon: <LockOutlined />,
      group: 'block',
      rule: 'user.edit',
      danger: true,
      visible: (row) => row.active === true,
      run: async (row, { confirm, invalidate }) => {
        if (!(await confirm('engine.users.confirmBlock', { name: name(row) }))) return;
        await usersApi.block(row.id).catch(() => undefined);
        await invalidate();
      },
    },
    {
      key: 'unblock',
      labelKey: 'engine.users.unblock',
      icon: <UnlockOutlined />,
      group: 'block',
      rule: 'user.edit',
      visible: (row) => row.active !== true,
      run: async (row, { confirm, invalidate }) => {
        if (!(await confirm('engine.users.confirmUnblock', { name: name(row) }))) return;
        await usersApi.unblock(row.id).catch(() => undefined);
        await invalidate();
      },
    },
    {
      key: 'reset-two-factor',
      labelKey: 'engine.users.resetTwoFactor',
      icon: <SafetyOutlined />,
      rule: 'user.edit',
      danger: true,
      run: async (row, { confirm, invalidate }) => {
        if (!(await confirm('engine.users.confirmResetTwoFactor', { name: name(row) }))) return;
        // The main client shows the refusal (no factor to take away) as a toast.
        await usersApi.resetTwoFactor(row.id).catch(() => undefined);
        await invalidate();
      },
    },
    {
      key: 'reset-password',
      labelKey: 'engine.users.resetPassword',
      icon: <KeyOutlined />,
      rule: 'user.edit',
      run: (row, { open, invalidate }) =>
        open((close) => (
          <Suspense fallback={null}>
            <ResetPasswordDialog row={row} onClose={close} onDone={invalidate} />
          </Suspense>
        )),
    },
  ],
});
