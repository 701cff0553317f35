import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** The 404 layout: the not-found page centered on an empty page. */
export function NotFoundLayout() {
  return (
    <main className={styles.centered}>
      <Outlet />
    </main>
  );
}
