import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../platform/guard.ts';
import { useMe } from '../../platform/session.ts';
import { signOut } from '../../platform/sign-out.ts';
import { UserIcon } from './menu-icon.tsx';

/**
 * The signed-in user's name, with password change and sign-out. On a phone (`compact`) the button is
 * an icon named after the user, and the name heads the menu.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const name = me?.user.full_name || me?.user.username || '';
  const items: MenuProps['items'] = [
    ...(compact ? [{ key: 'name', label: name, disabled: true }] : []),
    { key: 'position', label: me?.user.user_position?.name ?? me?.user.username ?? '', disabled: true },
    { type: 'divider' },
    { key: 'password', label: t('common.header.changePassword') },
    { key: 'two-factor', label: <span data-testid="two-factor-menu">{t('common.header.twoFactor')}</span> },
    {
      key: 'sign-out',
      label: <span data-testid="sign-out">{t('common.header.signOut')}</span>,
      danger: true,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') void navigate(PATHS.renewPassword);
    if (key === 'two-factor') void navigate(PATHS.twoFactor);
    if (key === 'sign-out') void signOut();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {compact ? (
        <Button type="text" data-testid="user-menu" aria-label={name} icon={<UserIcon />} />
      ) : (
        <Button type="text" data-testid="user-menu">
          {name}
        </Button>
      )}
    </Dropdown>
  );
}
