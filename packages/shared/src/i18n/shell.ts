import { ruShell } from './ru/shell.ts';
import { uzShell } from './uz/shell.ts';

/** The shell's strings, for the first page load (the web app adds the screens' strings with their chunks). */
export const shellDictionaries = { uz: uzShell, ru: ruShell } as const;
