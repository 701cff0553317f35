import { screenDictionaries } from '@savdo/shared/i18n/screens';
import { addScreenDictionaries } from '../../shared/i18n.ts';

/** The `integrations.*` strings come with the screens' dictionaries, added when this module's first chunk loads. */
addScreenDictionaries(screenDictionaries);
