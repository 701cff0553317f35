import type { uzScreens } from './uz/screens.ts';
import type { uzShell } from './uz/shell.ts';

/**
 * A namespace of screen strings: one file per language (`uz/<kebab-name>.ts`
 * exporting `<camelName>`), fetched only by the screens that declare it.
 * Adding one: write both files, list it in `uz/screens.ts` and `ru/screens.ts`.
 */
export type ScreenNamespace = keyof typeof uzScreens;

/** The shell's namespaces: on every page, loaded before the first render. */
export type ShellNamespace = keyof typeof uzShell;

/** The file a namespace lives in: `supplierCalculations` → `supplier-calculations`. */
export function namespaceFile(namespace: ScreenNamespace): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
