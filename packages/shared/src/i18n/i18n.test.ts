import { describe, expect, it } from 'vitest';
import { type Dictionary, dictionaries, flattenKeys, translate } from './index.ts';
import { ruSignedInShell, ruSignInShell } from './ru/shell.ts';
import { uzSignedInShell, uzSignInShell } from './uz/shell.ts';

describe('translations', () => {
  const uz = flattenKeys(dictionaries.uz as Dictionary);
  const ru = flattenKeys(dictionaries.ru as Dictionary);

  it('has every Uzbek key in Russian', () => {
    expect([...uz.keys()].filter((k) => !ru.has(k))).toEqual([]);
  });

  it('has every Russian key in Uzbek', () => {
    expect([...ru.keys()].filter((k) => !uz.has(k))).toEqual([]);
  });

  it('has no empty string in either language', () => {
    const empty = [...uz, ...ru].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const differing = [...uz].filter(
      ([k, v]) => JSON.stringify(names(v)) !== JSON.stringify(names(ru.get(k) ?? '')),
    );
    expect(differing.map(([k]) => k)).toEqual([]);
  });

  it("repeats on the sign-in page the menu labels' titles of its routes", () => {
    for (const [signIn, signedIn] of [
      [uzSignInShell, uzSignedInShell],
      [ruSignInShell, ruSignedInShell],
    ] as const) {
      for (const [name, title] of Object.entries(signIn.routes)) {
        expect(signedIn.routes[name as keyof typeof signedIn.routes]).toBe(title);
      }
    }
  });

  it('fills placeholders and falls back to the key when missing', () => {
    expect(translate('uz', 'no.such.key')).toBe('no.such.key');
  });
});
