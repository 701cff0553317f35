import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, UPDATE_RELOAD_KEY } from './chunk-reload.ts';
import { UPDATE_RELOAD_KEY as NOTICE_KEY, takeAnnouncement } from './new-build-notice.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a chunk of an earlier build', () => {
  it('is told from an error of the code itself', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1b2c.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the page once, not again within the guard time, again after it', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000)).toBe(true);
    expect(claimReload(storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('never reloads without a storage to remember it in (it would loop)', () => {
    expect(claimReload(undefined, 1_000)).toBe(false);
  });

  it('says the app was updated once after the reload, and not on an ordinary load', () => {
    const storage = memoryStorage();
    expect(takeAnnouncement(storage)).toBe(false);
    claimReload(storage, 5_000);
    expect(takeAnnouncement(storage)).toBe(true);
    expect(takeAnnouncement(storage)).toBe(false);
    // the guard still holds after the announcement
    expect(claimReload(storage, 5_001)).toBe(false);
  });
});

describe('the mark of a reload', () => {
  it('is the one the notice reads', () => {
    expect(NOTICE_KEY).toBe(UPDATE_RELOAD_KEY);
  });
});
