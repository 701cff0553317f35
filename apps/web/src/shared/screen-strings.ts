import type { Language } from '@savdo/shared/i18n/languages';
import { namespaceFile, type ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { currentLanguage, i18n, onBeforeLanguageChange } from './i18n.ts';

/**
 * Every screen namespace file of both languages, each a chunk of its own
 * (`packages/shared/src/i18n/<lang>/<namespace>.ts`, exporting `{ <namespace> }`).
 * The shell's files (loaded with the language pack), the aggregates and the
 * server's print strings are left out.
 */
export const NAMESPACE_FILES = import.meta.glob<Record<string, object>>([
  '../../../../packages/shared/src/i18n/{uz,ru}/*.ts',
  '!../../../../packages/shared/src/i18n/*/{index,screens,shell,sign-in-shell,signed-in-shell,print,common,dashboard,errors,routes,validation}.ts',
]);

/** Where a namespace's file is in `NAMESPACE_FILES` (a unit test checks each exists). */
export function namespacePath(lang: Language, namespace: ScreenNamespace): string {
  return `../../../../packages/shared/src/i18n/${lang}/${namespaceFile(namespace)}.ts`;
}

const loaded = new Map<string, Promise<void>>();
/** The namespaces some screen asked for: a language switch fetches them in the new language first. */
const wanted = new Set<ScreenNamespace>();

function loadNamespace(lang: Language, namespace: ScreenNamespace): Promise<void> {
  const key = `${lang}/${namespace}`;
  let loading = loaded.get(key);
  if (!loading) {
    const file = NAMESPACE_FILES[namespacePath(lang, namespace)];
    if (!file) return Promise.reject(new Error(`No strings file for ${key}`));
    loading = file().then((strings) => {
      i18n.addResourceBundle(lang, 'translation', strings, true, false);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

onBeforeLanguageChange(async (lang) => {
  await Promise.all([...wanted].map((namespace) => loadNamespace(lang, namespace)));
});

/**
 * Puts a screen's namespaces in place in the current language (only that
 * language's files are fetched); the screen loaders await it, so the strings
 * are there before the screen renders.
 */
export async function loadScreenStrings(namespaces: readonly ScreenNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const lang = currentLanguage();
  await Promise.all(namespaces.map((namespace) => loadNamespace(lang, namespace)));
}
