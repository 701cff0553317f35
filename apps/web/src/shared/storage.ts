/**
 * Browser storage of the session (DECISIONS.md "Storage keys"): the access
 * token lives in local storage when the user ticked "remember me", else in
 * session storage; the device id is a UUID kept in local storage.
 * The stores take their Storage objects as arguments so tests can pass fakes.
 */
export const TOKEN_KEY = 'accessToken';
export const DEVICE_ID_KEY = 'device_id';
export const LANGUAGE_KEY = 'lang';
export const DASHBOARD_TAB_KEY = 'dashboardTab';
export const SIDER_COLLAPSED_KEY = 'siderCollapsed';

export type StorageKind = 'local' | 'session';

export interface StoragePair {
  local: Storage;
  session: Storage;
}

/** Where a new token goes: remembered tokens survive the browser, others only the tab. */
export function tokenStorageFor(remember: boolean): StorageKind {
  return remember ? 'local' : 'session';
}

export interface TokenStore {
  get(): string | null;
  set(token: string, remember: boolean): void;
  clear(): void;
}

export function createTokenStore(storages: StoragePair): TokenStore {
  return {
    get: () => storages.local.getItem(TOKEN_KEY) ?? storages.session.getItem(TOKEN_KEY),
    set(token, remember) {
      const kind = tokenStorageFor(remember);
      const other = kind === 'local' ? storages.session : storages.local;
      other.removeItem(TOKEN_KEY);
      storages[kind].setItem(TOKEN_KEY, token);
    },
    clear() {
      storages.local.removeItem(TOKEN_KEY);
      storages.session.removeItem(TOKEN_KEY);
    },
  };
}

/** The device id of this browser, made on first visit. */
export function ensureDeviceId(local: Storage, makeId: () => string = () => crypto.randomUUID()): string {
  const existing = local.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = makeId();
  local.setItem(DEVICE_ID_KEY, id);
  return id;
}

/** Reads a key without throwing when storage is unavailable (private mode, tests). */
export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage full or blocked: the preference is simply not remembered
  }
}

export const tokenStore: TokenStore = {
  get: () => (typeof localStorage === 'undefined' ? null : browserTokenStore().get()),
  set: (token, remember) => browserTokenStore().set(token, remember),
  clear: () => browserTokenStore().clear(),
};

function browserTokenStore(): TokenStore {
  return createTokenStore({ local: localStorage, session: sessionStorage });
}

export function deviceId(): string {
  return ensureDeviceId(localStorage);
}
