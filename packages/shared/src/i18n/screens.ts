import { ruScreens } from './ru/screens.ts';
import { uzScreens } from './uz/screens.ts';

/** The resource screens' strings: titles, field labels, enum labels, engine words. */
export const screenDictionaries = { uz: uzScreens, ru: ruScreens } as const;
