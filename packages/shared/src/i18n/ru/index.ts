import { ruScreens } from './screens.ts';
import { ruShell } from './shell.ts';

/** Every visible string of the product in this language, by namespace. */
export const ru = { ...ruShell, ...ruScreens };
