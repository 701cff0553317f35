/**
 * The sign-in prompt's state: when a call with a token gets 401 (the session
 * expired), the client asks here and waits; every call failing meanwhile
 * waits on the same prompt. The prompt (shell/sign-in-prompt.tsx) settles it:
 * true when the same user signed in again (the calls are sent once more),
 * false when they gave up.
 */
type Listener = () => void;

let pending: Promise<boolean> | null = null;
let settle: ((ok: boolean) => void) | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const reauthStore = {
  /** Opens the prompt (once for any number of callers); resolves when it is settled. */
  request(): Promise<boolean> {
    if (!pending) {
      pending = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      emit();
    }
    return pending;
  },
  settle(ok: boolean): void {
    const done = settle;
    pending = null;
    settle = null;
    emit();
    done?.(ok);
  },
  isOpen(): boolean {
    return pending !== null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
