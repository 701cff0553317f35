import { lazy, Suspense, useSyncExternalStore } from 'react';
import { reauthStore } from '../api/index.ts';

const Dialog = lazy(() =>
  import('../areas/admin/auth/sign-in-prompt-dialog.tsx').then((m) => ({ default: m.SignInPromptDialog })),
);

/** Shows the sign-in prompt while an expired session waits for the user to sign in again. */
export function SignInPrompt() {
  const open = useSyncExternalStore(reauthStore.subscribe, reauthStore.isOpen, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
