import { print } from './print.ts';
import { ruScreens } from './screens.ts';
import { ruShell } from './shell.ts';

/** Every visible string of the product in this language, by namespace (`print`: the server's printed documents). */
export const ru = { ...ruShell, ...ruScreens, print };
