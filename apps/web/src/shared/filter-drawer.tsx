import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './filter-drawer.module.css';

interface Props {
  open: boolean;
  testId: string;
  onClose(): void;
  children: ReactNode;
}

/** A phone's filters, one under another the width of the screen (`filter-fold.tsx`; a chunk of its own). */
export function FilterDrawer({ open, testId, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="85vh"
      title={t('common.filters.title')}
      data-testid={`${testId}-drawer`}
      footer={
        <Button type="primary" block onClick={onClose} data-testid={`${testId}-done`}>
          {t('common.filters.done')}
        </Button>
      }
    >
      <div className={styles.stack}>{children}</div>
    </Drawer>
  );
}
