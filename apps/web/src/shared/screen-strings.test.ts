import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@savdo/shared/i18n/languages';
import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { uzScreens } from '@savdo/shared/i18n/screens/uz';
import { uzShell } from '@savdo/shared/i18n/shell/uz';
import { describe, expect, it } from 'vitest';
import { engineStrings } from '../engine/strings.ts';
import { baseStrings } from './base-strings.ts';
import { NAMESPACE_FILES, namespacePath } from './screen-strings.ts';

const srcDir = join(import.meta.dirname, '..');
const screenNamespaces = Object.keys(uzScreens) as ScreenNamespace[];
const shellNamespaces = Object.keys(uzShell);

describe('screen namespaces', () => {
  it('has a chunk of its own for every namespace in both languages, holding just that namespace', async () => {
    expect(Object.keys(NAMESPACE_FILES)).toHaveLength(screenNamespaces.length * LANGUAGES.length);
    for (const lang of LANGUAGES) {
      for (const namespace of screenNamespaces) {
        const load = NAMESPACE_FILES[namespacePath(lang, namespace)];
        expect(load, `${lang}/${namespace}`).toBeDefined();
        expect(Object.keys((await load?.()) ?? {})).toEqual([namespace]);
      }
    }
  });
});

/** Namespaces of the keys a folder's files pass to `t(...)` literally (`t('ns.` or t(`ns.`). */
function namespacesUsed(dir: string): Set<string> {
  const used = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) if (match[1]) used.add(match[1]);
  }
  return used;
}

const loadedWith = (declared: readonly string[]) =>
  new Set([...shellNamespaces, ...baseStrings, ...declared]);
const notLoaded = (dir: string, declared: readonly string[]) =>
  [...namespacesUsed(dir)].filter((namespace) => !loadedWith(declared).has(namespace));

describe('what each screen fetches', () => {
  it("covers every namespace a module's files use with its declared ones (strings.ts)", async () => {
    const modules = readdirSync(join(srcDir, 'areas')).flatMap((area) =>
      readdirSync(join(srcDir, 'areas', area)).map((module) => join('areas', area, module)),
    );
    expect(modules.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const module of modules) {
      const file = join(srcDir, module, 'strings.ts');
      const declared = readdirSync(join(srcDir, module)).includes('strings.ts')
        ? Object.values((await import(file)) as Record<string, readonly string[]>).flat()
        : [];
      for (const namespace of notLoaded(join(srcDir, module), declared))
        missing.push(`${module}: ${namespace}`);
    }
    expect(missing).toEqual([]);
  });

  it("covers the engine's and the shared controls' namespaces", () => {
    expect(notLoaded(join(srcDir, 'engine'), engineStrings)).toEqual([]);
    expect(notLoaded(join(srcDir, 'shared'), [])).toEqual([]);
    expect(notLoaded(join(srcDir, 'shell'), [])).toEqual([]);
  });
});
