import type { ToastPayload } from './toast.ts';

/**
 * Bridges the API client (plain code) to Ant Design's notification API,
 * which must come from `App.useApp()` to follow the theme and locale.
 * The shell registers the instance once it is mounted.
 */
export interface Notifier {
  show(toast: ToastPayload): void;
}

let current: Notifier | null = null;
const queued: ToastPayload[] = [];

export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
  if (notifier) for (const toast of queued.splice(0)) notifier.show(toast);
}

export function showToast(toast: ToastPayload): void {
  if (current) current.show(toast);
  else queued.push(toast);
}
