import { engine } from './engine.ts';
import { enums } from './enums.ts';
import { resources } from './resources.ts';

/** What only the screens of the resource engine show: loaded with them. */
export const uzScreens = { engine, enums, resources };
