import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../platform/guard.ts';
import { useMe } from '../../platform/session.ts';
import { signOut } from '../../platform/sign-out.ts';

/** The signed-in user's name, with password change and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const items: MenuProps['items'] = [
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
      <Button type="text" data-testid="user-menu">
        {me?.user.full_name || me?.user.username}
      </Button>
    </Dropdown>
  );
}
