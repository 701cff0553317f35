import { uzScreens } from './screens.ts';
import { uzShell } from './shell.ts';

/** Every visible string of the product in this language, by namespace. */
export const uz = { ...uzShell, ...uzScreens };
