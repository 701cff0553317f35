import { describe, expect, it } from 'vitest';
import { createTokenStore, DEVICE_ID_KEY, ensureDeviceId, TOKEN_KEY, tokenStorageFor } from './storage.ts';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

function pair() {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}

describe('token storage', () => {
  it('chooses local storage only when remembered', () => {
    expect(tokenStorageFor(true)).toBe('local');
    expect(tokenStorageFor(false)).toBe('session');
  });

  it('stores a remembered token in local storage under accessToken', () => {
    const storages = pair();
    createTokenStore(storages).set('t1', true);
    expect(storages.local.getItem(TOKEN_KEY)).toBe('t1');
    expect(storages.session.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores a token not remembered in session storage', () => {
    const storages = pair();
    const store = createTokenStore(storages);
    store.set('t2', false);
    expect(storages.session.getItem(TOKEN_KEY)).toBe('t2');
    expect(storages.local.getItem(TOKEN_KEY)).toBeNull();
    expect(store.get()).toBe('t2');
  });

  it('keeps one token only when the choice changes', () => {
    const storages = pair();
    const store = createTokenStore(storages);
    store.set('old', true);
    store.set('new', false);
    expect(storages.local.getItem(TOKEN_KEY)).toBeNull();
    expect(store.get()).toBe('new');
  });

  it('clears both storages', () => {
    const storages = pair();
    storages.local.setItem(TOKEN_KEY, 'a');
    storages.session.setItem(TOKEN_KEY, 'b');
    const store = createTokenStore(storages);
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('device id', () => {
  it('is made once and then reused', () => {
    const local = new MemoryStorage();
    let made = 0;
    const make = () => `id-${++made}`;
    expect(ensureDeviceId(local, make)).toBe('id-1');
    expect(ensureDeviceId(local, make)).toBe('id-1');
    expect(local.getItem(DEVICE_ID_KEY)).toBe('id-1');
  });

  it('defaults to a random UUID', () => {
    expect(ensureDeviceId(new MemoryStorage())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
