import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** No chrome: just the content (editors opened full-page). */
export function CleanLayout() {
  return (
    <main className={styles.clean}>
      <Outlet />
    </main>
  );
}
