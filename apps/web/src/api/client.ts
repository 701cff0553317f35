import { currentLanguage, i18n } from '../shared/i18n.ts';
import { tokenStore } from '../shared/storage.ts';
import { type ApiClient, type ClientHooks, createClient } from './http.ts';
import { loadingStore } from './loading.ts';
import { showToast } from './notifier.ts';
import { reauthStore } from './reauth.ts';
import { buildErrorToast, buildSuccessToast } from './toast.ts';

/** What a 401 that signing in again cannot mend does (product.md section 4): forget the token and reload. */
export function signOutLocally(target?: string): void {
  tokenStore.clear();
  if (target) window.location.assign(target);
  else window.location.reload();
}

const common: ClientHooks = {
  getToken: () => tokenStore.get(),
  language: currentLanguage,
  onUnauthorized: () => signOutLocally(),
  // an expired session: the sign-in prompt over the current page, then the call once more
  reauthenticate: () => reauthStore.request(),
};

const t = (key: string) => i18n.t(key);

/** The main client: loading overlay while in flight, error toasts, optional success toast. */
export const mainClient: ApiClient = createClient({
  ...common,
  onStart: loadingStore.start,
  onEnd: loadingStore.end,
  onError: (error) => showToast(buildErrorToast(error.body, t)),
  onSuccess: () => showToast(buildSuccessToast(t)),
});

/** The silent client: the same calls without overlay or toasts (a 401 still signs out). */
export const silentClient: ApiClient = createClient(common);
