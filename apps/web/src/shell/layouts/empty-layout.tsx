import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** Centered content without menu or header: the sign-in and renew-password pages. */
export function EmptyLayout() {
  return (
    <main className={styles.centered}>
      <div className={styles.centeredContent}>
        <Outlet />
      </div>
    </main>
  );
}
