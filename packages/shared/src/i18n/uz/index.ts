import { print } from './print.ts';
import { uzScreens } from './screens.ts';
import { uzShell } from './shell.ts';

/** Every visible string of the product in this language, by namespace (`print`: the server's printed documents). */
export const uz = { ...uzShell, ...uzScreens, print };
