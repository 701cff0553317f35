import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/language-switch.tsx';
import styles from './auth-card.module.css';

/**
 * The panel both auth pages sit in: product name, page title and the
 * language switch. Plain elements rather than antd Card and Typography,
 * which would pull Tabs, Menu and Tooltip into the sign-in page.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.brand}>{t('common.appName')}</h1>
          <p className={styles.title}>{title}</p>
        </div>
        <LanguageSwitch />
      </div>
      {children}
    </div>
  );
}

/** The wide submit button of the auth forms. */
export function AuthSubmit({
  loading,
  testId,
  children,
}: {
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={loading} data-testid={testId}>
      {children}
    </Button>
  );
}
