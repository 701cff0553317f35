import { type ComponentProps, lazy, Suspense } from 'react';

const Notice = lazy(() => import('./status-notice.tsx').then((m) => ({ default: m.StatusNotice })));

/** The shell's failure notice, fetched when a failure shows it rather than with the first page. */
export function StatusNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
