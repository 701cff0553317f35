import type { Language } from './languages.ts';
import { ru } from './ru/index.ts';
import { uz } from './uz/index.ts';

export * from './languages.ts';

export const dictionaries = { uz, ru } as const;

export type Dictionary = { [key: string]: string | Dictionary };

/** Flattens a nested dictionary into dotted keys. */
export function flattenKeys(dict: Dictionary, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenKeys(value, path)) out.set(k, v);
  }
  return out;
}

/** Looks a dotted key up in one language, falling back to Uzbek; `{{name}}` placeholders are filled from `params`. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const lookup = (dict: Dictionary): string | undefined => {
    let node: string | Dictionary | undefined = dict;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const text = lookup(dictionaries[lang] as Dictionary) ?? lookup(dictionaries.uz as Dictionary) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
