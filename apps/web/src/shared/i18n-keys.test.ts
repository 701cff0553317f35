import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Dictionary, dictionaries, flattenKeys } from '@savdo/shared/i18n';
import { GROUPS, ROUTES, SECTIONS } from '@savdo/shared/routes';
import { DASHBOARD_TABS } from '@savdo/shared/rules';
import { describe, expect, it } from 'vitest';

const uz = flattenKeys(dictionaries.uz as Dictionary);
const ru = flattenKeys(dictionaries.ru as Dictionary);
const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every literal key the web app passes to `t(...)`. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*\.[\w.-]+)'/g)) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return [...keys].sort();
}

const missing = (keys: readonly string[]) => keys.filter((key) => !uz.has(key) || !ru.has(key));

describe('translations used by the web app', () => {
  it('has every literal key in both languages', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(missing(keys)).toEqual([]);
  });

  it('has the keys built at run time', () => {
    const keys = [
      'common.toast.unknownError',
      'common.toast.success',
      'common.header.collapseMenu',
      'common.header.expandMenu',
      'common.language.uz',
      'common.language.ru',
      ...DASHBOARD_TABS.map((tab) => `dashboard.tabs.${tab.key}`),
    ];
    expect(missing(keys)).toEqual([]);
  });

  it('has a title for every route, section and group of the menu', () => {
    const keys = [...ROUTES, ...SECTIONS, ...GROUPS].map((entry) => entry.titleKey);
    expect(missing(keys)).toEqual([]);
  });

  it('writes Uzbek oʻ and gʻ with U+02BB in the web app strings', () => {
    const bad = [...uz]
      .filter(([key]) => key.startsWith('common.') || key.startsWith('dashboard.'))
      .filter(([, text]) => /[oOgG]['‘’`]/.test(text));
    expect(bad).toEqual([]);
  });
});
