import { screenDictionaries } from '@savdo/shared/i18n/screens';
import { addScreenDictionaries } from '../../shared/i18n.ts';

/**
 * The `settings.*` strings (and the engine's, for the embedded list) live
 * with the screens' strings, not in the first page's bundle: every screen of
 * this module imports this file, so they are added once, when the chunk
 * loads and before anything renders.
 */
addScreenDictionaries(screenDictionaries);
