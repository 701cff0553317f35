import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../menu/main-menu.tsx';

interface Props {
  open: boolean;
  onClose(): void;
}

/** The menu in a drawer, for screens that hide the sidebar (a chunk of its own, `app-header.tsx`). */
export function MenuDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      title={t('common.appName')}
      size={300}
      styles={{ body: { padding: 0 } }}
    >
      <MainMenu onNavigate={onClose} />
    </Drawer>
  );
}
